import { describe, expect, it } from 'vitest';
import { deriveRecords } from './derive';
import { parsePerformanceRows } from './parse-rows';

const rows = parsePerformanceRows([
  { Date: '2024-01-02', PortfolioNAV: 100, SPYPrice: 400 },
  { Date: '2024-01-31', PortfolioNAV: 110, SPYPrice: 420 },
  { Date: '2024-02-01', PortfolioNAV: 95.5, SPYPrice: 380 },
  { Date: '2024-12-31', PortfolioNAV: 133.3337, SPYPrice: 533.3333 },
]);

describe('deriveRecords', () => {
  it.each([
    ['the first row is the zero point', 0, 'January', 'Jan 2024', 0, 0, 0],
    ['portfolio up 10 %, index up 5 %', 1, 'January', 'Jan 2024', 10, 5, 5],
    ['both down, portfolio less so', 2, 'February', 'Feb 2024', -4.5, -5, 0.5],
    ['returns rounded to 3 decimals', 3, 'December', 'Dec 2024', 33.334, 33.333, 0.001],
  ])('%s', (_scenario, index, monthName, monthYear, portfolioReturn, spyReturn, relativeDiff) => {
    const record = deriveRecords(rows)[index];
    expect(record).toMatchObject({ monthName, monthYear, portfolioReturn, spyReturn, relativeDiff });
  });

  it('keeps the row figures and calendar fields', () => {
    expect(deriveRecords(rows)[2]).toEqual({
      date: '2024-02-01',
      portfolioNAV: 95.5,
      spyPrice: 380,
      year: 2024,
      month: 2,
      monthName: 'February',
      monthYear: 'Feb 2024',
      portfolioReturn: -4.5,
      spyReturn: -5,
      relativeDiff: 0.5,
    });
  });

  it('derives nothing from no rows', () => {
    expect(deriveRecords([])).toEqual([]);
  });
});
