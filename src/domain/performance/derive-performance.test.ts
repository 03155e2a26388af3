import { describe, expect, it } from 'vitest';
import { derivePerformance, performanceFailure } from './derive-performance';
import { NO_VALID_ROWS_MESSAGE, PerformanceDataError } from './parse-rows';

describe('derivePerformance', () => {
  it('scenario: a messy two-year sheet becomes sorted records, monthly and yearly returns and chart points', () => {
    const records = [
      { Date: '2025-02-3', PortfolioNAV: 126.5, SPYPrice: 462 },
      { Date: '2024-01-02', PortfolioNAV: 100, SPYPrice: 400 },
      { Date: '', PortfolioNAV: 101, SPYPrice: 401 },
      { Date: '2024-12-31', PortfolioNAV: 115, SPYPrice: 440 },
      { Date: '2025-01-02', PortfolioNAV: 110, SPYPrice: 420 },
      { Date: '2025-01-31', PortfolioNAV: null, SPYPrice: 430 },
    ];
    const result = derivePerformance(records, '2025-02-10');

    expect(result.navData.map((record) => [record.date, record.portfolioReturn, record.spyReturn])).toEqual([
      ['2024-01-02', 0, 0],
      ['2024-12-31', 15, 10],
      ['2025-01-02', 10, 5],
      ['2025-02-03', 26.5, 15.5],
    ]);
    expect(result.yearlyReturns).toEqual([
      { year: 2024, period: 'Y2024', portfolioReturn: 15, spyReturn: 10 },
      { year: 2025, period: 'YTD', portfolioReturn: 15, spyReturn: 10 },
    ]);
    expect(result.monthlyReturns.map((entry) => entry.monthYear)).toEqual([
      'Jan 2024',
      'Dec 2024',
      'Jan 2025',
      'Feb 2025',
    ]);
    expect(result.chartData.at(-1)).toEqual({
      date: '2025-02-03',
      month: 'Feb 2025',
      Portfolio: 26.5,
      'S&P 500': 15.5,
    });
    expect(result.error).toBeUndefined();
  });

  it.each([
    ['a sheet with only its header row', [], NO_VALID_ROWS_MESSAGE],
    [
      'a sheet without one valid row',
      [{ Date: '2025-01-02', PortfolioNAV: 'n/a', SPYPrice: 400 }],
      NO_VALID_ROWS_MESSAGE,
    ],
  ])('scenario: %s raises the required error', (_scenario, records, message) => {
    expect(() => derivePerformance(records, '2025-01-01')).toThrow(new PerformanceDataError(message));
  });
});

describe('performanceFailure', () => {
  it('is empty lists with the error text', () => {
    expect(performanceFailure('Failed to fetch performance data: 503 Service Unavailable')).toEqual({
      navData: [],
      monthlyReturns: [],
      yearlyReturns: [],
      chartData: [],
      error: 'Failed to fetch performance data: 503 Service Unavailable',
    });
  });
});
