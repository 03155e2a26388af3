import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterByTimeframe,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  timeframeMonths,
  timeframeSchema,
} from './timeframes';

const dates = [
  '2024-09-30',
  '2024-10-01',
  '2024-12-31',
  '2025-01-01',
  '2025-02-28',
  '2025-03-01',
  '2025-03-15',
  '2025-03-31',
  '2025-04-01',
  '2026-01-02',
];
const entries = dates.map((date) => ({ date }));
// Local calendar dates: the filter reads today's wall-clock day, whatever the machine's zone.
const midMarch = '2025-03-15';

describe('filterByTimeframe', () => {
  it.each([
    ['all keeps everything', 'all', midMarch, dates],
    [
      'year keeps the current calendar year',
      'year',
      midMarch,
      ['2025-01-01', '2025-02-28', '2025-03-01', '2025-03-15', '2025-03-31', '2025-04-01'],
    ],
    [
      'month keeps the current month from its 1st to its last day',
      'month',
      midMarch,
      ['2025-03-01', '2025-03-15', '2025-03-31'],
    ],
    [
      '3months starts on the 1st of the month two months back (Jan 1 in, Dec 31 out)',
      '3months',
      midMarch,
      ['2025-01-01', '2025-02-28', '2025-03-01', '2025-03-15', '2025-03-31'],
    ],
    [
      '6months starts on the 1st of the month five months back (Oct 1 in, Sep 30 out)',
      '6months',
      midMarch,
      ['2024-10-01', '2024-12-31', '2025-01-01', '2025-02-28', '2025-03-01', '2025-03-15', '2025-03-31'],
    ],
    [
      'month on the last moment of March is still March',
      'month',
      '2025-03-31',
      ['2025-03-01', '2025-03-15', '2025-03-31'],
    ],
    ['month on the first moment of April is April', 'month', '2025-04-01', ['2025-04-01']],
    [
      '3months in January reaches back into the previous year',
      '3months',
      '2025-01-10',
      ['2024-12-31', '2025-01-01'],
    ],
    ['a month without entries keeps none', 'month', '2025-06-01', []],
  ] as const)('%s', (_scenario, timeframe, today, expected) => {
    expect(filterByTimeframe(entries, timeframe, today).map((entry) => entry.date)).toEqual(expected);
  });

  it('returns a new array for all, leaving the input alone', () => {
    const result = filterByTimeframe(entries, 'all', midMarch);
    expect(result).not.toBe(entries);
    expect(result).toEqual(entries);
  });

  it('keeps exactly the entries on or after the window start, up to the end of the current month', () => {
    const day = fc
      .record({
        y: fc.integer({ min: 2020, max: 2030 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.array(day), day, (list, today) => {
        const range = timeframeMonths('6months', today);
        const kept = filterByTimeframe(
          list.map((date) => ({ date })),
          '6months',
          today,
        ).map((entry) => entry.date);
        expect(kept).toEqual(list.filter((date) => date >= `${range?.from}-01` && date <= `${range?.to}-31`));
      }),
    );
  });
});

describe('timeframeMonths', () => {
  it.each([
    ['all', null],
    ['year', { from: '2025-01', to: '2025-12' }],
    ['month', { from: '2025-03', to: '2025-03' }],
    ['3months', { from: '2025-01', to: '2025-03' }],
    ['6months', { from: '2024-10', to: '2025-03' }],
  ] as const)('%s in mid-March 2025 is %j', (timeframe, expected) => {
    expect(timeframeMonths(timeframe, midMarch)).toEqual(expected);
  });
});

describe('timeframe names', () => {
  it('labels every timeframe as the Reports chart does', () => {
    expect(TIMEFRAMES.map((timeframe) => TIMEFRAME_LABELS[timeframe])).toEqual([
      'Month',
      '3 Months',
      '6 Months',
      'Year',
      'All Time',
    ]);
  });

  it.each([
    ['3months', true],
    ['all', true],
    ['week', false],
    ['', false],
  ])('schema accepts %j: %s', (value, ok) => {
    expect(timeframeSchema.safeParse(value).success).toBe(ok);
  });
});
