import { describe, expect, it } from 'vitest';
import { datedValues as row } from '../../../test/support/performance-rows';
import { yearlyReturns } from './yearly-returns';

const rows = [
  row('2023-06-30', 90, 380),
  row('2024-01-02', 100, 400),
  row('2024-07-01', 150, 300),
  row('2024-12-31', 120, 440),
  row('2025-01-02', 121, 450),
  row('2025-06-13', 133.1, 472.5),
];

describe('yearlyReturns', () => {
  it('measures each year from its first to its last row; the current year is YTD', () => {
    expect(yearlyReturns(rows, '2025-06-15')).toEqual([
      { year: 2023, period: 'Y2023', portfolioReturn: 0, spyReturn: 0 },
      { year: 2024, period: 'Y2024', portfolioReturn: 20, spyReturn: 10 },
      { year: 2025, period: 'YTD', portfolioReturn: 10, spyReturn: 5 },
    ]);
  });

  it.each([
    ['last day of the year before', '2024-12-31', ['Y2023', 'YTD', 'Y2025']],
    ['first moment of the year', '2025-01-01', ['Y2023', 'Y2024', 'YTD']],
    ['a year with no rows yet', '2026-01-05', ['Y2023', 'Y2024', 'Y2025']],
  ])('period labels when today is the %s', (_scenario, today, periods) => {
    expect(yearlyReturns(rows, today).map((entry) => entry.period)).toEqual(periods);
  });

  it('does not depend on the rows being sorted', () => {
    const today = '2025-06-15';
    expect(yearlyReturns([...rows].reverse(), today)).toEqual(yearlyReturns(rows, today));
  });

  it.each([
    ['rounds half up at the third decimal', 100, 100.0005, 0.001],
    ['rounds a repeating decimal', 3, 4, 33.333],
    ['rounds a loss away from zero', 3, 2, -33.333],
  ])('%s', (_scenario, first, last, expected) => {
    const [result] = yearlyReturns(
      [row('2022-01-03', first, first), row('2022-12-30', last, last)],
      '2025-01-01',
    );
    expect(result).toEqual({ year: 2022, period: 'Y2022', portfolioReturn: expected, spyReturn: expected });
  });

  it('gives nothing for no rows', () => {
    expect(yearlyReturns([], '2025-01-01')).toEqual([]);
  });
});
