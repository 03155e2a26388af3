import { isoDay } from '../../../../domain/positions/trade-dates';

/** The admin's local calendar day, 'YYYY-MM-DD': the default of every trade date field. */
export function localToday(now: Date = new Date()): string {
  return isoDay(now);
}
