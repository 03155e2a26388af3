import { isoDate, MONTH_ABBREVIATIONS, MONTH_NAMES } from '../calendar';

/*
 * Calendar arithmetic on 'YYYY-MM-DD' strings through whole day numbers (days since 1970-01-01),
 * never through a `Date`: a `Date` carries a zone, and a trade at 9:00 on a date must stay on that
 * date in every browser. The conversions are Howard Hinnant's civil-calendar algorithms.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of an ISO date ('1970-01-01' is 0); throws on anything that is not 'YYYY-MM-DD'. */
export function dayNumber(isoDay: string): number {
  const match = ISO_DAY.exec(isoDay);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDay}`);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const year = Number(match[1]) - (month <= 2 ? 1 : 0);
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

export function addDays(isoDay: string, days: number): string {
  return isoOfDayNumber(dayNumber(isoDay) + days);
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

function parts(isoDay: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = isoDay.split('-').map(Number);
  return { year, month, day };
}

/** 'Nov 17'. */
export function shortDayLabel(isoDay: string): string {
  const { month, day } = parts(isoDay);
  return `${MONTH_ABBREVIATIONS[month - 1] ?? ''} ${day}`;
}

/** 'Wednesday, November 19, 2025': for headings and screen readers. */
export function longDayLabel(isoDay: string): string {
  const { year, month, day } = parts(isoDay);
  return `${WEEKDAY_NAMES[weekdayIndex(isoDay)]}, ${MONTH_NAMES[month - 1] ?? ''} ${day}, ${year}`;
}

/** 'Nov 17 - Nov 21': a trading week, Monday to Friday (the Weekly Profit Tracker's label). */
export function tradingWeekLabel(monday: string): string {
  return `${shortDayLabel(monday)} - ${shortDayLabel(addDays(monday, 4))}`;
}

/** 'Nov 17 - Nov 23': a calendar week, Monday to Sunday (the calendar's weekly summary). */
export function calendarWeekLabel(monday: string): string {
  return `${shortDayLabel(monday)} - ${shortDayLabel(addDays(monday, 6))}`;
}
