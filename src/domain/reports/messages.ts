/*
 * Every text the batch report generator shows a person. The first groups are worded by
 * docs/requirements.md#err-reports and must not change; the rest are ours.
 */

// docs/requirements.md#rep-settings, #rep-run: validation.
export const FILL_IN_CURRENT_NAV = 'Please fill in the Current NAV Price';
export const NO_INVESTORS_FOR_REPORTS = 'No investors available to generate reports for';

// Ours: the batch API's own check (docs/requirements.md#rep-run).
export const INVALID_REPORT_QUARTER = 'Expected a quarter: Q1, Q2, Q3 or Q4';
export const TOO_MANY_OVERRIDES = 'At most 1,000 investors can have NAV overrides in one run';

/** The texts the batch statement routes answer a bad request with, as they are. */
export const REPORT_RUN_MESSAGES = [FILL_IN_CURRENT_NAV, INVALID_REPORT_QUARTER, TOO_MANY_OVERRIDES] as const;

// docs/requirements.md#err-reports: outcomes.
export const BATCH_REPORTS_FAILED = 'Failed to generate batch reports. Please try again.';
/** 'Failed to save report to database: Upload failed. Please try again.'. */
export function failedToSaveReport(message: string): string {
  return `Failed to save report to database: ${message}`;
}

// Ours: the statement PDF, made by the server (docs/requirements.md#rep-actions).
export const REPORT_PDF_FAILED = 'Could not make the statement PDF. Please try again.';

// Ours: the clipboard texts and the skipped-investor line (docs/requirements.md#rep-actions, #rep-run).
export const REPORT_COPIED = 'Copied!';
export const REPORT_COPY_FAILED = 'Could not copy the report. Please select the text and copy it.';
/** 'Jane Doe: missing quarter-start NAV, inception NAV'. */
export function skippedInvestor(name: string, missing: readonly string[]): string {
  return `${name}: missing ${missing.join(', ')}`;
}
