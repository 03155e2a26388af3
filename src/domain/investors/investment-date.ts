import { oneYearAfter } from '../calendar';
import { INVESTMENT_DATE_TOO_LATE } from './messages';

/** The calendar date written in 'YYYY-MM-DD' or in an ISO timestamp ('2025-09-30T23:30:00-04:00' is 30 September). */
export function investmentDay(value: string): string {
  return value.trim().slice(0, 10);
}

/**
 * An investment may be booked ahead (a wire promised for next month), but not more than a year after
 * `today` ('YYYY-MM-DD', the fund's): '9999-12-31' is a typo, not a plan. Null when the date is fine.
 */
export function investmentDateProblem(value: string, today: string): string | null {
  return investmentDay(value) > oneYearAfter(today) ? INVESTMENT_DATE_TOO_LATE : null;
}
