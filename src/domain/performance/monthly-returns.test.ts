import { describe, expect, it } from 'vitest';
import { monthlyReturns } from './monthly-returns';
import { datedValues as row } from '../../../test/support/performance-rows';

describe('monthlyReturns', () => {
  it('measures each month from its first to its last row, across a year end', () => {
    const rows = [
      row('2024-12-02', 100, 400),
      row('2024-12-16', 90, 390),
      row('2024-12-31', 105, 420),
      row('2025-01-02', 104, 421),
      row('2025-01-31', 106.08, 416.79),
      row('2025-03-03', 110, 430),
    ];
    expect(monthlyReturns(rows)).toEqual([
      { year: 2024, month: 12, monthYear: 'Dec 2024', portfolioReturn: 5, spyReturn: 5 },
      { year: 2025, month: 1, monthYear: 'Jan 2025', portfolioReturn: 2, spyReturn: -1 },
      { year: 2025, month: 3, monthYear: 'Mar 2025', portfolioReturn: 0, spyReturn: 0 },
    ]);
  });

  it.each([
    ['the same month of different years stays apart', ['2024-05-01', '2025-05-01'], ['May 2024', 'May 2025']],
    [
      'unsorted rows come out oldest first',
      ['2025-02-03', '2024-11-01', '2025-01-02'],
      ['Nov 2024', 'Jan 2025', 'Feb 2025'],
    ],
  ])('%s', (_scenario, dates, labels) => {
    expect(monthlyReturns(dates.map((date) => row(date, 100, 400))).map((entry) => entry.monthYear)).toEqual(
      labels,
    );
  });

  it('takes the later-listed of two rows on the last day', () => {
    const rows = [row('2025-01-02', 100, 400), row('2025-01-31', 101, 404), row('2025-01-31', 102, 408)];
    expect(monthlyReturns(rows)[0]).toMatchObject({ portfolioReturn: 2, spyReturn: 2 });
  });
});
