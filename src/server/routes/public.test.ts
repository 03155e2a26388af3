import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { MASK, MASKED_FIELDS } from '../../domain/masking';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';

interface PortfolioBody {
  stockPositions: Record<string, unknown>[];
  optionPositions: Record<string, unknown>[];
  strategyPositions: Record<string, unknown>[];
  allocation: { ticker: string; value: unknown; percentage: number; profitPercent: number; color: string }[];
  totalValue: number;
  masked: boolean;
}

const allRows = (body: PortfolioBody) => [
  ...body.stockPositions,
  ...body.optionPositions,
  ...body.strategyPositions,
];
const maskedCells = (body: PortfolioBody) =>
  allRows(body).flatMap((row) =>
    Object.entries(row)
      .filter(([field]) => (MASKED_FIELDS as readonly string[]).includes(field))
      .map(([, value]) => value),
  );

describe('public figures from the sample sheets', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let unmaskedApp: FastifyInstance;
  const bearer = async (claims: Record<string, unknown>) => ({
    authorization: `Bearer ${await issuer.sign({ sub: 'u1', ...claims })}`,
  });

  beforeAll(async () => {
    issuer = await startTestIssuer();
    app = await buildApp(testConfig(issuer.issuer, { DATA_DIR: 'memory://' }));
    unmaskedApp = await buildApp(
      testConfig(issuer.issuer, { DATA_DIR: 'memory://', MASK_SENSITIVE: 'false' }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await unmaskedApp?.close();
    await issuer?.close();
  });

  it.each([
    ['an anonymous visitor', async () => ({})],
    ['a member (allowed: false)', () => bearer({ allowed: false })],
    ['a token with allowed "true" as text', () => bearer({ allowed: 'true' })],
    ['an invalid token', async () => ({ authorization: 'Bearer not-a-token' })],
  ])('masks every sensitive figure for %s', async (_who, headers) => {
    const res = await app.inject({ url: '/api/public/portfolio', headers: await headers() });
    expect(res.statusCode).toBe(200);
    const body: PortfolioBody = res.json();
    expect(body.masked).toBe(true);
    const cells = maskedCells(body);
    expect(cells.length).toBeGreaterThan(40);
    expect(new Set(cells)).toEqual(new Set([MASK]));
    expect(body.allocation.every((item) => item.value === MASK)).toBe(true);
    // What stays visible: names, gains and shares of the pie.
    expect(body.stockPositions[0]).toMatchObject({ Ticker: 'AAPL', PercentChange: '54.03%' });
    expect(body.allocation.every((item) => typeof item.percentage === 'number')).toBe(true);
  });

  it('shows the numbers to a user whose allowed claim is exactly true', async () => {
    const res = await app.inject({ url: '/api/public/portfolio', headers: await bearer({ allowed: true }) });
    const body: PortfolioBody = res.json();
    expect(body.masked).toBe(false);
    expect(body.stockPositions[0]).toMatchObject({ Ticker: 'AAPL', TotalValue: 31848, '# Shares': 120 });
    expect(maskedCells(body)).not.toContain(MASK);
    expect(body.allocation.every((item) => typeof item.value === 'number')).toBe(true);
    expect(body.allocation.map((item) => item.ticker)).toContain('CASH');
    expect(body.totalValue).toBe(447785.8);
  });

  it('answers later requests from the kept answers alike: masking by token, headers, coding', async () => {
    for (let round = 0; round < 3; round++) {
      for (const [headers, masked] of [
        [{}, true],
        [await bearer({ allowed: true }), false],
        [await bearer({ allowed: false }), true],
      ] as const) {
        const plain = await app.inject({ url: '/api/public/portfolio', headers });
        expect((plain.json() as PortfolioBody).masked).toBe(masked);
        expect(plain.headers).toMatchObject({
          'cache-control': 'private, no-cache',
          vary: 'Accept-Encoding, Authorization',
          'content-type': 'application/json; charset=utf-8',
          'x-content-type-options': 'nosniff',
        });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
        const gzip = await app.inject({
          url: '/api/public/portfolio',
          headers: { ...headers, 'accept-encoding': 'gzip' },
        });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('shows the numbers to everyone when MASK_SENSITIVE=false', async () => {
    const body: PortfolioBody = (await unmaskedApp.inject('/api/public/portfolio')).json();
    expect(body.masked).toBe(false);
    expect(maskedCells(body)).not.toContain(MASK);
  });

  it('gives AUM and NAV per unit to everyone', async () => {
    const res = await app.inject('/api/public/nav');
    expect(res.json()).toEqual({ Account: 447785.8, Units: 2538.44, NAV: 176.401963 });
  });

  it('derives the performance records, returns and chart data', async () => {
    const res = await app.inject('/api/public/performance');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBeUndefined();
    expect(body.navData.length).toBeGreaterThan(1000);
    expect(body.navData[0]).toMatchObject({
      date: '2022-01-03',
      portfolioReturn: 0,
      spyReturn: 0,
      relativeDiff: 0,
    });
    const thisYear = new Date().getFullYear();
    expect(body.yearlyReturns.map((r: { period: string }) => r.period)).toEqual(
      [2022, 2023, 2024, 2025, 2026].map((year) => (year === thisYear ? 'YTD' : `Y${year}`)),
    );
    expect(body.monthlyReturns[0]).toMatchObject({ year: 2022, month: 1, monthYear: 'Jan 2022' });
    expect(body.chartData).toHaveLength(body.navData.length);
  });

  it('never sends a sheet address', async () => {
    for (const url of [
      '/api/public/portfolio',
      '/api/public/nav',
      '/api/public/performance',
      '/api/config',
    ]) {
      const res = await app.inject({ url, headers: await bearer({ allowed: true }) });
      expect(res.body).not.toMatch(/data\/sample|\.csv/);
    }
  });

  describe('GET /api/nav/current', () => {
    it('refuses visitors and members', async () => {
      expect((await app.inject('/api/nav/current')).statusCode).toBe(401);
      const member = await app.inject({ url: '/api/nav/current', headers: await bearer({ allowed: false }) });
      expect(member.statusCode).toBe(403);
    });

    it('reads the value under the nav header for the administrator', async () => {
      const res = await app.inject({ url: '/api/nav/current', headers: await bearer({ allowed: true }) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ NAV: 176.401963 });
    });
  });
});
