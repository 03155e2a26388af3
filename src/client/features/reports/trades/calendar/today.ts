import { calendarDayOf, isoDate, type CalendarDay } from '../../../../../domain/calendar';

/** Today on the reader's own wall clock: the day 'Today' shows and the Projected mode counts from. */
export function deviceToday(now: Date = new Date()): CalendarDay {
  return calendarDayOf(now);
}

export function deviceTodayIso(now: Date = new Date()): string {
  return isoDate(calendarDayOf(now));
}
