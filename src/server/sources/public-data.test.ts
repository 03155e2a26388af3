import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { manualClock, type ManualClock } from '../../../test/support/manual-clock';
import { startSheetServer, type SheetServer } from '../../../test/support/sheet-server';
import { FIRST_LOAD_WAIT_MS } from './cached-value';
import { createPublicData } from './public-data';

const STOCKS =
  'Ticker,TotalValue,PercentChange,# Shares,Cost Basis\nAAPL,1000,10%,5,900\nMSFT,500,-5%,2,520\n';
const OPTIONS =
  'Position,CurrentValue,PercentChange,Contracts,Max Profit,Max Loss\nSTO AAPL 190/185 P,100,20%,1,150,350\n';
const STRATEGIES = 'Strategy,Type,CurrentValue,PercentChange\nWheel,Puts,200,4%\n';
const NAV = 'Account,Units,NAV\n1800,10,180\n';
const PERFORMANCE = 'Date,PortfolioNAV,SPYPrice\n2024-01-02,100,470\n2024-01-03,101,471\n';

function collectingLogger() {
  const lines: { level: string; message: string }[] = [];
  const record =
    (level: string) =>
    (...args: unknown[]) => {
      const message = args.find((arg) => typeof arg === 'string');
      lines.push({ level, message: String(message) });
    };
  const logger = {
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    trace: record('trace'),
    fatal: record('fatal'),
    child: () => logger,
    level: 'info',
    silent: () => undefined,
  };
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}

describe('the published sheets', () => {
  let sheets: SheetServer;
  let log: ReturnType<typeof collectingLogger>;
  const publicData = (cacheSeconds = '0', clock?: ManualClock) =>
    createPublicData({
      log: log.logger,
      clock,
      sheets: loadConfig({
        SHEET_STOCKS: sheets.url('/stocks'),
        SHEET_OPTIONS: sheets.url('/options'),
        SHEET_STRATEGIES: sheets.url('/strategies'),
        SHEET_NAV: sheets.url('/nav'),
        SHEET_PERFORMANCE: sheets.url('/performance'),
        SHEET_CURRENT_NAV: sheets.url('/current'),
        SHEET_CACHE_SECONDS: cacheSeconds,
        SHEET_MAX_BYTES: String(64 * 1024),
      }).sheets,
      today: () => '2024-06-01',
    });

  beforeEach(async () => {
    log = collectingLogger();
    sheets = await startSheetServer({
      '/stocks': { body: STOCKS },
      '/options': { body: OPTIONS },
      '/strategies': { body: STRATEGIES },
      '/nav': { body: NAV },
      '/performance': { body: PERFORMANCE },
      '/current': { body: 'NAV per unit\n181.25\n' },
    });
  });
  afterEach(() => sheets.close());

  it('reads the three holdings sheets and builds the allocation with a CASH slice', async () => {
    const holdings = await publicData().holdings();
    expect(holdings?.stockPositions).toEqual([
      { Ticker: 'AAPL', TotalValue: 1000, PercentChange: '10%', '# Shares': 5, 'Cost Basis': 900 },
      { Ticker: 'MSFT', TotalValue: 500, PercentChange: '-5%', '# Shares': 2, 'Cost Basis': 520 },
    ]);
    expect(holdings?.allocation.items.map((item) => [item.ticker, item.value])).toEqual([
      ['AAPL', 1100],
      ['MSFT', 500],
      ['Wheel', 200],
    ]);
    expect(holdings?.allocation.totalValue).toBe(1800);
  });

  it('keeps serving the last good copy when a sheet fails after a good fetch', async () => {
    const data = publicData();
    const first = await data.holdings();
    const before = await data.performance();
    sheets.set('/stocks', { status: 500, statusText: 'Internal Server Error' });
    sheets.set('/performance', { status: 503, statusText: 'Service Unavailable' });
    expect(await data.holdings()).toEqual(first);
    expect(await data.performance()).toEqual(before);
    await until(() => log.lines.filter((line) => line.level === 'warn').length === 2);
    expect(await data.holdings()).toEqual(first);
    expect(log.lines).toContainEqual({
      level: 'warn',
      message: 'sheet unavailable; serving the last good copy',
    });
  });

  it('reuses a fetched sheet for SHEET_CACHE_SECONDS', async () => {
    const data = publicData('300');
    await data.holdings();
    await data.holdings();
    await data.nav();
    expect(sheets.requests('/stocks')).toBe(1);
    expect(sheets.requests('/nav')).toBe(1);
  });

  it('gives the holdings made for the current copies at once, and nothing once a copy has changed', async () => {
    const clock = manualClock();
    const data = publicData('300', clock);
    expect(data.readyHoldings()).toBeUndefined();
    const good = await data.holdings();
    expect(data.readyHoldings()).toBe(good);
    sheets.set('/stocks', { body: 'Ticker,TotalValue,PercentChange\nNVDA,2000,1%\n' });
    clock.advance(300_000);
    // The look starts the expired sheets' refresh, as holdings() would, and serves the copy meanwhile.
    expect(data.readyHoldings()).toBe(good);
    await until(() => sheets.requests('/stocks') === 2);
    await until(() => data.readyHoldings() === undefined);
    const next = await data.holdings();
    expect(next?.stockPositions.map((row) => row.Ticker)).toEqual(['NVDA']);
    expect(data.readyHoldings()).toBe(next);
  });

  it('a fixed sheet is read again after SHEET_CACHE_SECONDS when the period is shorter than 30 s', async () => {
    const clock = manualClock();
    const data = publicData('1', clock);
    sheets.set('/nav', { status: 404, statusText: 'Not Found' });
    expect(await data.nav()).toEqual({ Account: 0, Units: 0, NAV: 'Unknown' });
    sheets.set('/nav', { body: NAV });
    clock.advance(999);
    // Within the period the remembered failure answers, without a read.
    expect(await data.nav()).toEqual({ Account: 0, Units: 0, NAV: 'Unknown' });
    expect(sheets.requests('/nav')).toBe(1);
    clock.advance(1);
    expect(await data.nav()).toEqual({ Account: 1800, Units: 10, NAV: 180 });
    expect(sheets.requests('/nav')).toBe(2);
  });

  it("answers null holdings and logs 'Error fetching data:' when a sheet never worked", async () => {
    sheets.set('/options', { status: 404, statusText: 'Not Found' });
    expect(await publicData().holdings()).toBeNull();
    expect(log.lines).toContainEqual({ level: 'error', message: 'Error fetching data:' });
  });

  it("answers the fallback NAV row and logs 'Error fetching NAV data:'", async () => {
    sheets.set('/nav', { status: 500, statusText: 'Internal Server Error' });
    expect(await publicData().nav()).toEqual({ Account: 0, Units: 0, NAV: 'Unknown' });
    expect(log.lines).toContainEqual({ level: 'error', message: 'Error fetching NAV data:' });
  });

  it.each([
    [
      { status: 500, statusText: 'Internal Server Error' },
      'Failed to fetch performance data: 500 Internal Server Error',
    ],
    [{ status: 404, statusText: 'Not Found' }, 'Failed to fetch performance data: 404 Not Found'],
    [{ body: '' }, 'Empty CSV data received'],
    [{ body: '\n\n' }, 'Empty CSV data received'],
    [{ body: 'Date,PortfolioNAV,SPYPrice\n2024-01-02,,470\nnot a date,1,2\n' }, 'No valid data found in CSV'],
    [{ body: 'Date,PortfolioNAV,SPYPrice\n' }, 'No valid data found in CSV'],
    [{ body: 'Date,PortfolioNAV,SPYPrice' }, 'No valid data found in CSV'],
    [
      { body: 'x'.repeat(64 * 1024 + 1) },
      'Failed to fetch performance data: the sheet is larger than 0.06 MB',
    ],
  ])(
    'answers empty lists and the exact error for a performance sheet answering %o',
    async (answer, error) => {
      sheets.set('/performance', answer);
      expect(await publicData().performance()).toEqual({
        navData: [],
        monthlyReturns: [],
        yearlyReturns: [],
        chartData: [],
        error,
      });
    },
  );

  it('never shows a file path in the performance error', async () => {
    const data = createPublicData({
      log: log.logger,
      sheets: loadConfig({ SHEET_PERFORMANCE: '/no/such/folder/performance.csv' }).sheets,
      today: () => '2024-06-01',
    });
    expect((await data.performance()).error).toBe(
      'Failed to fetch performance data: the sheet could not be read',
    );
  });

  it('reads the current NAV from the column whose header contains nav', async () => {
    expect(await publicData().currentNav()).toBe(181.25);
    sheets.set('/current', { body: 'Date,Current NAV\n2024-06-01,"$182.50"\n' });
    expect(await publicData().currentNav()).toBe(182.5);
  });

  it('refuses a current NAV sheet without a value', async () => {
    sheets.set('/current', { body: 'nav\n' });
    await expect(publicData().currentNav()).rejects.toThrow('no NAV value');
  });

  it('refuses a sheet over SHEET_MAX_BYTES as a failed fetch, with a log line that says so', async () => {
    sheets.set('/stocks', { body: STOCKS + 'AAPL,1000,10%,5,900\n'.repeat(4000) });
    expect(await publicData().holdings()).toBeNull();
    expect(log.lines).toContainEqual({
      level: 'warn',
      message: 'sheet refused: larger than SHEET_MAX_BYTES',
    });
    expect(log.lines).toContainEqual({ level: 'error', message: 'Error fetching data:' });
  });

  it('reads only the first row of a long NAV sheet', async () => {
    sheets.set('/nav', { body: NAV + 'not,a,row\n'.repeat(5000) });
    expect(await publicData().nav()).toEqual({ Account: 1800, Units: 10, NAV: 180 });
  });

  describe('a sheet that hangs', () => {
    it('gives the fallbacks once the first wait is up, then at once, without queueing more reads', async () => {
      const clock = manualClock();
      const data = publicData('300', clock);
      for (const path of ['/stocks', '/nav', '/performance']) sheets.set(path, { hang: 'headers' });
      const first = Promise.all([data.holdings(), data.nav(), data.performance()]);
      await until(() => sheets.requests('/performance') === 1 && sheets.requests('/stocks') === 1);
      clock.advance(FIRST_LOAD_WAIT_MS);
      const fallbacks = [
        null,
        { Account: 0, Units: 0, NAV: 'Unknown' },
        expect.objectContaining({
          navData: [],
          error: 'Failed to fetch performance data: the sheet did not answer within 3 s',
        }),
      ];
      expect(await first).toEqual(fallbacks);
      // No time passes: the remembered failure is the answer.
      expect(await Promise.all([data.holdings(), data.nav(), data.performance()])).toEqual(fallbacks);
      expect([sheets.requests('/stocks'), sheets.requests('/nav'), sheets.requests('/performance')]).toEqual([
        1, 1, 1,
      ]);
    });

    it('serves the last good copy at once after it expires and refreshes it in the background', async () => {
      const clock = manualClock();
      const data = publicData('300', clock);
      const good = await data.holdings();
      sheets.set('/stocks', { hang: 'headers' });
      clock.advance(300_000);
      expect(await data.holdings()).toBe(good);
      await until(() => sheets.requests('/stocks') === 2);
      sheets.set('/stocks', { body: 'Ticker,TotalValue,PercentChange\nNVDA,2000,1%\n' });
      clock.advance(300_000);
      // The hanging refresh is still the one in flight: the good copy again, no third read.
      expect((await data.holdings())?.stockPositions).toBe(good?.stockPositions);
      expect(sheets.requests('/stocks')).toBe(2);
    });
  });
});

/** Resolves once `condition` holds, checking between turns of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
