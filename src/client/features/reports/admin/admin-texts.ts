/** The Admin Tools screen's own words; the required messages live in src/domain/investors/messages.ts. */
export const ADMIN_TEXT = {
  heading: 'Fund Administration Tools',
  loading: 'Loading investor data...',
  sampleTitle: 'Showing sample investors',
  sampleBody:
    'The investor list could not be loaded, so sample investors are shown. Saving is turned off until the list loads.',
  sampleRetry: 'Try loading again',
  savingDisabled: 'Saving is turned off while sample investors are shown.',
  downloadCsv: 'Download CSV',
  downloadFailed: 'Failed to download the investor ledger',
  noInvestors: 'No investors yet. Add the first one with the New Investor Share Calculator.',
} as const;
