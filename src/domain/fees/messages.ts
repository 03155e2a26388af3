import { formatDate } from '../format';
import { quarterLabel, type Quarter } from '../quarters';

/*
 * The texts of fee terms and fee runs (docs/requirements.md#fee-terms, #fee-runs). Ours, in the voice of
 * the rest; the API answers a validation failure with one of FEE_MESSAGES exactly.
 */

export const MANAGEMENT_FEE_RANGE = 'Management fee must be a percent from 0 to 5';
export const PERFORMANCE_FEE_RANGE = 'Performance fee must be a percent from 0 to 50';
export const INVALID_CRYSTALLIZATION = "Crystallization must be 'quarterly' or 'annual'";
export const INVALID_FEE_RUN_NAV = "Please enter the NAV per unit at the quarter's end (a number above 0)";
export const FEE_RUN_NOT_FOUND = 'Fee run not found';

/** Validation texts the API sends back word for word. */
export const FEE_MESSAGES: readonly string[] = [
  MANAGEMENT_FEE_RANGE,
  PERFORMANCE_FEE_RANGE,
  INVALID_CRYSTALLIZATION,
  INVALID_FEE_RUN_NAV,
];

/** 409: one run per quarter. */
export function feeRunExists(quarter: Quarter): string {
  return `${quarterLabel(quarter)} already has a fee run. Reverse it before posting another.`;
}

/** 409: runs go in quarter order, because each run's marks start from the one before. */
export function laterFeeRunExists(later: Quarter): string {
  return `A fee run for a later quarter (${quarterLabel(later)}) exists. Fee runs go in quarter order: reverse it first.`;
}

/** 409: only the latest run can be reversed. */
export function notLatestFeeRun(latest: Quarter): string {
  return `Only the latest fee run can be reversed: ${quarterLabel(latest)} has a later one.`;
}

/** 409: a quarter's fees are charged at its NAV at its end, so not before it has ended. */
export function feeRunNotEnded(quarter: Quarter, lastDay: string): string {
  return `${quarterLabel(quarter)} has not ended yet. Its fee run can be posted from the day after ${formatDate(lastDay)}.`;
}

/** 409: a record dated inside what a fee run charged would change the shares it charged. */
export function feeRunCoversDay(quarter: Quarter, lastDay: string): string {
  return `${quarterLabel(quarter)} has a fee run. Reverse it before changing records dated on or before ${formatDate(lastDay)}.`;
}

/** 409: a run's quarter is closed (or covered by a later closed quarter), so its run stays. */
export function reverseClosed(quarter: Quarter, closed: Quarter): string {
  return closed.quarter === quarter.quarter && closed.year === quarter.year
    ? `${quarterLabel(quarter)} is closed: reopen it to reverse this run.`
    : `${quarterLabel(closed)} is closed, and a close covers every quarter before it: reopen it to reverse this run.`;
}

/**
 * 409: a fee run at a NAV per unit further from the books' NAV for the quarter's end than the
 * tolerance, without a reason (navOverrideReason), as an approval is held (decision 029).
 */
export function feeRunNavOutsideTolerance(at: {
  nav: string;
  booksNav: string;
  booksDate: string;
  deviationPercent: string;
  tolerancePercent: string;
}): string {
  return `The NAV per unit ${at.nav} is ${at.deviationPercent}% away from the books' NAV per unit of ${at.booksNav} (as of ${formatDate(at.booksDate)}), more than the ${at.tolerancePercent}% allowed. Check the figure, or give the reason for charging fees at it.`;
}
