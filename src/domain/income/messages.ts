/** Earning Power texts: the four empty states of docs/requirements.md#err-income exactly, then ours. */
export const INCOME_EMPTY = {
  projected: (quarter: string) => `No open theta positions with remaining time found for ${quarter}`,
  realized: (quarter: string) => `No closed theta positions found for ${quarter}`,
  noTickers: (quarter: string) => `No ticker data available for ${quarter}`,
  noHoldings: (quarter: string) => `No open stock or option positions found for ${quarter}`,
} as const;

export const INCOME_MESSAGES = {
  efficiencyInputs: 'Please enter a capital and a weekly premium greater than 0',
  capitalRequired: 'Enter a capital greater than 0 to see the weekly income target',
  annualizedAbove100: (percent: string) =>
    `An annualized return of ${percent} is above 100%: a target this high takes risks most portfolios should not.`,
} as const;
