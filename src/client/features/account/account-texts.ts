/* The investor portal's screen texts (docs/requirements.md#portal). */
export const ACCOUNT_TEXTS = {
  title: 'My Account',
  loadFailed: 'Your account could not be loaded. Please try again.',
  capital: 'Capital account',
  returns: 'Returns',
  chart: 'Account value over time',
  transactions: 'Transactions',
  fees: 'Fees',
  feesNote:
    'Fees are paid in units at the NAV of the quarter they are charged for; your value and returns above are net of them.',
  noFees: 'No fees charged yet',
  statements: 'Statements',
  documents: 'Documents',
  downloadCsv: 'Download CSV',
  noTransactions: 'No transactions yet',
  noStatements: 'No statements yet',
  noDocuments: 'No documents',
  signIn: 'Please log in to see your account',
} as const;
