import { describe, expect, it } from 'vitest';
import { viewSeries } from '../../../domain/performance/view-series';
import {
  axisDateFormatter,
  formatSeriesValue,
  formatTick,
  niceTicks,
  rangeSummary,
} from './performance-figures';

describe('formatSeriesValue', () => {
  it.each([
    ['normalized is an index with two decimals', 147.0235, 'normalized', '147.02'],
    ['normalized keeps separators', 1234.5, 'normalized', '1,234.50'],
    ['raw is dollars', 702.35, 'raw', '$702.35'],
    ['raw NAV rounds to cents', 176.401963, 'raw', '$176.40'],
    ['not a number is blank', Number.NaN, 'raw', ''],
  ] as const)('%s', (_scenario, value, mode, expected) => {
    expect(formatSeriesValue(value, mode)).toBe(expected);
  });
});

describe('axisDateFormatter', () => {
  it('shows month and year over long ranges', () => {
    expect(axisDateFormatter('2022-01-03', '2026-11-20')('2024-03-15')).toBe('Mar 2024');
  });

  it('shows month and day within six months', () => {
    expect(axisDateFormatter('2026-06-01', '2026-11-20')('2026-09-04')).toBe('Sep 4');
  });
});

describe('rangeSummary', () => {
  const navData = [
    { date: '2026-09-30', portfolioNAV: 100, spyPrice: 500 },
    { date: '2026-10-01', portfolioNAV: 110, spyPrice: 505 },
    { date: '2026-11-20', portfolioNAV: 121, spyPrice: 550 },
  ];
  const today = '2026-11-22';

  it('compares the first and last point of the chosen range', () => {
    const summary = rangeSummary(viewSeries(navData, { timeframe: 'month', mode: 'normalized', today }));
    expect(summary?.start.date).toBe('2026-11-20');
    expect(summary?.end.portfolioChange).toBe(0);

    const all = rangeSummary(viewSeries(navData, { timeframe: 'all', mode: 'normalized', today }));
    expect(all?.end).toMatchObject({ portfolioValue: 121, spyValue: 110, relativeDiff: 11 });
  });

  it('is null for a range without data', () => {
    expect(rangeSummary([])).toBeNull();
  });
});

describe('niceTicks', () => {
  it.each([
    ['an index range', [68.4, 199.6], [80, 100, 120, 140, 160, 180]],
    ['dollar prices', [455.3, 735.9], [500, 550, 600, 650, 700]],
    ['half-point steps in a flat month', [99.2, 101.4], [99.5, 100, 100.5, 101]],
    ['a narrow normalized range', [98.7, 103.2], [99, 100, 101, 102, 103]],
    ['decimal steps stay clean', [0.05, 0.72], [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]],
    ['an empty domain has no ticks', [5, 5], []],
  ] as const)('%s', (_scenario, domain, expected) => {
    expect(niceTicks(domain)).toEqual(expected);
  });
});

describe('formatTick', () => {
  it.each([
    [100, 'normalized', '100'],
    [99.5, 'normalized', '99.5'],
    [650, 'raw', '$650'],
    [1500, 'raw', '$1,500'],
  ] as const)('%s %s', (value, mode, expected) => {
    expect(formatTick(value, mode)).toBe(expected);
  });
});
