import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { refusals, tradeClient, type TradeClient } from '../../../test/support/trade-log-kit';
import { journalStatsSchema, journalTradesSchema, type JournalStats } from '../../domain/journal/api-schemas';
import { JOURNAL_CSV_COLUMNS } from '../../domain/journal/trades-csv';

/*
 * GET /api/journal/stats and /api/journal/trades (docs/requirements.md#jr-api) on a book booked through
 * the Trade Log's own routes, March-April 2025 (1 March 2025 was a Saturday), the same book the domain's
 * table test works by hand (src/domain/journal/stats.test.ts):
 * - AAPL theta STO put, 4 at 100, tagged wheel: 2 closed at 40 on Fri 7 Mar (+120), 1 at 70 on Sun 9 Mar
 *   (+30), 1 at 100 on Mon 10 Mar (0); 1.00 of fees on its open.
 * - MSFT stock, 10 at 400, sold at 395 on Sat 8 Mar (-50).
 * - QQQ option BTO call, 2 at 300, tagged earnings and wheel: 1 sold at 100 on Mon 10 Mar (-200), 1 at 600
 *   on Tue 1 Apr (+300) with 0.65 of fees.
 * Fees come from broker imports only, so the test writes them in SQL.
 */
describe.each(databaseTargets())('journal API on $name', (target) => {
  let api: ApiApp;
  let client: TradeClient;
  const ids: Record<string, number> = {};

  const ok = async (method: 'PUT' | 'POST', url: string, payload: object) => {
    const res = await client.request(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const stats = async (query: string): Promise<JournalStats> => {
    const res = await client.request('GET', `/api/journal/stats${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return journalStatsSchema.parse(res.json());
  };

  beforeAll(async () => {
    api = await startApiApp(target);
    client = tradeClient(api);
    const theta = { positionType: 'THETA', quarter: 'Q1 2025', action: 'STO', expirationDate: '03/21/2025' };
    const aapl = await client.create({
      ...theta,
      ticker: 'AAPL',
      openDate: '2025-03-03T10:00:00',
      strike: 200,
      optionType: 'P',
      contracts: 4,
      premium: 100,
      tags: 'wheel',
    });
    for (const [contracts, closeValue, closeDate] of [
      [2, 40, '2025-03-07'],
      [1, 70, '2025-03-09'],
      [undefined, 100, '2025-03-10'],
    ] as const)
      await ok('PUT', '/api/theta-holdings', { id: aapl.id, contracts, closeValue, closeDate });
    const msft = await client.create({
      positionType: 'STOCK',
      quarter: 'Q1 2025',
      ticker: 'MSFT',
      openDate: '2025-02-28',
      shares: 10,
      price: 400,
    });
    await ok('PUT', '/api/stock-holdings', { id: msft.id, closeValue: 395, closeDate: '2025-03-08' });
    const qqq = await client.create({
      positionType: 'OPTION',
      quarter: 'Q1 2025',
      ticker: 'QQQ',
      action: 'BTO',
      openDate: '2025-03-03T11:00:00',
      expirationDate: '06/20/2025',
      strike: 500,
      optionType: 'C',
      contracts: 2,
      premium: 300,
      tags: ['earnings', 'wheel'],
    });
    await ok('PUT', '/api/option-holdings', {
      id: qqq.id,
      contracts: 1,
      closeValue: 100,
      closeDate: '2025-03-10',
    });
    const lastClose = await ok('PUT', '/api/option-holdings', {
      id: qqq.id,
      closeValue: 600,
      closeDate: '2025-04-01',
    });
    const db = api.app.database.db;
    await db.execute(sql`update transactions set fees = '1.00' where id = ${aapl.transactions[0]!.id}`);
    await db.execute(
      sql`update transactions set fees = '0.65' where id = ${lastClose.transactions.at(-1).id}`,
    );
    ids.aapl = aapl.id;
    ids.qqq = qqq.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(['/api/journal/stats', '/api/journal/stats?format=csv', '/api/journal/trades'])(
    '%s is for the administrator only (the auditor joins on another branch)',
    async (url) => {
      expect(await refusals(api, 'GET', url)).toEqual([401, 403]);
    },
  );

  it('answers the statistics of all time, worked by hand', async () => {
    const all = await stats('');
    expect(all).toMatchObject({ from: null, to: null });
    expect(all.totals).toEqual({
      netPnl: 200,
      trades: 6,
      wins: 3,
      losses: 2,
      breakeven: 1,
      winRate: 50,
      avgWin: 150,
      avgLoss: -125,
      profitFactor: 1.8,
      expectancy: 33.33,
      largestWin: 300,
      largestLoss: -200,
      maxDrawdown: 220,
      activeDays: 5,
      avgDaysHeld: 10.17,
      avgPremiumCapture: 37.5,
      fees: 1.65,
      netAfterFees: 198.35,
    });
    expect(all.byTicker.map((row) => [row.key, row.netPnl])).toEqual([
      ['AAPL', 150],
      ['QQQ', 100],
      ['MSFT', -50],
    ]);
    expect(all.byStrategy.map((row) => row.key)).toEqual(['THETA STO P', 'OPTION BTO C', 'STOCK']);
    expect(all.byTag).toEqual([
      { key: 'wheel', netPnl: 250, trades: 5, wins: 3, winRate: 60 },
      { key: 'earnings', netPnl: 100, trades: 2, wins: 1, winRate: 50 },
    ]);
    expect(all.byWeekday.map((row) => [row.key, row.netPnl, row.trades])).toEqual([
      ['Monday', -200, 2],
      ['Tuesday', 300, 1],
      ['Wednesday', 0, 0],
      ['Thursday', 0, 0],
      ['Friday', 120, 1],
      ['Saturday', -50, 1],
      ['Sunday', 30, 1],
    ]);
    expect(all.byMonth).toEqual([
      { key: '2025-03', netPnl: -100, trades: 5 },
      { key: '2025-04', netPnl: 300, trades: 1 },
    ]);
    expect(all.equity.map((point) => point.drawdown)).toEqual([0, 50, 20, 220, 0]);
  });

  it.each<[string, string, Partial<JournalStats['totals']>]>([
    ['both edges included', '?from=2025-03-08&to=2025-03-10', { netPnl: -220, trades: 4, fees: 0 }],
    ['one day', '?from=2025-03-10&to=2025-03-10', { netPnl: -200, trades: 2, breakeven: 1 }],
    ['from only', '?from=2025-04-01', { netPnl: 300, trades: 1, fees: 0.65 }],
    ['to only, the open day with its fees', '?to=2025-03-07', { netPnl: 120, trades: 1, fees: 1 }],
    [
      'no trades',
      '?from=2025-05-01&to=2025-05-31',
      { netPnl: 0, trades: 0, winRate: null, profitFactor: null },
    ],
  ])('answers a range: %s', async (_name, query, totals) => {
    const answer = await stats(query);
    expect(answer.totals).toMatchObject(totals);
  });

  it.each<[string, string, Partial<JournalStats['totals']>, string[]]>([
    ['a tag, any case, with its fees', '?tag=EARNINGS', { netPnl: 100, trades: 2, fees: 0.65 }, ['QQQ']],
    ['a tag of two positions', '?tag=wheel', { netPnl: 250, trades: 5, fees: 1.65 }, ['AAPL', 'QQQ']],
    [
      'a tag and a range',
      '?tag=wheel&from=2025-03-10&to=2025-03-10',
      { netPnl: -200, trades: 2 },
      ['AAPL', 'QQQ'],
    ],
    ['a tag nobody has', '?tag=hedge', { netPnl: 0, trades: 0 }, []],
  ])('filters by %s', async (_name, query, totals, tickers) => {
    const answer = await stats(query);
    expect(answer.totals).toMatchObject(totals);
    expect(answer.byTicker.map((row) => row.key).sort()).toEqual(tickers);
  });

  it.each([
    ['?from=2025-02-30', 'Please enter the from date as YYYY-MM-DD'],
    ['?from=03/01/2025', 'Please enter the from date as YYYY-MM-DD'],
    ['?to=soon', 'Please enter the to date as YYYY-MM-DD'],
    ['?to=2025-03-01T09:00:00', 'Please enter the to date as YYYY-MM-DD'],
    ['?from=2025-04-01&to=2025-03-01', 'The from date must be on or before the to date'],
    ['?from=0000-01-01', 'From must be between 1900-01-01 and 2100-12-31'],
    ['?to=2101-01-01', 'To must be between 1900-01-01 and 2100-12-31'],
    ['?format=xml', "format must be 'json' or 'csv'"],
    [`?tag=${'x'.repeat(41)}`, 'Tag names must be at most 40 characters'],
    ['?tag=a%07b', 'Tag names contain a control character'],
  ])('refuses %s with 400', async (query, error) => {
    for (const path of ['/api/journal/stats', '/api/journal/trades']) {
      const res = await client.request('GET', `${path}${query}`);
      expect(res.statusCode, `${path}${query}`).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it("lists the range's trades, oldest first, for the day detail", async () => {
    const res = await client.request('GET', '/api/journal/trades?from=2025-03-10&to=2025-03-10');
    expect(res.statusCode).toBe(200);
    const answer = journalTradesSchema.parse(res.json());
    expect(answer.from).toBe('2025-03-10');
    expect(
      answer.trades.map((t) => [t.ticker, t.type, t.strategy, t.quantity, t.closeValue, t.pnl, t.daysHeld]),
    ).toEqual([
      ['AAPL', 'CLOSE', 'THETA STO P', 1, 100, 0, 7],
      ['QQQ', 'PARTIAL_CLOSE', 'OPTION BTO C', 1, 100, -200, 7],
    ]);
    expect(answer.trades[0]).toMatchObject({ premiumCapture: 0, tags: ['wheel'], positionId: ids.aapl });
  });

  it('answers the CSV of the trades, typed text defused for spreadsheets', async () => {
    const risky = await client.create({
      positionType: 'STOCK',
      quarter: 'Q2 2025',
      ticker: '=SUM(A1)',
      openDate: '2025-06-02',
      shares: 1,
      price: 10,
      tags: ['-hedge', '@x'],
      isClosedPosition: true,
      closeDate: '2025-06-03',
      closePrice: 12,
      netProfit: 2,
    });
    const res = await client.request('GET', '/api/journal/stats?format=csv&from=2025-06-01&to=2025-06-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="journal-trades-2025-06-01-to-2025-06-30.csv"',
    );
    expect(res.body).toBe(
      `${JOURNAL_CSV_COLUMNS.join(',')}\r\n2025-06-03,'=SUM(A1),STOCK,SELL,1,2,,1,,'-hedge; @x\r\n`,
    );
    expect(risky.tags).toEqual(['-hedge', '@x']);
    const all = await client.request('GET', '/api/journal/trades?format=csv');
    expect(all.headers['content-disposition']).toBe('attachment; filename="journal-trades-all.csv"');
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(1 + 7);
  });

  it('answers every change at once, whichever path made it, though it keeps what it summed', async () => {
    const range = '?from=2025-07-01&to=2025-07-31';
    expect((await stats(range)).totals.trades).toBe(0);
    // Through the routes: a closed stock position of July.
    const july = await client.create({
      positionType: 'STOCK',
      quarter: 'Q3 2025',
      ticker: 'KEPT',
      openDate: '2025-07-01',
      shares: 1,
      price: 10,
      isClosedPosition: true,
      closeDate: '2025-07-02',
      closePrice: 15,
      netProfit: 5,
    });
    expect((await stats(range)).totals).toMatchObject({ trades: 1, netPnl: 5 });
    expect((await stats(range)).totals).toMatchObject({ trades: 1, netPnl: 5 });
    // Outside them (an operator's SQL, another instance): the database's data version moves all the same.
    await api.app.database.db.execute(
      sql`update transactions set net_profit = '7.50' where position_id = ${july.id} and type = 'SELL'`,
    );
    expect((await stats(range)).totals).toMatchObject({ trades: 1, netPnl: 7.5 });
    // A tag is a change too.
    await api.app.database.db.execute(
      sql`insert into position_tags (position_id, tag_id) select ${july.id}, id from tags where name = 'wheel'`,
    );
    expect((await stats(`${range}&tag=wheel`)).totals.trades).toBe(1);
  });

  it('describes both routes in the OpenAPI document', async () => {
    const paths = (await api.app.inject('/api/openapi.json')).json().paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/journal/stats', '/api/journal/trades']));
  });
});
