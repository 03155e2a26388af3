import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startSheetServer, type SheetServer } from '../../../test/support/sheet-server';
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
  const publicData = (cacheSeconds = '0') =>
    createPublicData({
      log: log.logger,
      sheets: loadConfig({
        SHEET_STOCKS: sheets.url('/stocks'),
        SHEET_OPTIONS: sheets.url('/options'),
        SHEET_STRATEGIES: sheets.url('/strategies'),
        SHEET_NAV: sheets.url('/nav'),
        SHEET_PERFORMANCE: sheets.url('/performance'),
        SHEET_CURRENT_NAV: sheets.url('/current'),
        SHEET_CACHE_SECONDS: cacheSeconds,
      }).sheets,
      now: () => new Date(2024, 5, 1),
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
    sheets.set('/stocks', { status: 500, statusText: 'Internal Server Error' });
    sheets.set('/performance', { status: 503, statusText: 'Service Unavailable' });
    const before = await data.performance();
    expect(await data.holdings()).toEqual(first);
    expect(await data.performance()).toEqual(before);
    expect(sheets.requests('/stocks')).toBe(2);
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

  it('reads the current NAV from the column whose header contains nav', async () => {
    expect(await publicData().currentNav()).toBe(181.25);
    sheets.set('/current', { body: 'Date,Current NAV\n2024-06-01,"$182.50"\n' });
    expect(await publicData().currentNav()).toBe(182.5);
  });

  it('refuses a current NAV sheet without a value', async () => {
    sheets.set('/current', { body: 'nav\n' });
    await expect(publicData().currentNav()).rejects.toThrow('no NAV value');
  });
});
