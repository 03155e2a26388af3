import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LINKED } from '../../domain/portal/messages';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { documentOf, investorWith, navValue } from '../../../test/support/portal-kit';

type Headers = Record<string, string>;

/*
 * The investor portal's API (docs/requirements.md#portal): every /api/me route for the administrator,
 * a linked investor, an unlinked sign-in and no token; the investor only ever reaches their own data.
 */
describe.each(databaseTargets())('the investor portal API on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let investorA: Headers;
  let unlinked: Headers;
  let a: number;
  let b: number;
  const docs = { aActive: 0, aArchived: 0, bActive: 0 };

  const get = (url: string, headers: Headers = {}) => api.app.inject({ url, headers });

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
    a = await investorWith(api.app, admin, { name: 'Ann Able', email: 'Ann@Fund.test' }, [
      { date: '2025-01-15', amount: '10000', nav: '100' },
      { date: '2025-05-01', amount: '5000', nav: '125' },
      { date: '2025-08-01', amount: '-2500', nav: '125' },
    ]);
    b = await investorWith(api.app, admin, { name: 'Ben Best', email: 'ben@fund.test' }, [
      { date: '2025-01-15', amount: '10000', nav: '100' },
    ]);
    await navValue(api.app, admin, a, 'type=quarterly', { quarter: 'Q1_2025', navValue: '100' });
    await navValue(api.app, admin, a, 'type=quarterly', { quarter: 'Q2_2025', navValue: '120' });
    await navValue(api.app, admin, a, 'type=year-start', { year: '2025', navValue: '100' });
    await navValue(api.app, admin, a, 'type=inception', { navValue: '100' });
    docs.aActive = await documentOf(api.app, admin, a, 'a-q1.pdf');
    docs.aArchived = await documentOf(api.app, admin, a, 'a-old.pdf', true);
    docs.bActive = await documentOf(api.app, admin, b, 'b-q1.pdf');
    // Linked by the verified e-mail, in another case than the investor record's.
    investorA = await api.bearer({ sub: 'ann', email: 'ann@fund.TEST', email_verified: true });
    unlinked = await api.bearer({ sub: 'nobody', email: 'nobody@fund.test', email_verified: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  const ROUTES = [
    '/api/me/account',
    '/api/me/transactions',
    '/api/me/transactions?format=csv',
    '/api/me/statements',
    '/api/me/statements/Q1_2025',
    '/api/me/documents',
  ];

  it.each(ROUTES)(
    '%s: 401 without a token, 403 with the text for an unlinked sign-in or the administrator',
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      for (const headers of [unlinked, admin]) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: NOT_LINKED });
      }
      expect((await get(`/api/me/documents/${docs.aActive}/file`, unlinked)).statusCode).toBe(403);
    },
  );

  it('checks the link before the input on every /api/me/* route: 403 "not linked", never a 400', async () => {
    type Operation = { parameters?: unknown[]; requestBody?: unknown };
    const doc = (await get('/api/openapi.json')).json<{ paths: Record<string, Record<string, Operation>> }>();
    const walked: string[] = [];
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/me/')) continue;
      // Every input bad: a path id that is not canonical, a quarter that does not read, unknown choices,
      // a body of the wrong shape.
      const url = `${path.replace('{id}', '01').replace('{quarter}', 'Q9_9')}?format=xml&action=x&status=x`;
      for (const [method, operation] of Object.entries(operations)) {
        const send = (headers: Headers) =>
          api.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            ...(method === 'get' || method === 'delete' ? {} : { payload: '{"kind": 1, "amount": "x"' }),
          });
        walked.push(`${method} ${path}`);
        const stranger = await send(unlinked);
        if (stranger.statusCode !== 403 || stranger.json().error !== NOT_LINKED)
          failures.push(`${method} ${path} unlinked: ${stranger.statusCode} ${stranger.body}`);
        // The same request from the linked investor is bad input indeed.
        const hasInput = (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
        const own = await send(investorA);
        if (hasInput && own.statusCode !== 400)
          failures.push(`${method} ${path} linked: ${own.statusCode} ${own.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(walked).toEqual(
      expect.arrayContaining([
        'post /api/me/requests',
        'get /api/me/transactions',
        'get /api/me/statements/{quarter}',
      ]),
    );
  });

  it.each(ROUTES)('%s: 200 for the linked investor, never cached', async (url) => {
    const res = await get(url, investorA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('/api/me names the linked investor and the role', async () => {
    expect((await get('/api/me', investorA)).json()).toMatchObject({
      role: 'investor',
      investor: { id: a, name: 'Ann Able' },
    });
    expect((await get('/api/me', unlinked)).json()).toMatchObject({ role: 'none', investor: null });
    expect((await get('/api/me', admin)).json()).toMatchObject({ role: 'administrator', investor: null });
  });

  it('an unverified e-mail links no one', async () => {
    const headers = await api.bearer({ sub: 'ann-2', email: 'ann@fund.test', email_verified: false });
    expect((await get('/api/me/account', headers)).statusCode).toBe(403);
  });

  it("gives the capital account from the ledger, exactly, with the current NAV's as-of date", async () => {
    const body = (await get('/api/me/account', investorA)).json();
    // 120 units at the sample sheet's 176.401963; 15,000 in, 2,500 out; 220 units in the fund.
    expect(body.capital).toEqual({
      shares: 120,
      currentNav: 176.401963,
      value: 21168.24,
      contributed: 15000,
      redeemed: 2500,
      gain: 8668.24,
      gainPercent: 57.79,
      ownershipPercent: 54.5455,
    });
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.returns.from).toBe('2025-01-15');
    expect(body.returns.moneyWeighted.percent).toBeGreaterThan(0);
    expect(body.returns.timeWeighted.percent).toBeCloseTo(76.4, 1);
    expect(body.returns.index.timeWeighted.percent).not.toBeNull();
    expect(body.history[0]).toEqual({ date: '2025-01-15', value: 10000 });
  });

  it('lists only their own transactions, as JSON and as CSV', async () => {
    const { transactions } = (await get('/api/me/transactions', investorA)).json();
    expect(transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['contribution', 10000],
      ['contribution', 5000],
      ['redemption', -2500],
    ]);
    const csv = await get('/api/me/transactions?format=csv', investorA);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="my-transactions-/);
    expect(csv.body.split('\r\n')).toEqual([
      'Date,Type,Amount (USD),NAV per unit (USD),Shares',
      '2025-01-15,Contribution,10000,100,100',
      '2025-05-01,Contribution,5000,125,40',
      '2025-08-01,Redemption,-2500,125,-20',
      '',
    ]);
    expect((await get('/api/me/transactions?format=xml', investorA)).statusCode).toBe(400);
  });

  it('lists every quarter with what it lacks, and makes the PDF of one that has its data', async () => {
    const { statements } = (await get('/api/me/statements', investorA)).json();
    const byQuarter = Object.fromEntries(statements.map((s: { quarter: string }) => [s.quarter, s]));
    expect(byQuarter.Q1_2025).toEqual({ quarter: 'Q1_2025', label: 'Q1 2025', available: true, missing: [] });
    expect(byQuarter.Q2_2025).toMatchObject({ available: false, missing: ['quarter-end NAV'] });
    expect(byQuarter.Q3_2025).toMatchObject({
      available: false,
      missing: ['quarter-end NAV', 'quarter-start NAV'],
    });
    const pdf = await get('/api/me/statements/Q1_2025', investorA);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('Q1-2025-statement-ann-able.pdf');
    const lacking = await get('/api/me/statements/Q2_2025', investorA);
    expect(lacking.statusCode).toBe(409);
    expect(lacking.json().error).toBe('This statement cannot be made yet: missing quarter-end NAV');
    expect((await get('/api/me/statements/Q4_2024', investorA)).statusCode).toBe(404);
    expect((await get('/api/me/statements/Q5_2025', investorA)).statusCode).toBe(400);
  });

  it('lists their active documents only, and serves them', async () => {
    const { documents } = (await get('/api/me/documents', investorA)).json();
    expect(documents.map((d: { id: number }) => d.id)).toEqual([docs.aActive]);
    const file = await get(`/api/me/documents/${docs.aActive}/file`, investorA);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    const preview = await get(`/api/me/documents/${docs.aActive}/file?action=preview`, investorA);
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
  });

  it("answers 404, never 200, for another investor's, an archived or an unknown document", async () => {
    for (const id of [docs.bActive, docs.aArchived, 999_999]) {
      const res = await get(`/api/me/documents/${id}/file`, investorA);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ error: 'Document not found' });
    }
    expect((await get(`/api/me/documents/01/file`, investorA)).statusCode).toBe(400);
  });
});

describe.each(databaseTargets())('an investor linked through userinfo on $name', (target) => {
  let api: ApiApp;
  let ann: number;

  beforeAll(async () => {
    api = await startApiApp(target);
    ann = await investorWith(api.app, await api.admin(), { name: 'Ann Able', email: 'ann@fund.test' }, []);
    // The role is in the token (no userinfo needed to check it); the e-mail that links Ann is not.
    for (const sub of ['ann-up', 'ann-down']) {
      api.issuer.setUserinfo(sub, { email: 'ann@fund.test', email_verified: true });
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it('reaches the portal with the e-mail userinfo gives', async () => {
    const headers = await api.bearer({ sub: 'ann-up', allowed: false });
    expect((await api.app.inject({ url: '/api/me/account', headers })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/api/me', headers })).json()).toMatchObject({
      role: 'investor',
      investor: { id: ann },
    });
  });

  it('gets 503, not the unlinked text, while userinfo cannot be reached', async () => {
    api.issuer.statuses.userinfo = 503;
    const headers = await api.bearer({ sub: 'ann-down', allowed: false });
    for (const url of ['/api/me', '/api/me/account', '/api/me/documents']) {
      const res = await api.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.json().error, url).toMatch(/cannot be reached/);
      expect(res.headers['retry-after'], url).toMatch(/^\d+$/);
    }
    // The administrator's role needs no link: still answered.
    expect((await api.app.inject({ url: '/api/me', headers: await api.admin() })).statusCode).toBe(200);
  });
});
