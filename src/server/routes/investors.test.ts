import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';

interface AuditRow {
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(databaseTargets())('investor routes on $name', (target) => {
  let api: ApiApp;
  let admin: Record<string, string>;

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers = admin) =>
    api.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const auditOf = (entity: string, id: number | string) =>
    queryRows<AuditRow>(
      api.app.database.db,
      sql`select actor, action, entity, entity_id, before, after from audit_log
          where entity = ${entity} and entity_id = ${String(id)} order by id`,
    );

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('access', () => {
    const routes: [string, 'GET' | 'POST' | 'PATCH', string, unknown][] = [
      ['list', 'GET', '/api/investors', undefined],
      ['export', 'GET', '/api/investors/export', undefined],
      ['read one', 'GET', '/api/investors/1', undefined],
      ['create', 'POST', '/api/investors', { name: 'X', email: 'x@fund.test' }],
      ['edit', 'PATCH', '/api/investors/1', { name: 'X' }],
      ['create with investment', 'POST', '/api/investors/with-investment', {}],
      ['record an investment', 'POST', '/api/investor-investments', {}],
      ['read NAV data', 'GET', '/api/investors/1/nav-data', undefined],
      ['save NAV data', 'POST', '/api/investors/1/nav-data?type=inception', { navValue: 1 }],
    ];

    it.each(routes)('%s refuses a visitor without a token (401)', async (_name, method, url, payload) => {
      const res = await inject(method, url, payload, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized' });
    });

    it.each(routes)(
      '%s refuses a member without the allowed claim (403)',
      async (_name, method, url, payload) => {
        const res = await inject(method, url, payload, await api.member());
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'Forbidden' });
      },
    );

    it('wrote nothing for the refused requests', async () => {
      const [counts] = await queryRows<{ investors: number; audit: number }>(
        api.app.database.db,
        sql`select (select count(*)::int from investors) as investors, (select count(*)::int from audit_log) as audit`,
      );
      expect(counts).toEqual({ investors: 0, audit: 0 });
    });
  });

  describe('GET and POST /api/investors', () => {
    it('lists no investors on a fresh database', async () => {
      const res = await inject('GET', '/api/investors');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('creates an investor: 201 with the id and the empty books, and one audit row', async () => {
      const res = await inject('POST', '/api/investors', {
        name: '  Ada Lovelace ',
        email: ' ada@fund.test ',
        quarterlyContribution: 4200,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        name: 'Ada Lovelace',
        email: 'ada@fund.test',
        dateAdded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        status: 'Active',
        quarterlyContribution: 4200,
        investments: [],
        quarterlyNavSnapshots: {},
        yearStartNavValues: {},
        inceptionNav: null,
        totalInvested: 0,
        totalShares: 0,
        investmentCount: 0,
        feeDeductions: [],
        highWaterMark: null,
      });
      expect(Math.abs(Date.parse(body.dateAdded) - Date.now())).toBeLessThan(60_000);

      const audit = await auditOf('investor', body.id);
      expect(audit).toEqual([
        {
          actor: 'admin@fund.test',
          action: 'create',
          entity: 'investor',
          entity_id: String(body.id),
          before: null,
          after: expect.objectContaining({
            id: body.id,
            name: 'Ada Lovelace',
            email: 'ada@fund.test',
            quarterlyContribution: '4200',
          }),
        },
      ]);
    });

    it.each([
      [
        'a blank name',
        { name: ' ', email: 'a@fund.test' },
        'Please enter investor name and email to save to database',
      ],
      ['no e-mail', { name: 'Ada' }, 'Please enter investor name and email to save to database'],
      [
        'a malformed e-mail',
        { name: 'Ada', email: 'ada-at-fund.test' },
        'Please enter a valid email address',
      ],
      [
        'a negative contribution',
        { name: 'Ada', email: 'a@fund.test', quarterlyContribution: -5 },
        'Please enter a valid quarterly contribution (0 or more)',
      ],
    ])('refuses %s with 400 and its message, writing nothing', async (_scenario, payload, error) => {
      const before = await inject('GET', '/api/investors');
      const res = await inject('POST', '/api/investors', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      expect((await inject('GET', '/api/investors')).json()).toEqual(before.json());
    });

    it('answers a body that is not JSON with 400', async () => {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/investors',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    });
  });

  describe('GET and PATCH /api/investors/{id}', () => {
    let id: number;
    beforeAll(async () => {
      id = (await inject('POST', '/api/investors', { name: 'Grace Hopper', email: 'grace@fund.test' })).json()
        .id;
    });

    it('reads one investor', async () => {
      const res = await inject('GET', `/api/investors/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, name: 'Grace Hopper', quarterlyContribution: null });
    });

    it.each([
      ['GET', 'an unknown investor', '/api/investors/999999', undefined, 404, 'Investor not found'],
      ['PATCH', 'an unknown investor', '/api/investors/999999', { name: 'X' }, 404, 'Investor not found'],
    ] as const)('%s %s: %i', async (method, _scenario, url, payload, status, error) => {
      const res = await inject(method, url, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
    });

    it('refuses an id that is not a number', async () => {
      expect((await inject('GET', '/api/investors/abc')).statusCode).toBe(400);
    });

    it('sets the recurring quarterly contribution and audits before and after', async () => {
      const res = await inject('PATCH', `/api/investors/${id}`, { quarterlyContribution: '4200.50' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, name: 'Grace Hopper', quarterlyContribution: 4200.5 });
      const audit = await auditOf('investor', id);
      expect(audit.at(-1)).toMatchObject({
        action: 'update',
        before: { quarterlyContribution: null, name: 'Grace Hopper' },
        after: { quarterlyContribution: '4200.5', name: 'Grace Hopper' },
      });
    });

    it('renames, changes the e-mail and clears the contribution', async () => {
      const res = await inject('PATCH', `/api/investors/${id}`, {
        name: 'Grace B. Hopper',
        email: 'gbh@fund.test',
        quarterlyContribution: null,
      });
      expect(res.json()).toMatchObject({
        name: 'Grace B. Hopper',
        email: 'gbh@fund.test',
        quarterlyContribution: null,
      });
    });

    it.each([
      ['an empty change', {}, 'Please change the name, email or quarterly contribution'],
      ['a malformed e-mail', { email: 'nope' }, 'Please enter a valid email address'],
      ['a blank name', { name: '' }, 'Please enter investor name and email to save to database'],
    ])('refuses %s', async (_scenario, payload, error) => {
      const res = await inject('PATCH', `/api/investors/${id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });
  });

  describe('the list with investments, NAV data and totals, and the ledger export', () => {
    let ada: number;
    let bob: number;

    beforeAll(async () => {
      const created = await inject('POST', '/api/investors/with-investment', {
        name: 'Zoë "Z" Ångström, Jr.',
        email: 'zoe@fund.test',
        investmentDate: '2025-07-01',
        amountInvested: 50000,
        navAtEntry: 157.736681,
        sharesIssued: 316.984,
      });
      expect(created.statusCode).toBe(201);
      ada = created.json().id;
      const redemption = await inject('POST', '/api/investor-investments', {
        investorId: ada,
        investmentDate: '2025-08-15T10:00:00.000Z',
        amountInvested: '-15793.06',
        navAtEntry: '157.736681',
        sharesIssued: '-100.123',
      });
      expect(redemption.statusCode).toBe(201);
      bob = (await inject('POST', '/api/investors', { name: '=cmd|calc', email: 'bob@fund.test' })).json().id;
      await inject('POST', `/api/investors/${ada}/nav-data?type=year-start`, { year: 2025, navValue: 140.5 });
      await inject('POST', `/api/investors/${ada}/nav-data?type=inception`, { navValue: 100 });
      await inject('POST', `/api/investors/${ada}/nav-data?type=quarterly`, {
        quarter: 'Q2_2025',
        navValue: 150,
      });
      const bobs = await inject('POST', '/api/investor-investments', {
        investorId: bob,
        investmentDate: '2025-09-01',
        amountInvested: 1000,
        navAtEntry: 173.84,
        sharesIssued: 5.75242,
      });
      expect(bobs.statusCode).toBe(201);
    });

    it('lists every investor with investments, snapshots and decimal totals', async () => {
      const res = await inject('GET', '/api/investors');
      expect(res.statusCode).toBe(200);
      const list = res.json();
      const zoe = list.find((investor: { id: number }) => investor.id === ada);
      expect(zoe).toMatchObject({
        name: 'Zoë "Z" Ångström, Jr.',
        investments: [
          {
            investorId: ada,
            investmentDate: '2025-07-01',
            amountInvested: 50000,
            navAtEntry: 157.736681,
            sharesIssued: 316.984,
            type: 'Initial Investment',
          },
          {
            investorId: ada,
            investmentDate: '2025-08-15',
            amountInvested: -15793.06,
            navAtEntry: 157.736681,
            sharesIssued: -100.123,
            type: 'Redemption',
          },
        ],
        quarterlyNavSnapshots: { Q2_2025: 150, Q3_2025: 157.736681 },
        yearStartNavValues: { '2025': 140.5 },
        inceptionNav: 100,
        totalInvested: 34206.94,
        totalShares: 216.861,
        investmentCount: 2,
      });
      // Quarters oldest first.
      expect(Object.keys(zoe.quarterlyNavSnapshots)).toEqual(['Q2_2025', 'Q3_2025']);
      const ids = list.map((investor: { id: number }) => investor.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(list.find((investor: { id: number }) => investor.id === bob)).toMatchObject({
        investments: [{ type: 'Initial Investment', sharesIssued: 5.75242 }],
        totalInvested: 1000,
        totalShares: 5.75242,
        investmentCount: 1,
      });
    });

    it('exports the ledger as a CSV attachment', async () => {
      const res = await inject('GET', '/api/investors/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="investor-ledger-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = res.body.split('\r\n');
      expect(lines[0]).toBe(
        'Investor ID,Investor,Email,Investment ID,Date,Type,Amount Invested,NAV at Entry,Shares Issued',
      );
      const rows = lines.slice(1).filter((line) => line.startsWith(`${ada},`) || line.startsWith(`${bob},`));
      expect(
        rows.map((line) => line.replace(/^(\d+,(?:"[^"]*(?:""[^"]*)*"|[^,]*),[^,]*),\d+,/, '$1,#,')),
      ).toEqual([
        `${ada},"Zoë ""Z"" Ångström, Jr.",zoe@fund.test,#,2025-07-01,Initial Investment,50000,157.736681,316.984`,
        `${ada},"Zoë ""Z"" Ångström, Jr.",zoe@fund.test,#,2025-08-15,Redemption,-15793.06,157.736681,-100.123`,
        `${bob},'=cmd|calc,bob@fund.test,#,2025-09-01,Initial Investment,1000,173.84,5.75242`,
      ]);
      expect(res.body.endsWith('\r\n')).toBe(true);
    });
  });

  it('describes every investor route in the OpenAPI document', async () => {
    const doc = (await api.app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/investors',
        '/api/investors/export',
        '/api/investors/{id}',
        '/api/investors/with-investment',
        '/api/investor-investments',
        '/api/investors/{id}/nav-data',
      ]),
    );
    expect(
      doc.paths['/api/investor-investments'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['investorId', 'investmentDate', 'amountInvested', 'navAtEntry', 'sharesIssued']);
  });
});
