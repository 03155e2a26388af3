import { describe, expect, it } from 'vitest';
import { heatBands, heatLevel, heatmapYears, monthColumns, yearWeeks } from './heatmap';

describe('the year heat-map (docs/requirements.md#jr-screen)', () => {
  it('runs Monday to Sunday: 2025 starts on a Wednesday and ends on a Wednesday', () => {
    const weeks = yearWeeks(2025);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({
      monday: '2024-12-30',
      days: [null, null, '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05'],
    });
    expect(weeks.at(-1)).toEqual({
      monday: '2025-12-29',
      days: ['2025-12-29', '2025-12-30', '2025-12-31', null, null, null, null],
    });
    // One cell per day of the year, each once.
    expect(weeks.flatMap((week) => week.days).filter((day) => day !== null)).toHaveLength(365);
  });

  it('has a cell for 29 February in a leap year that starts on a Monday (2024)', () => {
    const weeks = yearWeeks(2024);
    expect(weeks[0]!.days[0]).toBe('2024-01-01');
    expect(weeks.flatMap((week) => week.days)).toContain('2024-02-29');
    expect(weeks.flatMap((week) => week.days).filter((day) => day !== null)).toHaveLength(366);
  });

  it('labels each month above the week holding its first day', () => {
    const columns = monthColumns(yearWeeks(2025));
    expect(columns).toHaveLength(12);
    expect(columns[0]).toEqual({ month: 1, week: 0 });
    // 1 March 2025 is a Saturday, in the week of Monday 24 February, the ninth column.
    expect(columns[2]).toEqual({ month: 3, week: 8 });
  });

  it.each([
    [0, 400, 0],
    [10, 400, 1], // up to a quarter of the largest
    [100, 400, 1],
    [101, 400, 2],
    [-250, 400, 3],
    [-400, 400, 4],
    [50, 0, 0],
  ])('colours a day of %d against a largest day of %d at level %d', (pnl, largest, level) => {
    expect(heatLevel(pnl, largest)).toBe(level);
  });

  it.each([
    [['2024-11-05', '2025-03-10'], { from: '2024-11-01', to: '2025-10-31' }, [2025, 2024]],
    [['2025-03-10'], { from: null, to: null }, [2025]],
    [[], { from: '2023-01-01', to: '2023-12-31' }, [2023]], // today lies after the range
    [[], { from: null, to: null }, [2025]], // today's year
  ] as const)('draws the years of %j in %j', (days, range, years) => {
    expect(heatmapYears(days, range, '2025-11-24')).toEqual(years);
  });
});

describe('heatBands: the legend of the heat-map', () => {
  it.each([
    // largest day, the four bands' upper bounds (quarters of it, worked by hand)
    [1000, [250, 500, 750, 1000]],
    [1046.67, [261.67, 523.34, 785, 1046.67]],
    [0.1, [0.03, 0.05, 0.08, 0.1]],
  ])('largest %s: bands up to %j', (largest, bounds) => {
    expect(heatBands(largest).map((band) => band.upTo)).toEqual(bounds);
    expect(heatBands(largest).map((band) => band.level)).toEqual([1, 2, 3, 4]);
  });

  it('no band without a largest day', () => {
    expect(heatBands(0)).toEqual([]);
    expect(heatBands(Number.NaN)).toEqual([]);
  });

  it('each band bound takes its own level', () => {
    for (const band of heatBands(1000)) expect(heatLevel(band.upTo, 1000)).toBe(band.level);
  });
});
