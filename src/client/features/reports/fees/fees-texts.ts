/* The Fees & Close tab's words (docs/requirements.md#fee-screen); the API's own texts live in src/domain/fees and src/domain/periods. */

export const FEES_TEXT = {
  heading: 'Fees and Quarter Close',
  intro:
    'Set the fee terms, charge each quarter its fees, and close quarters so their records stop changing.',
  loading: 'Loading fee data...',
  loadFailed: 'The fee data could not be loaded.',
  retry: 'Try Again',

  termsHeading: 'Fee terms',
  managementLabel: 'Management fee (% a year)',
  performanceLabel: 'Performance fee (% of gains above the high-water mark)',
  crystallizationLabel: 'Performance fee charged',
  quarterly: 'Every quarter',
  annual: 'Once a year, at the end of Q4',
  saveTerms: 'Save fee terms',
  termsSaved: 'Fee terms saved',
  termsFailed: 'Failed to save the fee terms',

  investorTermsHeading: 'Investor fee terms',
  investorLabel: 'Investor',
  chooseInvestor: 'Select an investor',
  fundsTerms: "Leave a field blank to use the fund's terms.",
  fundsCrystallization: "The fund's",
  saveInvestorTerms: 'Save investor terms',
  investorTermsFailed: "Failed to save the investor's fee terms",
  noInvestors: 'No investors yet. Add the first one in Admin Tools.',

  runsHeading: 'Fee runs',
  quarterLabel: 'Quarter',
  noBooksNav: 'The books hold no NAV for this quarter yet: type it.',
  navReasonLabel: 'Reason for this NAV per unit',
  navReasonHint: (tolerance: number) =>
    `The NAV typed is more than ${tolerance}% away from the books'. Say why; the reason is kept in the audit log.`,
  reasonNeeded: 'Please give the reason for charging fees at this NAV per unit',
  closeNeedsConfirm: (quarter: string) =>
    `${quarter} has no fee run while fee terms are set: post its run first, or tick "Close without a fee run".`,
  closeQuarterHint: 'Quarters that have ended and are still open can be closed.',
  navLabel: "NAV per unit at the quarter's end ($)",
  preview: 'Preview fees',
  previewing: 'Previewing...',
  previewFailed: 'Failed to preview the fees',
  post: 'Post fee run',
  posting: 'Posting...',
  postFailed: 'Failed to post the fee run',
  postConfirmTitle: (quarter: string) => `Post the ${quarter} fee run?`,
  postedRuns: 'Posted runs',
  noRuns: 'No fee runs yet.',
  reverse: 'Reverse',
  reversing: 'Reversing...',
  reverseConfirmTitle: (quarter: string) => `Reverse the ${quarter} fee run?`,
  reverseConfirm:
    'Every investor gets back the units it took, and the high-water marks go back to where they were.',
  reverseRun: 'Reverse run',
  reverseFailed: 'Failed to reverse the fee run',

  closeHeading: 'Quarter close',
  closeQuarterLabel: 'Quarter to close',
  confirmNoFeesLabel: 'Close without a fee run',
  confirmNoFeesHint: 'Needed only when fee terms are set and the quarter has no fee run.',
  close: 'Close quarter',
  closing: 'Closing...',
  closeConfirmTitle: (quarter: string) => `Close ${quarter}?`,
  closeConfirm:
    "Its records, and those of every quarter before it, stop changing, and each investor's statement for it is stored as it is now. You can reopen it later, giving a reason.",
  closeFailed: 'Failed to close the quarter',
  closedQuarters: 'Closed quarters',
  noClosed: 'No quarter is closed.',
  reopen: 'Reopen',
  reopenTitle: (quarter: string) => `Reopen ${quarter}`,
  reopenDescription:
    'Its records can change again until it is closed again (while no later quarter is closed). The reason is kept in the audit log.',
  reasonLabel: 'Reason',
  reopenSubmit: 'Reopen quarter',
  reopening: 'Reopening...',
  reopenFailed: 'Failed to reopen the quarter',
} as const;

/** 'Fee terms saved for Ann Able'. */
export const investorTermsSaved = (name: string) => `Fee terms saved for ${name}`;
/** 'Posted the Q3 2025 fee run'. */
export const runPosted = (quarter: string) => `Posted the ${quarter} fee run`;
export const runReversed = (quarter: string) => `Reversed the ${quarter} fee run`;
export const periodClosed = (quarter: string) => `Closed ${quarter}`;
export const periodReopened = (quarter: string) => `Reopened ${quarter}`;
/** '2 statements stored'. */
export const statementsStored = (count: number) => `${count} statement${count === 1 ? '' : 's'} stored`;
/** What a post takes, said before it is confirmed. */
export const postConfirmMessage = (units: string, investors: number, total: string) =>
  `This takes ${units} units from ${investors} investor${investors === 1 ? '' : 's'} for fees of ${total}. It can be reversed while it is the latest run and its quarter is open.`;
/** 'Fees for Q3 2025 at a NAV of $110.00'. */
export const previewCaption = (quarter: string, nav: string) => `Fees for ${quarter} at a NAV of ${nav}`;
export const nobodyToCharge = (quarter: string) => `No investor holds units at the end of ${quarter}.`;
/** 'Pays 2% management, 20% performance, every quarter'. */
export const paysTerms = (management: number, performance: number, crystallization: 'quarterly' | 'annual') =>
  `Pays ${management}% management and ${performance}% performance, charged ${crystallization === 'quarterly' ? 'every quarter' : 'at the end of Q4'}.`;

/** A refused or broken call reads the tab's own words, with the server's reason beneath. */
export const failedTo = (text: string) => ({ refused: text, broken: text });
