/**
 * The Investor Dashboard's own words. The required messages live in src/domain (documents, investors and
 * reports messages.ts) and are used from there.
 */
export const DASHBOARD_TEXT = {
  heading: 'Investor Dashboard',
  loadingInvestors: 'Loading investor data...',
  selectInvestor: 'Select an Investor',
  selectInvestorHint: 'Choose an investor to see their performance, history, documents and projections.',
  noInvestors: 'No investors yet. Add the first one in Admin Tools.',
  investorNotFound: 'That investor was not found. Please choose one from the list.',
} as const;

export const CHART_TEXT = {
  heading: 'Portfolio Performance Comparison',
  modeLegend: 'Display',
  periodLegend: 'Time period',
  summaryHeading: 'Performance Summary',
  noData: 'No data available for selected time range',
  portfolio: 'Portfolio',
  index: 'S&P 500',
  relative: 'Relative Performance',
  outperforming: 'Outperforming',
  underperforming: 'Underperforming',
} as const;

export const NAV_TEXT = {
  currentNavLabel: 'Current NAV ($)',
  fromSheet: 'From the current NAV sheet.',
  typedByHand: 'Typed by hand.',
  fallback:
    'The current NAV sheet could not be read; the fallback NAV of 176.4 is used. Type a NAV to replace it.',
  useSheet: 'Use sheet NAV',
} as const;
