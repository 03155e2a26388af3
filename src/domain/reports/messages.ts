/*
 * Every text the batch report generator shows a person. The first groups are the spec's own words
 * (001, sections 5, 8 and 9) and must not change; the rest are ours.
 */

// Spec 001 section 5: validation.
export const FILL_IN_CURRENT_NAV = 'Please fill in the Current NAV Price';
export const NO_INVESTORS_FOR_REPORTS = 'No investors available to generate reports for';

// Spec 001 section 8.
export const BATCH_REPORTS_FAILED = 'Failed to generate batch reports. Please try again.';
/** 'Failed to save report to database: Upload failed. Please try again.'. */
export function failedToSaveReport(message: string): string {
  return `Failed to save report to database: ${message}`;
}

// Ours: the clipboard texts the spec does not show, and the skipped-investor line.
export const REPORT_COPIED = 'Copied!';
export const REPORT_COPY_FAILED = 'Could not copy the report. Please select the text and copy it.';
/** 'Jane Doe: missing quarter-start NAV, inception NAV'. */
export function skippedInvestor(name: string, missing: readonly string[]): string {
  return `${name}: missing ${missing.join(', ')}`;
}
