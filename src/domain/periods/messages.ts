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
  return `${quarterLabel(quarter)} has not ended yet. It can be closed from the day after ${lastDay}.`;
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

export const PERIOD_MESSAGES: readonly string[] = [REOPEN_REASON_REQUIRED, INVALID_CONFIRM_NO_FEES];
