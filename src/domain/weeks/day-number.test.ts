import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarWeekLabel,
  dayNumber,
  isoOfDayNumber,
  longDayLabel,
  mondayOf,
  mondaysBetween,
  tradingWeekLabel,
  weekdayIndex,
} from './day-number';

describe('day numbers', () => {
  it.each([
    ['the epoch', '1970-01-01', 0],
    ['the day before the epoch', '1969-12-31', -1],
    ['a leap day', '2024-02-29', 19782],
    ['the first day of 2026', '2026-01-01', 20454],
  ])('%s: %s is day %i', (_scenario, iso, expected) => {
    expect(dayNumber(iso)).toBe(expected);
    expect(isoOfDayNumber(expected)).toBe(iso);
  });

  it('refuses text that is not a date', () => {
    expect(() => dayNumber('2025-11-19T09:00:00')).toThrow(RangeError);
  });

  it('round-trips every day from year 1000 to 9999 and agrees with UTC dates', () => {
    fc.assert(
      fc.property(fc.integer({ min: -354285, max: 2932896 }), (n) => {
        const iso = isoOfDayNumber(n);
        expect(dayNumber(iso)).toBe(n);
        expect(new Date(n * 86_400_000).toISOString().slice(0, 10)).toBe(iso);
      }),
    );
  });
});

describe('Monday-based weeks', () => {
  it.each([
    ['a Monday is its own Monday', '2025-11-17', 0, '2025-11-17'],
    ['a Wednesday', '2025-11-19', 2, '2025-11-17'],
    ['a Saturday belongs to the previous Monday', '2025-11-22', 5, '2025-11-17'],
    ['a Sunday belongs to the previous Monday', '2025-11-23', 6, '2025-11-17'],
    ['across a month boundary', '2025-10-02', 3, '2025-09-29'],
    ['across a year boundary', '2026-01-01', 3, '2025-12-29'],
  ])('%s', (_scenario, iso, weekday, monday) => {
    expect(weekdayIndex(iso)).toBe(weekday);
    expect(mondayOf(iso)).toBe(monday);
  });

  it.each([
    ['one week', '2025-11-17', '2025-11-21', ['2025-11-17']],
    ['Saturday to the next Friday', '2025-11-22', '2025-11-28', ['2025-11-17', '2025-11-24']],
    ['across the year', '2025-12-24', '2026-01-09', ['2025-12-22', '2025-12-29', '2026-01-05']],
    ['an end before the start', '2025-11-28', '2025-11-17', []],
  ])('mondaysBetween: %s', (_scenario, from, to, expected) => {
    expect(mondaysBetween(from, to)).toEqual(expected);
  });

  it('addDays crosses months and years', () => {
    expect(addDays('2025-12-29', 4)).toBe('2026-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('labels', () => {
  it.each([
    ['a plain week', '2025-11-17', 'Nov 17 - Nov 21', 'Nov 17 - Nov 23'],
    ['a week across months', '2025-09-29', 'Sep 29 - Oct 3', 'Sep 29 - Oct 5'],
    ['a week across years', '2025-12-29', 'Dec 29 - Jan 2', 'Dec 29 - Jan 4'],
  ])('%s', (_scenario, monday, trading, calendar) => {
    expect(tradingWeekLabel(monday)).toBe(trading);
    expect(calendarWeekLabel(monday)).toBe(calendar);
  });

  it('names a day in full', () => {
    expect(longDayLabel('2025-11-19')).toBe('Wednesday, November 19, 2025');
  });
});
