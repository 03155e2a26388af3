import { quarterDays, quarterOfMonth } from '../quarters';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' moved by whole days on the calendar (UTC arithmetic: a calendar day has no zone). */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A redemption's earliest dealing date (docs/requirements.md#req-notice): the first quarter end at
 * least `noticeDays` days after the request date, both days of the fund's calendar. The day the notice
 * runs out may itself be a quarter end, and is then the dealing date.
 */
export function earliestDealingDate(requestDate: string, noticeDays: number): string {
  if (!Number.isInteger(noticeDays) || noticeDays < 0)
    throw new RangeError(`Notice days must be a whole number from 0, got ${noticeDays}`);
  const noticeEnds = addDays(requestDate, noticeDays);
  const [year = 0, month = 1] = noticeEnds.split('-').map(Number);
  return quarterDays(quarterOfMonth(month, year)).end;
}
