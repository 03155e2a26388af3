import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIMEFRAMES } from './timeframes';
import { axisDomain, DISPLAY_MODES, viewSeries, viewSeriesEnds, type NavEntry } from './view-series';

const navData: NavEntry[] = [
  { date: '2025-01-02', portfolioNAV: 100, spyPrice: 400 },
  { date: '2025-02-03', portfolioNAV: 110, spyPrice: 380 },
  { date: '2025-03-03', portfolioNAV: 99, spyPrice: 420 },
  { date: '2025-03-14', portfolioNAV: 103.95, spyPrice: 399 },
];
const today = '2025-03-15';

describe('viewSeries', () => {
  it('normalized, all time: both series start at 100 and move with their change', () => {
    expect(viewSeries(navData, { timeframe: 'all', mode: 'normalized', today })).toEqual([
      point('2025-01-02', 100, 100, 0, 0, 0, 100, 400, 100, 400),
      point('2025-02-03', 110, 95, 10, -5, 15, 110, 380, 100, 400),
      point('2025-03-03', 99, 105, -1, 5, -6, 99, 420, 100, 400),
      point('2025-03-14', 103.95, 99.75, 3.95, -0.25, 4.2, 103.95, 399, 100, 400),
    ]);
  });

  it('raw, all time: values are the NAV and the SPY price themselves', () => {
    const values = viewSeries(navData, { timeframe: 'all', mode: 'raw', today }).map((p) => [
      p.portfolioValue,
      p.spyValue,
      p.portfolioChange,
    ]);
    expect(values).toEqual([
      [100, 400, 0],
      [110, 380, 10],
      [99, 420, -1],
      [103.95, 399, 3.95],
    ]);
  });

  it('normalized, month: rescales to 100 at the first entry of the month, not of the data', () => {
    expect(viewSeries(navData, { timeframe: 'month', mode: 'normalized', today })).toEqual([
      point('2025-03-03', 100, 100, 0, 0, 0, 99, 420, 99, 420),
      point('2025-03-14', 105, 95, 5, -5, 10, 103.95, 399, 99, 420),
    ]);
  });

  it('raw, month: changes still count from the timeframe start', () => {
    const [, last] = viewSeries(navData, { timeframe: 'month', mode: 'raw', today });
    expect(last).toEqual(point('2025-03-14', 103.95, 399, 5, -5, 10, 103.95, 399, 99, 420));
  });

  it('an empty timeframe has no points', () => {
    expect(viewSeries(navData, { timeframe: 'month', mode: 'normalized', today: '2025-06-01' })).toEqual([]);
  });

  it('normalized points always agree with their own changes', () => {
    const entry = fc.record({
      portfolioNAV: fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 10_000),
      spyPrice: fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 10_000),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 30 }), (values) => {
        const data = values.map((value, i) => ({
          ...value,
          date: `2025-01-${String(i + 1).padStart(2, '0')}`,
        }));
        const points = viewSeries(data, { timeframe: 'all', mode: 'normalized', today });
        expect(points[0]).toMatchObject({
          portfolioValue: 100,
          spyValue: 100,
          portfolioChange: 0,
          spyChange: 0,
        });
        for (const p of points) {
          expect(p.portfolioValue).toBe(Math.round((100 + p.portfolioChange) * 1000) / 1000);
          expect(p.relativeDiff).toBe(Math.round((p.portfolioChange - p.spyChange) * 1000) / 1000);
        }
      }),
    );
  });
});

describe('viewSeriesEnds', () => {
  it("is the first and last of viewSeries's points, for every timeframe and display", () => {
    const entry = fc.record({
      date: fc
        .integer({ min: 0, max: 800 })
        .map((day) => new Date(Date.UTC(2023, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)),
      portfolioNAV: fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 1000),
      spyPrice: fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 100),
    });
    fc.assert(
      fc.property(
        fc
          .array(entry, { maxLength: 40 })
          .map((entries) => entries.sort((a, b) => a.date.localeCompare(b.date))),
        fc.constantFrom(...TIMEFRAMES),
        fc.constantFrom(...DISPLAY_MODES),
        (data, timeframe, mode) => {
          const options = { timeframe, mode, today: '2025-03-15' };
          const points = viewSeries(data, options);
          const ends = viewSeriesEnds(data, options);
          expect(ends).toEqual(
            points.length === 0 ? null : { start: points[0], end: points[points.length - 1] },
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('axisDomain', () => {
  it.each([
    ['normalized pads 5 % of the range', [80, 120, 102], 'normalized', [78, 122]],
    ['normalized 5 % just above the minimum', [90, 115], 'normalized', [88.75, 116.25]],
    ['normalized flat series gets the 1-point minimum', [100, 100], 'normalized', [99, 101]],
    ['normalized small range gets the 1-point minimum', [99.5, 101.5], 'normalized', [98.5, 102.5]],
    ['negative percentages', [-12.5, 27.5], 'normalized', [-14.5, 29.5]],
    ['raw pads 5 % of the range', [100, 140], 'raw', [98, 142]],
    ['raw narrow range gets the 0.5 minimum', [400, 401], 'raw', [399.5, 401.5]],
    ['actual is the raw rule', [400, 401], 'actual', [399.5, 401.5]],
    ['ends kept to 3 decimals', [100.1, 100.3, 176.402113], 'raw', [96.285, 180.217]],
    ['non-finite values are ignored', [NaN, 100, Infinity], 'normalized', [99, 101]],
  ] as const)('%s', (_scenario, values, mode, expected) => {
    expect(axisDomain(values, mode)).toEqual(expected);
  });

  it.each([[[]], [[NaN]]])('no domain for %j', (values) => {
    expect(axisDomain(values, 'normalized')).toBeNull();
  });
});

function point(
  date: string,
  portfolioValue: number,
  spyValue: number,
  portfolioChange: number,
  spyChange: number,
  relativeDiff: number,
  originalPortfolioNAV: number,
  originalSPYPrice: number,
  timeframeStartPortfolio: number,
  timeframeStartSPY: number,
) {
  return {
    date,
    portfolioValue,
    spyValue,
    portfolioChange,
    spyChange,
    relativeDiff,
    originalPortfolioNAV,
    originalSPYPrice,
    timeframeStartPortfolio,
    timeframeStartSPY,
  };
}
