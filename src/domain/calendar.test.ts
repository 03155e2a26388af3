import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDayOf,
  daysInMonth,
  isoDate,
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

  it('reads the local calendar day of a Date', () => {
    expect(calendarDayOf(new Date(2025, 2, 31, 23, 59, 59))).toEqual({ year: 2025, month: 3, day: 31 });
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
