import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildAllocation } from './allocation/allocation';
import { derivePerformance } from './performance/derive-performance';

// The only test here that reads files: it keeps data/sample consistent with the rules, because a fresh
// machine shows exactly these sheets.
const sheet = (name: string): Record<string, unknown>[] =>
  Papa.parse<Record<string, unknown>>(
    readFileSync(new URL(`../../data/sample/${name}`, import.meta.url), 'utf8'),
    {
      header: true,
      dynamicTyping: true,
      skipEmptyLines: true,
    },
  ).data;

describe('sample sheets', () => {
  it('give an allocation with a CASH slice, the options fallback group and no closed positions', () => {
    const [navRow] = sheet('nav.csv');
    const allocation = buildAllocation({
      stocks: sheet('stocks.csv'),
      options: sheet('options.csv'),
      strategies: sheet('strategies.csv'),
      navAccount: navRow?.Account,
    });
    const tickers = allocation.items.map((item) => item.ticker);
    expect(tickers).toEqual(expect.arrayContaining(['CASH', 'OPTIONS', 'BRK.B', 'Covered Calls', 'Wheel']));
    expect(tickers).not.toContain('Collar QQQ');
    // 15 stocks (options on NVDA, AAPL, MSFT and GOOGL join them), SPY, OPTIONS, 3 strategies, CASH.
    expect(tickers).toHaveLength(15 + 2 + 3 + 1);
    // The closed META spread (0) and the losing AMZN spread (negative) add nothing to their stocks.
    expect(allocation.items.find((item) => item.ticker === 'META')?.value).toBe(26797.6);
    expect(allocation.items.find((item) => item.ticker === 'AMZN')?.value).toBe(30238);
    expect(allocation.totalValue).toBe(navRow?.Account);
    const cash = allocation.items.find((item) => item.ticker === 'CASH')!;
    expect(cash.percentage).toBeGreaterThan(2);
    expect(cash.percentage).toBeLessThan(5);
  });

  it('NAV row and current NAV sheet agree: NAV = Account / Units to 6 decimals', () => {
    const [navRow] = sheet('nav.csv');
    const [current] = sheet('current-nav.csv');
    const account = navRow?.Account as number;
    const units = navRow?.Units as number;
    expect((account / units).toFixed(6)).toBe(String(navRow?.NAV));
    expect(current?.nav).toBe(navRow?.NAV);
  });

  it('give daily performance from 2022-01-03 to 2026-11-20 ending at the current NAV', () => {
    const result = derivePerformance(sheet('performance.csv'), '2026-11-22');
    expect(result.navData[0]).toMatchObject({ date: '2022-01-03', portfolioNAV: 100, portfolioReturn: 0 });
    expect(result.navData.at(-1)?.date).toBe('2026-11-20');
    expect(result.navData.at(-1)?.portfolioNAV).toBe(176.402);
    expect(result.yearlyReturns.map((entry) => entry.period)).toEqual([
      'Y2022',
      'Y2023',
      'Y2024',
      'Y2025',
      'YTD',
    ]);
    expect(result.monthlyReturns).toHaveLength(59);
  });
});
