import { describe, expect, it } from 'vitest';
import { chartRecords } from './chart-records';
import { deriveRecords } from './derive';
import { parsePerformanceRows } from './parse-rows';

describe('chartRecords', () => {
  it('names the series as the legend shows them and labels the month', () => {
    const records = deriveRecords(
      parsePerformanceRows([
        { Date: '2024-01-02', PortfolioNAV: 100, SPYPrice: 400 },
        { Date: '2024-02-01', PortfolioNAV: 112.5, SPYPrice: 404 },
      ]),
    );
    expect(chartRecords(records)).toEqual([
      { date: '2024-01-02', month: 'Jan 2024', Portfolio: 0, 'S&P 500': 0 },
      { date: '2024-02-01', month: 'Feb 2024', Portfolio: 12.5, 'S&P 500': 1 },
    ]);
  });
});
