import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { startTestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';
import { THETA } from '../../../test/support/trade-log-kit';
import { buildApp } from '../app';
import { MIGRATION_LOCK_KEY, MIGRATIONS_DIR } from './client';

/*
 * Replicas of the app on one PostgreSQL database (docs/decisions/008-data-version-keyed-positions-cache.md).
 * They must start together on a fresh database (migrations take turns under an advisory lock), and each
 * sees the others' writes at once (the positions list is kept by a version the database raises).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const postgres = databaseTargets().find((target) => target.name === 'PostgreSQL');
const SKIPPED = 'needs a PostgreSQL server: set TEST_DATABASE_URL';
const MIGRATION_COUNT = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe('several instances on one PostgreSQL database', () => {
  it('start at once on a fresh database, all healthy, and see one another’s writes at once', async (context) => {
    if (!serverUrl || !postgres) return context.skip(SKIPPED);
    const issuer = await startTestIssuer();
    const created = await postgres!.create();
    const apps: FastifyInstance[] = [];
    try {
      const config = () => testConfig(issuer.issuer, { DATABASE_URL: created.url! });
      const started = await Promise.allSettled([config(), config(), config()].map((c) => buildApp(c)));
      for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
      expect(started.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
        'started',
        'started',
        'started',
      ]);
      for (const app of apps) expect((await app.inject('/api/health')).statusCode).toBe(200);
      const applied = await withClient(created.url!, (client) =>
        client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
      );
      expect(applied.rows[0]!.n).toBe(MIGRATION_COUNT);

      const token = await issuer.sign({ sub: 'admin', email: 'admin@fund.test', allowed: true });
      const headers = { authorization: `Bearer ${token}` };
      const url = '/api/positions?quarter=Q3_2025';
      const list = (app: FastifyInstance, extra: Record<string, string> = {}) =>
        app.inject({ url, headers: { ...headers, ...extra } });
      // The second and third instances keep the (empty) list before the first one writes.
      const kept = await Promise.all(apps.map((app) => list(app)));
      for (const res of kept) expect(res.json()).toEqual([]);
      const etag = String(kept[1]!.headers.etag);
      expect((await list(apps[1]!, { 'if-none-match': etag })).statusCode).toBe(304);

      const added = await apps[0]!.inject({ method: 'POST', url: '/api/positions', headers, payload: THETA });
      expect(added.statusCode).toBe(201);
      for (const app of apps.slice(1)) {
        const res = await list(app, { 'if-none-match': etag });
        expect(res.statusCode).toBe(200);
        expect(res.json().map((item: { id: number }) => item.id)).toEqual([added.json().id]);
        expect(res.headers.etag).not.toBe(etag);
      }

      // And the other way round: an edit through the third is seen by the first at once.
      const closed = await apps[2]!.inject({
        method: 'PUT',
        url: '/api/theta-holdings',
        headers,
        payload: { id: added.json().id, closeValue: 30 },
      });
      expect(closed.statusCode).toBe(200);
      expect((await list(apps[0]!)).json()[0]).toMatchObject({ isOpen: false });
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await created.dispose();
      await issuer.close();
    }
  });

  it('migrate waits while another session holds the migration lock, then finds its work to do', async (context) => {
    if (!serverUrl || !postgres) return context.skip(SKIPPED);
    const created = await postgres!.create();
    try {
      await withClient(created.url!, async (holder) => {
        await holder.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
        let finished = false;
        const migrating = created.database.migrate().then(() => (finished = true));
        await vi.waitFor(
          async () => {
            const waiting = await holder.query<{ n: number }>(
              `select count(*)::int as n from pg_locks
               where locktype = 'advisory' and not granted
                 and database = (select oid from pg_database where datname = current_database())`,
            );
            expect(waiting.rows[0]!.n).toBe(1);
          },
          { timeout: 10_000, interval: 50 },
        );
        expect(finished).toBe(false);
        const before = await holder.query("select to_regclass('public.positions') as t");
        expect(before.rows[0].t).toBeNull();
        await holder.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
        await migrating;
        const after = await holder.query("select to_regclass('public.positions') as t");
        expect(after.rows[0].t).toBe('positions');
      });
    } finally {
      await created.dispose();
    }
  });
});
