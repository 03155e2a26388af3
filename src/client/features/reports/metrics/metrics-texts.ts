import { formatCurrency } from '../../../../domain/format';
import { FALLBACK_CURRENT_NAV_METRICS } from '../../../../domain/investors/constants';
import type { LedgerGap } from '../../../../domain/investors/scenario-playground';

/** The Metrics screen's own words. */
export const METRICS_TEXT = {
  heading: 'Share Distribution Metrics',
  loading: 'Loading investor data...',
  investorsFailed:
    'The investor list could not be loaded. Outstanding shares use the fallback figure and the distribution is empty.',
  navFallback: `The current NAV could not be read from the sheet; ${FALLBACK_CURRENT_NAV_METRICS} is used. Type the NAV or reload.`,
  navReloadFailed: 'The current NAV could not be reloaded; the last figure read is kept.',
  navInvalid: 'Please enter a valid NAV value',
  noInvestors: 'No investors yet. Add investors on the Admin Tools tab.',
  portfolioFailed: 'Portfolio holdings could not be loaded; the scenario uses cash and borrowing only.',
  noHoldings: 'No holdings with a readable quantity and value.',
  ledgerGap: ({ sheetValue, ledgerValue, gap }: LedgerGap) =>
    `The holdings sheet and the ledger disagree: the holdings sheet values the holdings at ${formatCurrency(sheetValue)}, the ledger's units at the current NAV are worth ${formatCurrency(ledgerValue)}, ${formatCurrency(gap.abs())} ${gap.gt(0) ? 'more' : 'less'} on the sheet.` +
    (gap.lt(0)
      ? ' The holdings sheet lists no cash: type the cash in Cash ($) to start a scenario from the ledger.'
      : ' Scenarios start from the holdings sheet.'),
  noScenario: 'Type a price, cash or borrowing',
  scenarioInvalid: 'Prices, cash and borrowed amount must be numbers of 0 or more.',
} as const;
