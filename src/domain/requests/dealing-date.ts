import { addDays } from '../calendar';
import { quarterLastDay, quarterOf } from '../quarters';

/**
 * A redemption's earliest dealing date (docs/requirements.md#req-notice): the first quarter end at
 * least `noticeDays` days after the request date, both days of the fund's calendar. The day the notice
 * runs out may itself be a quarter end, and is then the dealing date.
 */
export function earliestDealingDate(requestDate: string, noticeDays: number): string {
  if (!Number.isInteger(noticeDays) || noticeDays < 0)
    throw new RangeError(`Notice days must be a whole number from 0, got ${noticeDays}`);
  return quarterLastDay(quarterOf(addDays(requestDate, noticeDays)));
}
