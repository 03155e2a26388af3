/**
 * The texts the journal's API answers with (docs/requirements.md#err-journal), shown by the Analytics
 * view as they are.
 */
export const JOURNAL_MESSAGES = {
  fromInvalid: 'Please enter the from date as YYYY-MM-DD',
  toInvalid: 'Please enter the to date as YYYY-MM-DD',
  fromAfterTo: 'The from date must be on or before the to date',
  formatInvalid: "format must be 'json' or 'csv'",
} as const;
