import { formatDate } from '../format';
import { INVALID_STATEMENT_QUARTER } from '../portal/messages';
import { quarterLabel, type Quarter } from '../quarters';

/* Period close (docs/requirements.md#period-close). The closed text is the issue's own wording. */

/** 409 for every write dated inside a closed quarter: 'Q3 2025 is closed. Reopen it to change its records.' */
export function closedPeriodMessage(quarter: Quarter): string {
  return `${quarterLabel(quarter)} is closed. Reopen it to change its records.`;
}

export function periodAlreadyClosed(quarter: Quarter): string {
  return `${quarterLabel(quarter)} is already closed.`;
}

export function periodNotClosed(quarter: Quarter): string {
  return `${quarterLabel(quarter)} is not closed.`;
}

export function periodNotEnded(quarter: Quarter, lastDay: string): string {
  return `${quarterLabel(quarter)} has not ended yet. It can be closed from the day after ${formatDate(lastDay)}.`;
}

/**
 * 409 for a quarter before the fund's first record (`first`, or null while the books hold none): closing
 * it would store nothing and freeze nothing that exists.
 */
export function periodBeforeFirstRecord(quarter: Quarter, first: Quarter | null): string {
  return first === null
    ? `${quarterLabel(quarter)} cannot be closed: the books hold no records yet.`
    : `${quarterLabel(quarter)} is before the fund's first record, in ${quarterLabel(first)}. Close ${quarterLabel(first)} or a later quarter.`;
}

/** 409: reopening a quarter while a later one is closed (which still covers it). */
export function reopenLaterFirst(quarter: Quarter, later: Quarter): string {
  return `${quarterLabel(later)} is closed, and a close covers every quarter before it. Reopen ${quarterLabel(later)} before ${quarterLabel(quarter)}.`;
}

/** 409 when fee terms are set, the quarter has no fee run and the close did not say so. */
export function closeWithoutFeeRun(quarter: Quarter): string {
  return `${quarterLabel(quarter)} has no fee run while fee terms are set. Post its fee run first, or confirm closing it without fees.`;
}

export const REOPEN_REASON_REQUIRED = 'Please give the reason for reopening the quarter';
export const REOPEN_REASON_LABEL = 'Reason';
export const REOPEN_REASON_MAX = 500;
export const INVALID_CONFIRM_NO_FEES = 'confirmNoFees must be true or false';

/** A closed quarter's statement that could not be made when it closed. */
export function statementNotStored(quarter: Quarter): string {
  return `The ${quarterLabel(quarter)} statement was not available when the quarter was closed.`;
}

/** Validation texts the API answers as written: a quarter in a path that does not read is one of them. */
export const PERIOD_MESSAGES: readonly string[] = [
  REOPEN_REASON_REQUIRED,
  INVALID_CONFIRM_NO_FEES,
  INVALID_STATEMENT_QUARTER,
];
