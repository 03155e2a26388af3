import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDayOfIso,
  dayNumber,
  daysBetween,
  daysInMonth,
  fridayOnOrAfter,
  isIsoDay,
  isoDate,
  isoOfDayNumber,
  mondayOf,
  mondaysBetween,
  oneYearAfter,
  weekdayIndex,
  weekdayOnOrBefore,
  monthKey,
  monthName,
  monthYearLabel,
} from './calendar';

describe('calendar', () => {
  it.each([
    ['back within the year', 2025, 3, -2, { year: 2025, month: 1 }],
    ['back across the year', 2025, 1, -2, { year: 2024, month: 11 }],
    ['five back from March', 2025, 3, -5, { year: 2024, month: 10 }],
    ['forward across the year', 2025, 12, 1, { year: 2026, month: 1 }],
    ['a whole year back', 2025, 6, -12, { year: 2024, month: 6 }],
    ['no move', 2025, 6, 0, { year: 2025, month: 6 }],
  ])('addMonths: %s', (_scenario, year, month, delta, expected) => {
    expect(addMonths(year, month, delta)).toEqual(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('daysInMonth(%i, %i) is %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it.each([
    [{ year: 2023, month: 1, day: 3 }, '2023-01-03'],
    [{ year: 2023, month: 12, day: 31 }, '2023-12-31'],
  ])('isoDate(%j) is %s', (day, expected) => {
    expect(isoDate(day)).toBe(expected);
  });

  it.each([
    [2024, 1, 'Jan 2024', 'January', '2024-01'],
    [2025, 9, 'Sep 2025', 'September', '2025-09'],
    [2025, 12, 'Dec 2025', 'December', '2025-12'],
  ])('%i-%i is labelled %s / %s / %s', (year, month, label, name, key) => {
    expect(monthYearLabel(year, month)).toBe(label);
    expect(monthName(month)).toBe(name);
    expect(monthKey(year, month)).toBe(key);
  });

  it.each([0, 13])('monthName rejects month %i', (month) => {
    expect(() => monthName(month)).toThrow(RangeError);
  });

  it('moving by n months and back returns to the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -240, max: 240 }),
        (year, month, delta) => {
          const moved = addMonths(year, month, delta);
          expect(moved.month).toBeGreaterThanOrEqual(1);
          expect(moved.month).toBeLessThanOrEqual(12);
          expect(addMonths(moved.year, moved.month, -delta)).toEqual({ year, month });
        },
      ),
    );
  });
});

describe('ISO days', () => {
  it.each([
    ['the epoch', '1970-01-01', 0],
    ['the day before the epoch', '1969-12-31', -1],
    ['a leap day', '2024-02-29', 19782],
    ['the first day of 2026', '2026-01-01', 20454],
  ])('%s: %s is day %i', (_scenario, iso, expected) => {
    expect(dayNumber(iso)).toBe(expected);
    expect(isoOfDayNumber(expected)).toBe(iso);
  });

  it.each(['2025-11-19T09:00:00', '2025-1-9', 'Nov 19, 2025', ''])('refuses %j: not a YYYY-MM-DD', (text) => {
    expect(() => dayNumber(text)).toThrow(RangeError);
    expect(() => calendarDayOfIso(text)).toThrow(RangeError);
  });

  it.each([
    ['2025-09-30', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-09-30T10:00:00Z', false],
  ])('isIsoDay(%s) is %s', (text, expected) => {
    expect(isIsoDay(text)).toBe(expected);
  });

  it.each([
    ['the next day', '2025-09-30', 1, '2025-10-01'],
    ['into a leap day', '2024-02-28', 1, '2024-02-29'],
    ['over a common February', '2025-02-28', 1, '2025-03-01'],
    ['back over a leap day', '2024-03-01', -1, '2024-02-29'],
    ['across the year', '2025-12-29', 4, '2026-01-02'],
    ['into the new year', '2025-12-31', 1, '2026-01-01'],
    ['back into a common February', '2025-03-01', -1, '2025-02-28'],
    ['a notice of 60 days', '2025-11-15', 60, '2026-01-14'],
    ['no move', '2025-06-15', 0, '2025-06-15'],
  ])('addDays: %s (%s + %i is %s)', (_scenario, from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
    expect(daysBetween(from, expected)).toBe(days);
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

  it.each([
    ['2025-09-30', '2026-09-30'],
    ['2024-02-29', '2025-02-28'],
    ['2025-12-31', '2026-12-31'],
  ])('one year after %s is %s', (day, expected) => {
    expect(oneYearAfter(day)).toBe(expected);
  });
});

describe('weeks', () => {
  it.each([
    ['a Monday is its own Monday', '2025-11-17', 0, '2025-11-17', '2025-11-17', '2025-11-21'],
    ['a Wednesday', '2025-11-19', 2, '2025-11-17', '2025-11-19', '2025-11-21'],
    ['a Friday', '2025-11-21', 4, '2025-11-17', '2025-11-21', '2025-11-21'],
    ['a Saturday belongs to the previous Monday', '2025-11-22', 5, '2025-11-17', '2025-11-21', '2025-11-28'],
    ['a Sunday belongs to the previous Monday', '2025-11-23', 6, '2025-11-17', '2025-11-21', '2025-11-28'],
    ['across a month boundary', '2025-10-02', 3, '2025-09-29', '2025-10-02', '2025-10-03'],
    ['across a year boundary', '2026-01-01', 3, '2025-12-29', '2026-01-01', '2026-01-02'],
  ])('%s', (_scenario, iso, weekday, monday, tradingDay, friday) => {
    expect(weekdayIndex(iso)).toBe(weekday);
    expect(mondayOf(iso)).toBe(monday);
    expect(weekdayOnOrBefore(iso)).toBe(tradingDay);
    expect(fridayOnOrAfter(iso)).toBe(friday);
  });

  it.each([
    ['one week', '2025-11-17', '2025-11-21', ['2025-11-17']],
    ['Saturday to the next Friday', '2025-11-22', '2025-11-28', ['2025-11-17', '2025-11-24']],
    ['across the year', '2025-12-24', '2026-01-09', ['2025-12-22', '2025-12-29', '2026-01-05']],
    ['an end before the start', '2025-11-28', '2025-11-17', []],
  ])('mondaysBetween: %s', (_scenario, from, to, expected) => {
    expect(mondaysBetween(from, to)).toEqual(expected);
  });
});
