import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharesIssued } from '../../domain/investors/shares';
import { queryRows } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';

interface Counts {
  investors: number;
  investments: number;
  nav: number;
  audit: number;
}

describe.each(databaseTargets())('investments and redemptions on $name', (target) => {
  let api: ApiApp;
  let admin: Record<string, string>;

  const post = (url: string, payload: object) =>
    api.app.inject({ method: 'POST', url, headers: admin, payload });
  const counts = async (): Promise<Counts | undefined> =>
    (
      await queryRows<Counts>(
        api.app.database.db,
        sql`select (select count(*)::int from investors) as investors,
                   (select count(*)::int from investments) as investments,
                   (select count(*)::int from investor_nav_data) as nav,
                   (select count(*)::int from audit_log) as audit`,
      )
    )[0];
  const investor = async (id: number) =>
    (await api.app.inject({ url: `/api/investors/${id}`, headers: admin })).json();

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('POST /api/investor-investments', () => {
    let id: number;
    const investment = (change: object = {}) => ({
      investorId: id,
      investmentDate: '2025-07-01',
      amountInvested: 50000,
      navAtEntry: 157.736681,
      sharesIssued: 316.984,
      ...change,
    });

    beforeAll(async () => {
      id = (await post('/api/investors', { name: 'Ada', email: 'ada@fund.test' })).json().id;
    });

    it("records the first investment as 'Initial Investment' with one audit row", async () => {
      const before = await counts();
      const res = await post('/api/investor-investments', investment());
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        investorId: id,
        investmentDate: '2025-07-01',
        amountInvested: 50000,
        navAtEntry: 157.736681,
        sharesIssued: 316.984,
        type: 'Initial Investment',
      });
      expect(await counts()).toEqual({
        ...before,
        investments: before!.investments + 1,
        audit: before!.audit + 1,
      });
      const [audit] = await queryRows<{ actor: string; action: string; after: Record<string, unknown> }>(
        api.app.database.db,
        sql`select actor, action, after from audit_log where entity = 'investment' and entity_id = ${String(body.id)}`,
      );
      expect(audit).toEqual({
        actor: 'admin@fund.test',
        action: 'create',
        after: expect.objectContaining({
          amountInvested: '50000',
          navAtEntry: '157.736681',
          sharesIssued: '316.984',
        }),
      });
    });

    it("records a later one as 'Additional Investment', reading decimal text and the date of an ISO timestamp", async () => {
      const res = await post(
        '/api/investor-investments',
        investment({
          investmentDate: '2025-09-30T22:30:00-04:00',
          amountInvested: '10000.00',
          navAtEntry: '173.84',
          sharesIssued: '57.5242',
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        investmentDate: '2025-09-30',
        type: 'Additional Investment',
        sharesIssued: 57.5242,
      });
      expect(await investor(id)).toMatchObject({
        totalInvested: 60000,
        totalShares: 374.5082,
        investmentCount: 2,
      });
    });

    it('records a redemption with negative amount and shares', async () => {
      const res = await post(
        '/api/investor-investments',
        investment({ investmentDate: '2025-10-01', amountInvested: -15793.06, sharesIssued: -100.123 }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        amountInvested: -15793.06,
        sharesIssued: -100.123,
        type: 'Redemption',
      });
      expect(await investor(id)).toMatchObject({
        totalInvested: 44206.94,
        totalShares: 274.3852,
        investmentCount: 3,
      });
    });

    it("refuses a redemption larger than the investor's shares and writes nothing", async () => {
      const before = await counts();
      // 274.3852 held; the removal is 274.388.
      const amount = '-43281.13';
      const shares = sharesIssued(amount, '157.736681').toNumber();
      expect(shares).toBe(-274.388);
      const res = await post(
        '/api/investor-investments',
        investment({ amountInvested: amount, sharesIssued: shares }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Cannot remove more shares than investor owns' });
      expect(await counts()).toEqual(before);
      expect(await investor(id)).toMatchObject({ totalShares: 274.3852, investmentCount: 3 });
    });

    it('allows redeeming exactly every share held', async () => {
      const other = (await post('/api/investors', { name: 'Bo', email: 'bo@fund.test' })).json().id;
      expect((await post('/api/investor-investments', investment({ investorId: other }))).statusCode).toBe(
        201,
      );
      const res = await post(
        '/api/investor-investments',
        investment({ investorId: other, amountInvested: -50000, sharesIssued: -316.984 }),
      );
      expect(res.statusCode).toBe(201);
      expect(await investor(other)).toMatchObject({ totalInvested: 0, totalShares: 0 });
      const again = await post(
        '/api/investor-investments',
        investment({ investorId: other, amountInvested: -1, navAtEntry: 1, sharesIssued: -1 }),
      );
      expect(again.json()).toEqual({ error: 'Cannot remove more shares than investor owns' });
    });

    it.each([
      ['the unrounded quotient', 316.98397407, '316.984', '316.98397407'],
      ['one unit off in the 6th digit', 316.985, '316.984', '316.985'],
      ['shares with the wrong sign', -316.984, '316.984', '-316.984'],
    ])(
      "refuses a client's shares figure that is %s, writing nothing",
      async (_scenario, claimed, expected, got) => {
        const before = await counts();
        const res = await post('/api/investor-investments', investment({ sharesIssued: claimed }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: `Shares issued must be the amount divided by the NAV, rounded to 6 significant digits: expected ${expected}, got ${got}`,
        });
        expect(await counts()).toEqual(before);
      },
    );

    it.each([
      [
        'a redemption typed as an investment',
        { amountInvested: -100, navAtEntry: 1, sharesIssued: -100, type: 'Additional Investment' },
      ],
      ['an investment typed as a redemption', { type: 'Redemption' }],
    ])('refuses %s', async (_scenario, change) => {
      const res = await post('/api/investor-investments', investment(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error:
          'A redemption needs a negative amount and shares; an investment needs a positive amount and shares',
      });
    });

    it.each([
      ['no investor', { investorId: undefined }, 'Please select an investor'],
      [
        'a text amount',
        { amountInvested: 'lots' },
        'Please enter valid numbers for NAV and investment amount',
      ],
      ['a zero NAV', { navAtEntry: 0 }, 'Please enter valid numbers for NAV and investment amount'],
      ['zero shares', { sharesIssued: 0 }, 'Please enter a valid number of shares'],
      [
        'a date that does not exist',
        { investmentDate: '2025-02-30' },
        'Please enter a valid investment date (YYYY-MM-DD)',
      ],
      [
        'an unknown type',
        { type: 'Gift' },
        "Type must be 'Initial Investment', 'Additional Investment' or 'Redemption'",
      ],
    ])('refuses %s with 400 and its message', async (_scenario, change, error) => {
      const res = await post('/api/investor-investments', investment(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('answers 404 for an unknown investor', async () => {
      const res = await post('/api/investor-investments', investment({ investorId: 999999 }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Investor not found' });
    });
  });

  describe('POST /api/investors/with-investment', () => {
    const body = (change: object = {}) => ({
      name: 'Grace Hopper',
      email: 'grace@fund.test',
      investmentDate: '2025-08-20',
      amountInvested: 50000,
      navAtEntry: 157.736681,
      sharesIssued: 316.984,
      ...change,
    });

    it('creates investor, investment and quarterly NAV snapshot, with three audit rows', async () => {
      const before = await counts();
      const res = await post('/api/investors/with-investment', body({ quarterlyContribution: 4200 }));
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        id: expect.any(Number),
        name: 'Grace Hopper',
        email: 'grace@fund.test',
        quarterlyContribution: 4200,
        investments: [
          {
            investmentDate: '2025-08-20',
            amountInvested: 50000,
            sharesIssued: 316.984,
            type: 'Initial Investment',
          },
        ],
        quarterlyNavSnapshots: { Q3_2025: 157.736681 },
        totalInvested: 50000,
        totalShares: 316.984,
        investmentCount: 1,
      });
      expect(await counts()).toEqual({
        investors: before!.investors + 1,
        investments: before!.investments + 1,
        nav: before!.nav + 1,
        audit: before!.audit + 3,
      });
      const audit = await queryRows<{ entity: string; action: string }>(
        api.app.database.db,
        sql`select entity, action from audit_log order by id desc limit 3`,
      );
      expect(audit.reverse()).toEqual([
        { entity: 'investor', action: 'create' },
        { entity: 'investment', action: 'create' },
        { entity: 'investor_nav_data', action: 'create' },
      ]);
    });

    it('keys the snapshot by the quarter given, in either form', async () => {
      const res = await post(
        '/api/investors/with-investment',
        body({ email: 'q@fund.test', quarter: 'Q4 2025' }),
      );
      expect(res.json().quarterlyNavSnapshots).toEqual({ Q4_2025: 157.736681 });
    });

    it.each([
      ['a blank name', { name: '' }, 400, 'Please enter investor name and email to save to database'],
      [
        'a redemption',
        { amountInvested: -50000, sharesIssued: -316.984 },
        400,
        'Please enter valid numbers for NAV and investment amount',
      ],
      ['a malformed quarter', { quarter: 'third quarter' }, 400, 'Please enter a quarter like Q3_2025'],
      [
        'shares that disagree',
        { sharesIssued: 317 },
        400,
        'Shares issued must be the amount divided by the NAV, rounded to 6 significant digits: expected 316.984, got 317',
      ],
    ])('refuses %s and writes nothing', async (_scenario, change, status, error) => {
      const before = await counts();
      const res = await post('/api/investors/with-investment', body(change));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(await counts()).toEqual(before);
    });

    /*
     * A real failure inside the real transaction: the test database gets a CHECK constraint that
     * refuses one particular value at the second (investment) or third (NAV snapshot) insert, so the
     * route, the service and the database run exactly as in production, and no code exists only for
     * tests. The constraint is dropped again afterwards.
     */
    it.each([
      [
        'the investment (step 2)',
        'investments',
        'amount_invested <> 4242.42',
        { amountInvested: 4242.42, sharesIssued: sharesIssued('4242.42', '157.736681').toNumber() },
        'Failed to create investment record',
      ],
      [
        'the quarterly NAV snapshot (step 3)',
        'investor_nav_data',
        'nav_value <> 111.111',
        { navAtEntry: 111.111, sharesIssued: sharesIssued('50000', '111.111').toNumber() },
        'Failed to save quarterly NAV snapshot',
      ],
    ])('leaves nothing behind when %s fails', async (_step, table, check, change, error) => {
      const db = api.app.database.db;
      const email = `fails-${table}@fund.test`;
      await db.execute(sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT test_refuse_one_value CHECK (${check})`));
      try {
        const before = await counts();
        const res = await post('/api/investors/with-investment', body({ email, ...change }));
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ error });
        expect(await counts()).toEqual(before);
        const [leftovers] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from investors where email = ${email}`,
        );
        expect(leftovers?.n).toBe(0);
      } finally {
        await db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT test_refuse_one_value`));
      }
      // The same request succeeds once the database takes it.
      const retry = await post('/api/investors/with-investment', body({ email, ...change }));
      expect(retry.statusCode).toBe(201);
    });
  });
});
