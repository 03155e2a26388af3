import type { PlanOutcome } from '../../../../../domain/imports/plan-types';

/** The import screen's own words. */
export const IMPORT_TEXT = {
  open: 'Import trades',
  close: 'Close import',
  /** The auditor's toggle: the past imports only, nothing to upload, commit or undo. */
  openPast: 'Show past imports',
  closePast: 'Hide past imports',
  heading: 'Import trades from a broker file',
  intro:
    'Upload a tastytrade, Interactive Brokers or Schwab export, or the fund’s template. You see what each row becomes before anything is written.',
  template: 'Download the import template (CSV)',
  file: 'Broker file',
  format: 'Format',
  detect: 'Detect from the header',
  account: 'Account (optional)',
  preview: 'Preview import',
  previewing: 'Reading the file…',
  commit: 'Commit import',
  committing: 'Committing…',
  committed: (rows: number) =>
    `Import committed: ${rows.toLocaleString('en-US')} rows booked into the Trade Log.`,
  undo: 'Undo',
  undone: 'Import undone.',
  undoTitle: (file: string) => `Undo the import of ${file}?`,
  undoConfirm:
    'Every position and transaction this import booked leaves the Trade Log. The import stays listed as undone, and the file can be imported again.',
  undoing: 'Undoing...',
  rollsHeading: 'Proposed rolls',
  rollsHint: 'A roll is booked only when confirmed; otherwise the two rows stay a close and an open.',
  confirmRoll: (close: number, open: number, ticker: string) =>
    `Book rows ${close} and ${open} (${ticker}) as one roll`,
  reviewHeading: 'Rows that need review',
  decision: (row: number) => `Decision for row ${row}`,
  problemsHeading: 'Rows that could not be read',
  rowsHeading: 'What each row becomes',
  rowsCapped: (shown: number, total: number) =>
    `Showing the first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows.`,
  pastHeading: 'Past imports',
  noPast: 'No imports yet.',
  pastLoading: 'Loading past imports',
  pastFailed: 'Failed to load past imports',
} as const;

export const OUTCOME_LABELS: Record<PlanOutcome, string> = {
  OPEN_THETA: 'New theta',
  OPEN_OPTION: 'New option',
  OPEN_STOCK: 'New stock',
  AVERAGE_DOWN: 'Average down',
  CLOSE: 'Close',
  PARTIAL_CLOSE: 'Partial close',
  ROLL: 'Roll',
  EXPIRE: 'Expiration (closed at 0)',
  ASSIGNMENT: 'Assignment',
  EXERCISE: 'Exercise',
  DUPLICATE: 'Duplicate (already imported)',
  NEEDS_REVIEW: 'Needs review',
};
