/**
 * Calendar dates as plain year/month/day numbers. The fund's sheets carry dates without a time or
 * zone, so comparing these numbers (or their zero-padded strings) avoids the off-by-one-day errors
 * that `Date` parsing in a different time zone would bring.
 */
export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthName = (typeof MONTH_NAMES)[number];

export const MONTH_ABBREVIATIONS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** The caller's local calendar date: "today" is the day on the wall clock of whoever passes it in. */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Arithmetic rather than a Date: this runs once per sheet row. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

const pad2 = (value: number): string => (value < 10 ? `0${value}` : String(value));

/** 'YYYY-MM-DD', zero-padded so that string order is date order. */
export function isoDate({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/**
 * The 'YYYY-MM-DD' of a Date's local fields: given the fund's wall clock (src/server/fund-clock.ts,
 * src/client/config/fund-clock.ts), the fund's today. There is no default: the present of whoever
 * runs the code is not the fund's.
 */
export function localToday(now: Date): string {
  return isoDate(calendarDayOf(now));
}

/** 'YYYY-MM', the prefix of `isoDate`. */
export function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}`;
}

/** 'Jan 2024': short enough for a chart axis, unambiguous across years. */
export function monthYearLabel(year: number, month: number): string {
  return `${MONTH_ABBREVIATIONS[month - 1] ?? ''} ${year}`;
}

export function monthName(month: number): MonthName {
  const name = MONTH_NAMES[month - 1];
  if (name === undefined) throw new RangeError(`Month out of range: ${month}`);
  return name;
}

/** Moves a year and month by whole months; -2 from March 2025 is January 2025. */
export function addMonths(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}
