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
  return `${quarterLabel(quarter)} has not ended yet. Its fee run can be posted from the day after ${lastDay}.`;
}

/** 409: a record dated inside what a fee run charged would change the shares it charged. */
export function feeRunCoversDay(quarter: Quarter, lastDay: string): string {
  return `${quarterLabel(quarter)} has a fee run. Reverse it before changing records dated on or before ${lastDay}.`;
}
