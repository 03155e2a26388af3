import { calendarDayOf, isoDate } from '../../../../domain/calendar';

/** The admin's local calendar date, 'YYYY-MM-DD': the day an investment or download is dated. */
export function localToday(now: Date = new Date()): string {
  return isoDate(calendarDayOf(now));
}
