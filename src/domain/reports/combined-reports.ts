import type { ReportQuarter } from './settings';

/** The line between two statements in the combined file. */
export const REPORT_SEPARATOR = '='.repeat(72);

/**
 * 'Download All': every statement, as shown (edits included), in one text file, in list order, each
 * ending with one line break and separated by a rule.
 */
export function combinedReportsText(reports: readonly { text: string }[]): string {
  return reports.map((report) => `${report.text.trimEnd()}\n`).join(`\n${REPORT_SEPARATOR}\n\n`);
}

/** 'Q3-2025-statements.txt'. */
export function combinedReportsFileName(quarter: ReportQuarter, year: number): string {
  return `${quarter}-${year}-statements.txt`;
}
