import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHART_POINT_LIMIT, downsample, type SeriesValue } from './downsample';

interface Day {
  day: number;
  nav: number;
  spy: number;
}

const LINES: SeriesValue<Day>[] = [(p) => p.nav, (p) => p.spy];

/** `count` days of two gently waving lines; `spikes` puts one value off the wave. */
function days(count: number, spikes: { day: number; nav?: number; spy?: number }[] = []): Day[] {
  return Array.from({ length: count }, (_, day) => {
    const spike = spikes.find((s) => s.day === day);
    return {
      day,
      nav: spike?.nav ?? 100 + Math.sin(day / 40) * 5,
      spy: spike?.spy ?? 400 + Math.cos(day / 55) * 20,
    };
  });
}

const keptDays = (points: Day[]) => points.map((p) => p.day);

describe('downsample', () => {
  it.each([
    ['no points', 0, 5],
    ['one point', 1, 5],
    ['fewer points than the limit', 4, 5],
    ['exactly the limit', 5, 5],
    ['a year of days under the chart limit', 252, CHART_POINT_LIMIT],
  ])('leaves %s as they are', (_case, count, limit) => {
    const points = days(count);
    const result = downsample(points, limit, LINES);
    expect(result).toEqual(points);
    expect(result).not.toBe(points);
  });

  it.each([
    [1250, CHART_POINT_LIMIT],
    [1250, 3],
    [6, 5],
    [2600, 500],
    [1001, 10],
  ])('keeps exactly the limit of %i days at %i, first and last as they were', (count, limit) => {
    const points = days(count);
    const result = downsample(points, limit, LINES);
    expect(result).toHaveLength(limit);
    expect(result[0]).toBe(points[0]);
    expect(result.at(-1)).toBe(points.at(-1));
  });

  it('keeps only the first and last with a limit of 2', () => {
    expect(keptDays(downsample(days(100), 2, LINES))).toEqual([0, 99]);
  });

  it.each([1, 0, -3, 2.5, Number.NaN])('refuses a limit of %s', (limit) => {
    expect(() => downsample(days(10), limit, LINES)).toThrow(RangeError);
  });

  it.each([
    ['a spike of the portfolio', { day: 617, nav: 180 }],
    ['a dip of the index', { day: 903, spy: 150 }],
    ['a spike on the second day', { day: 1, nav: 160 }],
    ['a spike on the day before last', { day: 1248, spy: 700 }],
  ])('keeps %s, whichever line it is on', (_case, spike) => {
    expect(keptDays(downsample(days(1250, [spike]), 100, LINES))).toContain(spike.day);
  });

  it('chooses the same days however far apart the lines are in size', () => {
    const points = days(1250, [{ day: 400, nav: 130 }]);
    const scaled = points.map((p) => ({ ...p, spy: p.spy * 1000 }));
    expect(keptDays(downsample(scaled, 80, LINES))).toEqual(keptDays(downsample(points, 80, LINES)));
  });

  it('ignores missing values instead of failing', () => {
    const points = days(300).map((p) => (p.day % 7 === 0 ? { ...p, spy: Number.NaN } : p));
    const result = downsample(points, 50, LINES);
    expect(result).toHaveLength(50);
    expect(result[0]).toBe(points[0]);
    expect(result.at(-1)).toBe(points.at(-1));
  });

  it('keeps real days of the series, in order, at most the limit, first and last exactly (property)', () => {
    const day = fc.record({
      nav: fc.double({ min: 0.01, max: 1e6, noNaN: true }),
      spy: fc.double({ min: 0.01, max: 1e6, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(day, { maxLength: 1500 }), fc.integer({ min: 2, max: 600 }), (values, limit) => {
        const points = values.map((v, i) => ({ day: i, ...v }));
        const result = downsample(points, limit, LINES);
        expect(result.length).toBe(Math.min(points.length, limit));
        if (points.length === 0) return;
        expect(result[0]).toBe(points[0]);
        expect(result.at(-1)).toBe(points.at(-1));
        result.forEach((point, i) => {
          // The very object of that day: the tooltip reads its exact figures.
          expect(point).toBe(points[point.day]);
          if (i > 0) expect(point.day).toBeGreaterThan(result[i - 1]!.day);
        });
      }),
      { numRuns: 200 },
    );
  });
});
