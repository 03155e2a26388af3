import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { tempDir } from '../../../test/support/test-config';
import { openDatabase, queryRows } from './client';
import { auditLog, investments, investors } from './schema';
import { writeAudit } from '../books';
import { applyMigrations, knownMigrations } from '../backup/migrations';

const EXPECTED_TABLES = [
  'app_settings',
  'audit_log',
  'backup_schedule',
  'capital_requests',
  'data_versions',
  'documents',
  'fee_run_investors',
  'fee_run_lots',
  'fee_runs',
  'fee_terms',
  'fund_periods',
  'import_positions',
  'import_rows',
  'imports',
  'investments',
  'investor_fee_terms',
  'investor_nav_data',
  'investors',
  'notice_preferences',
  'notices',
  'outbox_messages',
  'period_statements',
  'position_sectors',
  'position_tags',
  'positions',
  'quarters',
  'sectors',
  'tags',
  'tax_marks',
  'tax_year_figures',
  'transactions',
];

describe.each(databaseTargets())('migrations on $name', (target) => {
  it('create every table on an empty database, and applying them again changes nothing', async () => {
    const { database, dispose } = await target.create();
    try {
      await database.migrate();
      await database.migrate();
      const tables = await queryRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(tables.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
    } finally {
      await dispose();
    }
  });

  it('keep money and shares exact as numeric', async () => {
    const { database, dispose } = await target.create();
    try {
      await database.migrate();
      const [investor] = await database.db
        .insert(investors)
        .values({ name: 'Ada', email: 'ada@example.com' })
        .returning();
      await database.db.insert(investments).values({
        investorId: investor!.id,
        investmentDate: '2025-07-01',
        amountInvested: '50000.10',
        navAtEntry: '157.736681',
        sharesIssued: '316.985',
      });
      const [row] = await database.db
        .select()
        .from(investments)
        .where(eq(investments.investorId, investor!.id));
      expect(row).toMatchObject({
        amountInvested: '50000.10',
        navAtEntry: '157.736681',
        sharesIssued: '316.985',
      });
      const types = await queryRows<{ column_name: string; data_type: string }>(
        database.db,
        sql`select column_name, data_type from information_schema.columns
            where table_name = 'investments' and column_name in ('amount_invested', 'nav_at_entry', 'shares_issued')`,
      );
      expect(types.map((r) => r.data_type)).toEqual(['numeric', 'numeric', 'numeric']);
    } finally {
      await dispose();
    }
  });

  it('record audit rows with who, what and the row before and after', async () => {
    const { database, dispose } = await target.create();
    try {
      await database.migrate();
      await writeAudit(database.db, {
        actor: 'admin@fund.local',
        action: 'update',
        entity: 'investor',
        entityId: 7,
        before: { name: 'Ada' },
        after: { name: 'Ada L.' },
      });
      const [row] = await database.db.select().from(auditLog);
      expect(row).toMatchObject({
        actor: 'admin@fund.local',
        action: 'update',
        entity: 'investor',
        entityId: '7',
        before: { name: 'Ada' },
        after: { name: 'Ada L.' },
      });
      expect(new Date(row!.at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await dispose();
    }
  });
});

describe.each(databaseTargets())('0014 on $name', (target) => {
  it('marks the investors the administrator linked or unlinked before it: reached by their link only', async () => {
    const { database, dispose } = await target.create();
    try {
      const migrations = knownMigrations();
      const at = migrations.findIndex((migration) => migration.tag === '0014_identity_link_managed');
      await database.transaction((session) => applyMigrations(session, migrations.slice(0, at)));
      const ids = await database.transaction(async (session) => {
        const insert = async (name: string, subject: string | null) =>
          (
            await session.query<{ id: number }>(
              'insert into investors (name, email, identity_subject) values ($1, $2, $3) returning id',
              [name, `${name}@fund.test`, subject],
            )
          ).rows[0]!.id;
        const linked = await insert('linked', 'sub-1');
        const unlinked = await insert('unlinked', null);
        const never = await insert('never', null);
        await session.query(
          `insert into audit_log (actor, action, entity, entity_id, after)
           values ('admin', 'unlink_identity', 'investor', $1, '{"identitySubject": null}')`,
          [String(unlinked)],
        );
        return { linked, unlinked, never };
      });
      await database.migrate();
      const rows = await queryRows<{ id: number; managed: boolean }>(
        database.db,
        sql`select id, identity_link_managed as managed from investors order by id`,
      );
      expect(rows).toEqual([
        { id: ids.linked, managed: true },
        { id: ids.unlinked, managed: true },
        { id: ids.never, managed: false },
      ]);
    } finally {
      await dispose();
    }
  });
});

describe('data kept on disk', () => {
  it('survives closing and opening PGlite on the same folder', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.insert(investors).values({ name: 'Grace', email: 'grace@example.com' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    const rows = await second.db.select().from(investors);
    expect(rows.map((r) => r.email)).toEqual(['grace@example.com']);
    await second.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)('survives reconnecting to the PostgreSQL server', async () => {
    const target = databaseTargets().find((t) => t.name === 'PostgreSQL')!;
    const { database, url, dispose } = await target.create();
    try {
      await database.migrate();
      await database.db.insert(investors).values({ name: 'Grace', email: 'grace@example.com' });
      await database.close();
      const again = await openDatabase({ dataDir: '', databaseUrl: url });
      const rows = await again.db.select().from(investors);
      expect(rows.map((r) => r.email)).toEqual(['grace@example.com']);
      await again.close();
    } finally {
      await dispose();
    }
  });
});
