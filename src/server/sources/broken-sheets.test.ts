import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';
import { startSheetServer, type SheetAnswer, type SheetServer } from '../../../test/support/sheet-server';

const GOOD: Record<string, SheetAnswer> = {
  '/stocks': { body: 'Ticker,TotalValue,PercentChange,# Shares,Cost Basis\nAAPL,1000,10%,5,900\n' },
  '/options': { body: 'Position,CurrentValue,PercentChange\n' },
  '/strategies': { body: 'Strategy,Type,CurrentValue,PercentChange\n' },
  '/nav': { body: 'Account,Units,NAV\n1800,10,180\n' },
  '/performance': { body: 'Date,PortfolioNAV,SPYPrice\n2024-01-02,100,470\n2024-01-03,101,471\n' },
  '/current': { body: 'nav\n180\n' },
};
const NO_HOLDINGS = {
  stockPositions: null,
  optionPositions: null,
  strategyPositions: null,
  allocation: null,
  totalValue: null,
  masked: true,
};
const FALLBACK_NAV = { Account: 0, Units: 0, NAV: 'Unknown' };
const noPerformance = (error: string) => ({
  navData: [],
  monthlyReturns: [],
  yearlyReturns: [],
  chartData: [],
  error,
});

/** About `bytes` of a stocks sheet: 500 tickers over and over, as a runaway export would give. */
function stocksOfSize(bytes: number): string {
  const lines = ['Ticker,TotalValue,PercentChange,# Shares,Cost Basis'];
  for (let size = 0, i = 0; size < bytes - 200; i++) {
    const line = `T${i % 500},${1000 + (i % 97)}.25,${(i % 40) - 10}.5%,${i % 120},900.00`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

/** About `bytes` of daily performance rows from 1700 on. */
function performanceOfSize(bytes: number): string {
  const lines = ['Date,PortfolioNAV,SPYPrice'];
  const day = new Date(Date.UTC(1700, 0, 1));
  for (let size = 0, i = 0; size < bytes - 200; i++) {
    const line = `${day.toISOString().slice(0, 10)},${(100 + Math.sin(i)).toFixed(4)},${(400 + Math.cos(i)).toFixed(2)}`;
    lines.push(line);
    size += line.length + 1;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return `${lines.join('\n')}\n`;
}

describe('broken sheets behind the public API', () => {
  let issuer: TestIssuer;
  let sheets: SheetServer;
  let app: FastifyInstance | undefined;
  const start = async (env: Record<string, string> = {}) => {
    app = await buildApp(
      testConfig(issuer.issuer, {
        DATA_DIR: 'memory://',
        SHEET_STOCKS: sheets.url('/stocks'),
        SHEET_OPTIONS: sheets.url('/options'),
        SHEET_STRATEGIES: sheets.url('/strategies'),
        SHEET_NAV: sheets.url('/nav'),
        SHEET_PERFORMANCE: sheets.url('/performance'),
        SHEET_CURRENT_NAV: sheets.url('/current'),
        ...env,
      }),
    );
    return app;
  };
  const json = async (server: FastifyInstance, url: string) => {
    const res = await server.inject(url);
    expect(res.statusCode).toBe(200);
    return res.json() as unknown;
  };

  beforeAll(async () => {
    issuer = await startTestIssuer();
  });
  afterAll(() => issuer.close());
  afterEach(async () => {
    await app?.close();
    await sheets.close();
  });

  it('answers hanging sheets with the fallbacks after the first wait, then at once', async () => {
    sheets = await startSheetServer({ ...GOOD, '/stocks': { hang: 'headers' }, '/nav': { hang: 'headers' } });
    sheets.set('/performance', { hang: 'headers' });
    const server = await start();
    let readGaveUp = false;
    void sheets.dropped('/stocks').then(() => (readGaveUp = true));

    expect(await json(server, '/api/public/portfolio')).toEqual(NO_HOLDINGS);
    // Answered on the first wait, not on the read's own 10 s limit: the sheet is still being waited for.
    expect(readGaveUp).toBe(false);

    // A first wait on the performance sheet, begun before the remembered failures are asked again.
    const order: string[] = [];
    const performance = json(server, '/api/public/performance').then((body) => {
      order.push('performance');
      return body;
    });
    const again = json(server, '/api/public/portfolio').then((body) => {
      order.push('portfolio again');
      return body;
    });
    expect(await again).toEqual(NO_HOLDINGS);
    expect(await json(server, '/api/public/nav')).toEqual(FALLBACK_NAV);
    expect(await performance).toEqual(
      noPerformance('Failed to fetch performance data: the sheet did not answer within 3 s'),
    );
    expect(order).toEqual(['portfolio again', 'performance']);
    expect([sheets.requests('/stocks'), sheets.requests('/nav'), sheets.requests('/performance')]).toEqual([
      1, 1, 1,
    ]);
  }, 90_000);

  it('serves the last good copy at once when a sheet hangs after it expired', async () => {
    sheets = await startSheetServer(GOOD);
    const server = await start({ SHEET_CACHE_SECONDS: '1' });
    const good = await json(server, '/api/public/portfolio');
    const goodPerformance = await json(server, '/api/public/performance');
    sheets.set('/stocks', { hang: 'headers' });
    sheets.set('/performance', { hang: 'headers' });
    let refreshGaveUp = false;
    void sheets.dropped('/stocks').then(() => (refreshGaveUp = true));
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    expect(await json(server, '/api/public/portfolio')).toEqual(good);
    expect(await json(server, '/api/public/performance')).toEqual(goodPerformance);
    // Answered from the old copy, not from the refresh: that one is still waiting on the sheet.
    await until(() => sheets.requests('/stocks') === 2);
    expect(refreshGaveUp).toBe(false);
  }, 90_000);

  it('refuses sheets over SHEET_MAX_BYTES, endless ones included, as failed fetches', async () => {
    sheets = await startSheetServer({
      ...GOOD,
      '/stocks': { hang: 'endless' },
      '/performance': { body: performanceOfSize(80 * 1024) },
    });
    const server = await start({ SHEET_MAX_BYTES: String(64 * 1024) });
    expect(await json(server, '/api/public/portfolio')).toEqual(NO_HOLDINGS);
    await sheets.dropped('/stocks');
    expect(await json(server, '/api/public/performance')).toEqual(
      noPerformance('Failed to fetch performance data: the sheet is larger than 0.06 MB'),
    );
  }, 90_000);

  it('derives the figures of sheets at the size cap while answering other requests', async () => {
    const stocks = stocksOfSize(5 * 1024 * 1024);
    sheets = await startSheetServer({
      ...GOOD,
      '/stocks': { body: stocks },
      '/performance': { body: performanceOfSize(5 * 1024 * 1024) },
    });
    const server = await start();
    let loaded = false;
    let healthAnswers = 0;
    const healthChecks = (async () => {
      while (!loaded) {
        // As requests from the network do, each arrives on a new turn of the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        expect((await server.inject('/api/health')).statusCode).toBe(200);
        healthAnswers += 1;
      }
    })();
    // Some seconds of reading, parsing and deriving: the first visitors get the fallbacks meanwhile.
    let holdings: { allocation: unknown[] | null; stockPositions: unknown[] | null };
    let figures: { navData: unknown[]; error?: string };
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      holdings = (await json(server, '/api/public/portfolio')) as typeof holdings;
      figures = (await json(server, '/api/public/performance')) as typeof figures;
    } while (holdings.stockPositions === null || figures.error !== undefined);
    loaded = true;
    await healthChecks;

    expect(healthAnswers).toBeGreaterThanOrEqual(10);
    expect(holdings.stockPositions).toHaveLength(stocks.split('\n').length - 2);
    expect(holdings.allocation).toHaveLength(500);
    expect(figures.navData.length).toBeGreaterThan(150_000);
  }, 120_000);
});

/** Resolves once `condition` holds, checking between turns of the event loop. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
