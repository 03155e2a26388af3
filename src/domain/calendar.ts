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

/** Monday first: the fund's weeks run Monday to Sunday. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const WEEKDAY_ABBREVIATIONS = WEEKDAY_NAMES.map((name) => name.slice(0, 3));

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
 * The 'YYYY-MM-DD' of a Date's local fields: only for a browser that cannot read the fund's zone
 * (src/client/config/fund-clock.ts). Every rule takes the fund's today as 'YYYY-MM-DD' from the fund's
 * clock (src/server/fund-clock.ts); the present of whoever runs the code is not the fund's.
 */
export function localToday(now: Date): string {
  return isoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a 'YYYY-MM-DD' that names a day of the calendar ('2025-02-30' does not). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

/** The year, month and day of a 'YYYY-MM-DD'; throws on anything else (a timestamp included). */
export function calendarDayOfIso(isoDay: string): CalendarDay {
  const match = ISO_DAY.exec(isoDay);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDay}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/*
 * Day arithmetic on 'YYYY-MM-DD' strings through whole day numbers (days since 1970-01-01), never
 * through a `Date`: a `Date` carries a zone, and a trade at 9:00 on a date must stay on that date in
 * every browser. The conversions are Howard Hinnant's civil-calendar algorithms.
 */

/** The day number of an ISO date ('1970-01-01' is 0); throws on anything that is not 'YYYY-MM-DD'. */
export function dayNumber(isoDay: string): number {
  const { year: civilYear, month, day } = calendarDayOfIso(isoDay);
  const year = civilYear - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The ISO date of a day number. */
export function isoOfDayNumber(value: number): string {
  const z = value + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return isoDate({ year, month, day });
}

/** 'YYYY-MM-DD' moved by whole days on the calendar: '2024-02-28' + 1 is '2024-02-29'. */
export function addDays(isoDay: string, days: number): string {
  return isoOfDayNumber(dayNumber(isoDay) + days);
}

/** Whole days from one 'YYYY-MM-DD' to another: negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 for Monday through 6 for Sunday (1970-01-01 was a Thursday). */
export function weekdayIndex(isoDay: string): number {
  return (((dayNumber(isoDay) + 3) % 7) + 7) % 7;
}

/** The Monday of the Monday-to-Sunday week holding the date: a Saturday or Sunday maps back to its Monday. */
export function mondayOf(isoDay: string): string {
  return addDays(isoDay, -weekdayIndex(isoDay));
}

/** The Mondays of every week from the one holding `from` to the one holding `to`, both included. */
export function mondaysBetween(from: string, to: string): string[] {
  const first = dayNumber(mondayOf(from));
  const last = dayNumber(mondayOf(to));
  const mondays: string[] = [];
  for (let day = first; day <= last; day += 7) mondays.push(isoOfDayNumber(day));
  return mondays;
}

/** Saturday and Sunday move back to the Friday before; a weekday stays. */
export function weekdayOnOrBefore(isoDay: string): string {
  const weekday = weekdayIndex(isoDay);
  return weekday > 4 ? addDays(isoDay, 4 - weekday) : isoDay;
}

/** The Friday on or after the day. */
export function fridayOnOrAfter(isoDay: string): string {
  return addDays(isoDay, (4 - weekdayIndex(isoDay) + 7) % 7);
}

/** The same month and day a year later ('2025-02-28' for 29 February 2024). */
export function oneYearAfter(isoDay: string): string {
  const { year, month, day } = calendarDayOfIso(isoDay);
  return isoDate({ year: year + 1, month, day: Math.min(day, daysInMonth(year + 1, month)) });
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
