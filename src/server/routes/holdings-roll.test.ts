import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { apiAppFor } from '../../../test/support/api-app';
import { OPTION, refusals, STOCK, THETA, tradeClient } from '../../../test/support/trade-log-kit';

const ROLL = {
  closeValue: 30,
  newTicker: 'aapl',
  newExpirationDate: '01/16/2026',
  newStrike: 185,
  newPremium: 120,
  comments: 'rolled down and out',
  rollDate: '2025-08-15',
};

describe.each(databaseTargets())('rolling positions on $name', (target) => {
  const api = apiAppFor(target);
  const client = tradeClient(api);

  it.each(['/api/theta-holdings?action=roll', '/api/option-holdings?action=roll'])(
    '%s is for the administrator only',
    async (url) => {
      expect(await refusals(api, 'POST', url)).toEqual([401, 403]);
    },
  );

  it('rolls a theta: ROLL_CLOSE on the old one, the new one opened with the carry-over text, in the same quarter and sectors', async () => {
    const old = await client.create({
      ...THETA,
      quarter: 'Q1 2020',
      selectedSectors: ['Technology', 'Consumer'],
    });
    const res = await client.request('POST', '/api/theta-holdings?action=roll', {
      currentPositionId: old.id,
      ...ROLL,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // carry = 500 - 30 x 5; roll net = 120 x 5 - 30 x 5
    expect(body).toMatchObject({
      carry: 350,
      carryText: 'Rolled from **AAPL 12/19/2025 190P** carrying over +350.00',
      rollNet: 450,
      rollNetKind: 'credit',
    });
    expect(body.closed).toMatchObject({
      id: old.id,
      isOpen: false,
      netProfit: 350,
      closeDate: '2025-08-15T09:00:00',
    });
    expect(body.closed.transactions[1]).toMatchObject({
      type: 'ROLL_CLOSE',
      quantity: 5,
      closeValue: 30,
      totalValue: 150,
      netProfit: 350,
      notes: 'Rolled into AAPL 01/16/2026 185P',
    });
    expect(body.opened).toMatchObject({
      type: 'THETA',
      ticker: 'AAPL',
      isOpen: true,
      quarter: 'Q1 2020',
      sectors: ['Consumer', 'Technology'],
      action: 'STO',
      optionType: 'P',
      expirationDate: '01/16/2026',
      strike: 185,
      totalContracts: 5,
      premium: 120,
      netPremium: 600,
      openDate: '2025-08-15T09:00:00',
      comments: 'rolled down and out\nRolled from **AAPL 12/19/2025 190P** carrying over +350.00',
    });
    expect((await client.list('Q1 2020')).map((p) => [p.id, p.isOpen])).toEqual([
      [old.id, false],
      [body.opened.id, true],
    ]);
    expect((await client.audit('position', old.id)).map((row) => row.action)).toEqual([
      'create',
      'roll_close',
    ]);
    const [created] = await client.audit('position', body.opened.id);
    expect(created).toMatchObject({ action: 'create' });
    expect(created!.after).toMatchObject({ rolledFrom: old.id });
  });

  it('rolls an option at a loss into fewer contracts, carrying a negative amount', async () => {
    const old = await client.create({ ...OPTION, quarter: 'Q1 2020' });
    const res = await client.request('POST', '/api/option-holdings?action=roll', {
      currentPositionId: old.id,
      closeValue: 300,
      newTicker: 'MSFT',
      newExpirationDate: '2026-03-20',
      newStrike: 380,
      newOptionType: 'C',
      newContracts: 1,
      newPremium: 350,
      rollDate: '2025-08-15',
    });
    expect(res.statusCode).toBe(200);
    // BTO: paid 900, sold for 600; new cost 350 paid
    expect(res.json()).toMatchObject({
      carry: -300,
      carryText: 'Rolled from **MSFT 01/16/2026 400C** carrying over -300.00',
      rollNet: 250,
      rollNetKind: 'credit',
    });
    expect(res.json().opened).toMatchObject({
      type: 'OPTION',
      action: 'BTO',
      contracts: 1,
      costBasis: 350,
      totalCost: 350,
      comments: 'Rolled from **MSFT 01/16/2026 400C** carrying over -300.00',
    });
  });

  it('refuses to roll a stock, on its own path and as an id on the theta path', async () => {
    const stock = await client.create({ ...STOCK, quarter: 'Q1 2020' });
    const own = await client.request('POST', '/api/stock-holdings?action=roll', {
      currentPositionId: stock.id,
      ...ROLL,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: 'Rolling is not available for stock positions' });
    const other = await client.request('POST', '/api/theta-holdings?action=roll', {
      currentPositionId: stock.id,
      ...ROLL,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: 'Rolling is not available for stock positions' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['close value', { closeValue: '' }, 'Please fill in all required fields'],
    ['ticker', { newTicker: '' }, 'Please fill in all required fields'],
    ['expiration date', { newExpirationDate: null }, 'Please fill in all required fields'],
    ['strike', { newStrike: undefined }, 'Please fill in all required fields'],
    ['premium', { newPremium: '' }, 'Please fill in all required fields'],
  ])('refuses a roll without its %s', async (_name, change, error) => {
    const res = await client.request('POST', '/api/theta-holdings?action=roll', {
      currentPositionId: 1,
      ...ROLL,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses an unknown action, an unknown position and a closed one', async () => {
    const noAction = await client.request('POST', '/api/theta-holdings', { currentPositionId: 1, ...ROLL });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json()).toEqual({ error: 'Unknown action: use ?action=roll' });
    const unknown = await client.request('POST', '/api/theta-holdings?action=roll', {
      currentPositionId: 654_321,
      ...ROLL,
    });
    expect(unknown.statusCode).toBe(404);
    const closed = await client.create({
      ...THETA,
      quarter: 'Q1 2020',
      isClosedPosition: true,
      closeDate: '2025-08-01',
      closePrice: 1,
      netProfit: 495,
    });
    const res = await client.request('POST', '/api/theta-holdings?action=roll', {
      currentPositionId: closed.id,
      ...ROLL,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Position is already closed' });
  });

  /*
   * The failure is real and happens at the open step: a test-only trigger makes the database refuse
   * to insert a position with the ticker 'BOOM', after the route has already written the ROLL_CLOSE
   * transaction, closed the old position and audited it. Nothing in the app is mocked or hooked.
   */
  it('leaves both positions as they were when the open step fails half-way', async () => {
    const db = api.app.database.db;
    await db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.ticker = 'BOOM' then raise exception 'forced failure on the open step'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_boom before insert on positions for each row execute function refuse_boom()`,
    );
    try {
      const old = await client.create({ ...THETA, quarter: 'Q2 2020' });
      const listed = await client.list('Q2 2020');
      const audits = await client.auditCount();

      const res = await client.request('POST', '/api/theta-holdings?action=roll', {
        currentPositionId: old.id,
        ...ROLL,
        newTicker: 'boom',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Internal server error' });

      expect(await client.list('Q2 2020')).toEqual(listed);
      expect(await client.auditCount()).toBe(audits);
      // And the same roll succeeds once the open step can.
      const ok = await client.request('POST', '/api/theta-holdings?action=roll', {
        currentPositionId: old.id,
        ...ROLL,
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await db.execute(sql`drop trigger refuse_boom on positions`);
      await db.execute(sql`drop function refuse_boom()`);
    }
  });
});
