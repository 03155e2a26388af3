import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { databaseTargets } from '../../../test/support/databases';
import { importFixture } from '../../../test/support/import-fixtures';
import { generatedTastytradeFile } from '../../../test/support/import-executions';
import { multipart } from '../../../test/support/multipart';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';
import type { ImportView } from '../../domain/imports/api-schemas';
import { buildApp } from '../app';
import { deferAudits, flushAudits, writeAudit } from '../books';
import type { Database } from '../db/client';
import { auditLog, positions } from '../db/schema';
import { auditSnapshot, reloadRecord } from '../trades/records';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * A commit keeps the rows each change wrote instead of reading them back, and holds its audit rows
 * back to insert them in chunks: what it records must be what reading the books back finds.
 */
describe.each(databaseTargets())('what an import commit records on $name', (target) => {
  let issuer: TestIssuer;
  let created: Awaited<ReturnType<typeof target.create>>;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    created = await target.create();
    database = created.database;
    app = await buildApp(testConfig(issuer.issuer), { database });
  });
  afterAll(async () => {
    await app?.close();
    await created?.dispose();
    await issuer?.close();
  });

  async function commit(name: string, text: string): Promise<void> {
    const headers = {
      authorization: `Bearer ${await issuer.sign({ sub: 'a', email: 'a@fund.test', allowed: true })}`,
    };
    const body = multipart([
      { name: 'file', filename: name, content: Buffer.from(text, 'utf8'), type: 'text/csv' },
    ]);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const view = preview.json<ImportView>();
    const done = await app.inject({
      method: 'POST',
      url: `/api/imports/${view.id}/commit`,
      headers,
      payload: {
        confirmedRolls: view.rolls.map((roll) => roll.id),
        decisions: view.rows
          .filter((row) => row.outcome === 'NEEDS_REVIEW')
          .map((row) => ({ rowNumber: row.rowNumber, decision: 'LEAVE' })),
      },
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  it('audits each position as it reads back: opens, closes, partial closes, average downs and rolls', async () => {
    await commit('ibkr.csv', importFixture('ibkr-2025-08-01-20.csv'));
    await commit('template.csv', importFixture('template-sample.csv'));
    await commit('template-2.csv', importFixture('template-2025-09-15-30.csv'));
    await commit('generated.csv', generatedTastytradeFile(20));

    const { db } = database;
    const actions = new Set<string>();
    const ids = (await db.select({ id: positions.id }).from(positions)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      const audits = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'position'), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id));
      for (const audit of audits) actions.add(audit.action);
      const { rolledFrom: _, ...last } = audits.at(-1)!.after as Record<string, unknown>;
      const now = await db.transaction(async (tx) => auditSnapshot(await reloadRecord(tx, id)));
      expect(last, `position ${id}`).toEqual(JSON.parse(JSON.stringify(now)));
    }
    expect([...actions].sort()).toEqual(['average_down', 'close', 'create', 'partial_close', 'roll_close']);
  });

  it('writes held-back audit rows at the flush, in the order they were written', async () => {
    const { db } = database;
    const entry = (n: number) => ({ actor: 't', action: 'test', entity: 'held', entityId: n, after: { n } });
    // Read inside the transaction: PGlite has one connection, which the transaction holds.
    const held = (executor: Pick<typeof db, 'select'>) =>
      executor.select().from(auditLog).where(eq(auditLog.entity, 'held')).orderBy(asc(auditLog.id));
    await db.transaction(async (tx) => {
      deferAudits(tx);
      for (const n of [1, 2, 3]) await writeAudit(tx, entry(n));
      expect(await held(tx)).toHaveLength(0);
      await flushAudits(tx);
      await writeAudit(tx, entry(4));
    });
    expect((await held(db)).map((row) => [row.entityId, row.after])).toEqual(
      [1, 2, 3, 4].map((n) => [String(n), { n }]),
    );
  });
});
