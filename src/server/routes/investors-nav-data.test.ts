import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';

interface AuditRow {
  action: string;
  before: { navValue: string; period: string; kind: string } | null;
  after: { navValue: string; period: string; kind: string } | null;
}

describe.each(databaseTargets())('per-investor NAV data on $name', (target) => {
  let api: ApiApp;
  let admin: Record<string, string>;
  let id: number;

  const save = (type: string, payload: object, investorId = id) =>
    api.app.inject({
      method: 'POST',
      url: `/api/investors/${investorId}/nav-data?type=${type}`,
      headers: admin,
      payload,
    });
  const read = (investorId = id) =>
    api.app.inject({ url: `/api/investors/${investorId}/nav-data`, headers: admin });
  const navAudit = () =>
    queryRows<AuditRow>(
      api.app.database.db,
      sql`select action, before, after from audit_log where entity = 'investor_nav_data' order by id`,
    );

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
    id = (
      await api.app.inject({
        method: 'POST',
        url: '/api/investors',
        headers: admin,
        payload: { name: 'Ada', email: 'ada@fund.test' },
      })
    ).json().id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('starts empty', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ quarterly: {}, yearStart: {}, inception: null });
  });

  it('saves each of the three types and answers with all of them', async () => {
    expect((await save('quarterly', { quarter: 'Q3_2025', navValue: 157.736681 })).statusCode).toBe(200);
    expect((await save('quarterly', { quarter: 'Q1 2025', navValue: '150.5' })).statusCode).toBe(200);
    expect((await save('year-start', { year: 2025, navValue: 140 })).statusCode).toBe(200);
    const last = await save('inception', { navValue: 100 });
    expect(last.statusCode).toBe(200);
    const expected = {
      quarterly: { Q1_2025: 150.5, Q3_2025: 157.736681 },
      yearStart: { '2025': 140 },
      inception: 100,
    };
    expect(last.json()).toEqual(expected);
    expect((await read()).json()).toEqual(expected);
    expect(Object.keys(last.json().quarterly)).toEqual(['Q1_2025', 'Q3_2025']);
  });

  it('replaces a value (upsert) and audits before and after', async () => {
    const res = await save('year-start', { year: '2025', navValue: '141.25' });
    expect(res.json().yearStart).toEqual({ '2025': 141.25 });
    const audit = await navAudit();
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      before: { kind: 'year_start', period: '2025', navValue: '140' },
      after: { kind: 'year_start', period: '2025', navValue: '141.25' },
    });
    expect(audit.filter((row) => row.action === 'create')).toHaveLength(4);
  });

  it('changes nothing and logs nothing when the value is the one stored', async () => {
    const before = await navAudit();
    const res = await save('inception', { navValue: '100.000' });
    expect(res.statusCode).toBe(200);
    expect(await navAudit()).toEqual(before);
  });

  it.each([
    ['text', 'quarterly', { quarter: 'Q3_2025', navValue: 'abc' }, 'Please enter a valid NAV value'],
    ['blank text', 'inception', { navValue: '' }, 'Please enter a valid NAV value'],
    ['null', 'inception', { navValue: null }, 'Please enter a valid NAV value'],
    ['no value', 'year-start', { year: 2025 }, 'Please enter a valid NAV value'],
    ['zero', 'inception', { navValue: 0 }, 'Please enter a valid NAV value'],
    [
      'a quarterly value without a quarter',
      'quarterly',
      { navValue: 150 },
      'Please enter a quarter like Q3_2025',
    ],
    [
      'a malformed quarter',
      'quarterly',
      { quarter: '2025-Q3', navValue: 150 },
      'Please enter a quarter like Q3_2025',
    ],
    ['a year-start value without a year', 'year-start', { navValue: 150 }, 'Please enter a year like 2025'],
    [
      'an unknown type',
      'monthly',
      { navValue: 150 },
      'NAV data type must be quarterly, year-start or inception',
    ],
  ])(
    'refuses %s with 400 and its exact message, writing nothing',
    async (_scenario, type, payload, error) => {
      const before = (await read()).json();
      const res = await save(type, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect((await read()).json()).toEqual(before);
    },
  );

  it('refuses a request without ?type=', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/investors/${id}/nav-data`,
      headers: admin,
      payload: { navValue: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'NAV data type must be quarterly, year-start or inception' });
  });

  it.each([
    ['reading', () => read(999999)],
    ['saving', () => save('inception', { navValue: 1 }, 999999)],
  ])('answers 404 for an unknown investor when %s', async (_action, call) => {
    const res = await call();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Investor not found' });
  });

  it('shows the NAV data in the investor list too', async () => {
    const list = (await api.app.inject({ url: '/api/investors', headers: admin })).json();
    expect(list[0]).toMatchObject({
      quarterlyNavSnapshots: { Q1_2025: 150.5, Q3_2025: 157.736681 },
      yearStartNavValues: { '2025': 141.25 },
      inceptionNav: 100,
    });
  });
});
