import fs from 'node:fs';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { sharesIssued } from '../../domain/investors/shares';
import { SAMPLE_LEDGER, SAMPLE_PARTNER_LEDGER } from './sample-investor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionItem } from '../../domain/positions/responses';
import { buildApp } from '../app';
import { queryRows } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';
import { THETA } from '../../../test/support/trade-log-kit';
import { investorWith } from '../../../test/support/portal-kit';
import { signInReady } from '../../../test/support/books-kit';
import { SAMPLE_DATA_BLOCKED, sampleInClosedQuarters } from '../../domain/sample-data/schemas';

/*
 * The sample fund (DEMO_DATA; docs/requirements.md#ops-sample): a new database gets it when asked,
 * every row marked, and 'Remove sample data' takes out exactly those rows.
 */

describe.each(databaseTargets())('the sample fund on $name', (target) => {
  let issuer: TestIssuer;
  let admin: Record<string, string>;
  const disposals: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    issuer = await startTestIssuer();
    admin = {
      authorization: `Bearer ${await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true })}`,
    };
  });
  afterAll(async () => {
    for (const dispose of disposals.reverse()) await dispose();
    await issuer?.close();
  });

  async function start(env: Record<string, string>, database?: Awaited<ReturnType<typeof target.create>>) {
    const created = database ?? (await target.create());
    if (!database) disposals.push(created.dispose);
    const app = await buildApp(testConfig(issuer.issuer, env), { database: created.database });
    disposals.push(() => app.close());
    await signInReady(app, admin);
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    return { app, created, get };
  }

  it('DEMO_DATA=off starts with empty books', async () => {
    const { app, get } = await start({ DEMO_DATA: 'off' });
    expect(await get('/api/investors')).toEqual([]);
    expect((await get('/api/sample-data')).present).toBe(false);
    const rows = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from positions`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('DEMO_DATA=on gives a new database the sample investor and trades over two quarters, all marked', async () => {
    const { app, get } = await start({ DEMO_DATA: 'on' });
    const state = await get('/api/sample-data');
    expect(state.present).toBe(true);
    expect(state.counts).toMatchObject({ investors: 2, investments: 5, documents: 2, quarters: 2 });
    expect(state.counts.positions).toBeGreaterThanOrEqual(8);
    const investors = await get('/api/investors');
    expect(investors.map((each: { name: string }) => each.name)).toEqual([
      'Riley Park',
      'Harbor Founders LP',
    ]);

    const { quarters } = await get('/api/quarters');
    expect(quarters).toHaveLength(2);
    const positions: PositionItem[] = [];
    for (const quarter of quarters)
      positions.push(...(await get(`/api/positions?quarter=${encodeURIComponent(quarter)}`)));
    const types = new Set(positions.map((position) => position.type));
    expect(types).toEqual(new Set(['THETA', 'OPTION', 'STOCK']));
    const closing = positions.flatMap((position) => position.transactions.map((t) => t.type));
    expect(closing).toEqual(expect.arrayContaining(['CLOSE', 'PARTIAL_CLOSE', 'ROLL_CLOSE', 'SELL']));
    expect(positions.some((position) => position.isOpen)).toBe(true);
    // Nothing unmarked: every row the seed wrote is sample.
    const unmarked = await queryRows<{ n: number }>(
      app.database.db,
      sql`select (select count(*) from positions where not sample) + (select count(*) from transactions where not sample)
        + (select count(*) from investments where not sample) + (select count(*) from documents where not sample) as n`,
    );
    expect(Number(unmarked[0]!.n)).toBe(0);
  });

  it("holds the sample NAV sheet's units in its ledger: the sheets and the books tell one fund", async () => {
    const units = [...SAMPLE_LEDGER, ...SAMPLE_PARTNER_LEDGER].reduce(
      (sum, record) => sum.plus(sharesIssued(record.amount, record.nav)),
      new Decimal(0),
    );
    const [, row] = fs.readFileSync('data/sample/nav.csv', 'utf8').trim().split('\n');
    const [account, sheetUnits, nav] = row!.split(',').map((field) => new Decimal(field));
    expect(units.toFixed()).toBe(sheetUnits!.toFixed());
    expect(units.times(nav!).toDecimalPlaces(2).toFixed()).toBe(account!.toFixed());
  });

  it('removes exactly the sample rows, audited, and does not add them again', async () => {
    const first = await start({ DEMO_DATA: 'on' });
    const { app, get } = first;
    const { current } = await get('/api/quarters');
    const real = await investorWith(app, admin, { name: 'Real Investor', email: 'real@fund.test' }, [
      { date: '2025-01-02', amount: '50000', nav: '148.3416' },
    ]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/positions',
      headers: admin,
      payload: { ...THETA, ticker: 'REAL', quarter: current, openDate: '2025-07-01' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = (await get('/api/sample-data')).counts;

    for (const headers of [
      {},
      { authorization: `Bearer ${await issuer.sign({ sub: 'm', allowed: false })}` },
    ]) {
      const refused = await app.inject({ method: 'DELETE', url: '/api/sample-data', headers });
      expect([401, 403]).toContain(refused.statusCode);
    }
    expect((await get('/api/sample-data')).counts).toEqual(before);

    const res = await app.inject({ method: 'DELETE', url: '/api/sample-data', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().removed).toEqual(before);
    expect(await get('/api/sample-data')).toMatchObject({ present: false });
    expect((await get('/api/investors')).map((each: { id: number }) => each.id)).toEqual([real]);
    const left: PositionItem[] = await get(`/api/positions?quarter=${encodeURIComponent(current)}`);
    expect(left.map((position) => position.ticker)).toEqual(['REAL']);
    // The quarter the administrator used stays; the one only the sample used goes.
    expect((await get('/api/quarters')).quarters).toEqual([current]);
    const audit = await queryRows<{ actor: string }>(
      app.database.db,
      sql`select actor from audit_log where entity = 'sample_data' and action = 'delete'`,
    );
    expect(audit).toEqual([{ actor: 'a@fund.test' }]);

    await app.close();
    const again = await start({ DEMO_DATA: 'on' }, first.created);
    expect((await again.get('/api/sample-data')).present).toBe(false);
  });

  it('leaves sample rows in a closed quarter where they are: 409 with what blocks it', async () => {
    const { app, get } = await start({ DEMO_DATA: 'on' });
    const { quarters } = await get('/api/quarters');
    const earlier = String(quarters[0]).replace(' ', '_');
    const closed = await app.inject({
      method: 'POST',
      url: `/api/periods/${earlier}/close`,
      headers: admin,
      payload: {},
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const before = (await get('/api/sample-data')).counts;
    const res = await app.inject({ method: 'DELETE', url: '/api/sample-data', headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: SAMPLE_DATA_BLOCKED,
      blockers: [sampleInClosedQuarters([quarters[0]])],
    });
    expect((await get('/api/sample-data')).blockers).toEqual(res.json().blockers);
    expect((await get('/api/sample-data')).counts).toEqual(before);
  });

  it('is refused a database that already holds books', async () => {
    const empty = await start({ DEMO_DATA: 'off' });
    await investorWith(empty.app, admin, { name: 'Real', email: 'r@fund.test' }, []);
    await empty.app.close();
    const later = await start({ DEMO_DATA: 'on' }, empty.created);
    expect((await later.get('/api/sample-data')).present).toBe(false);
  });

  it('keeps the sample investor, unmarked, once they have made a request in the portal', async () => {
    const { app, get } = await start({ DEMO_DATA: 'on' });
    const investor = {
      authorization: `Bearer ${await issuer.sign({ sub: 'riley', email: 'investor@fund.local', email_verified: true })}`,
    };
    const asked = await app.inject({
      method: 'POST',
      url: '/api/me/requests',
      headers: investor,
      payload: { kind: 'redemption', shares: '1' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const res = await app.inject({ method: 'DELETE', url: '/api/sample-data', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/investors')).map((each: { name: string }) => each.name)).toEqual(['Riley Park']);
    expect((await get('/api/requests')).requests).toHaveLength(1);
    expect(await get('/api/sample-data')).toMatchObject({ present: false });
  });
});
