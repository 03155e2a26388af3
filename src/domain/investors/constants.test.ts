import { describe, expect, it } from 'vitest';
import * as constants from './constants';

// docs/requirements.md#const-investors, word for word: a change here is a change of the fund's rules.
describe('investor constants (requirements#const-investors)', () => {
  it.each([
    ['DEFAULT_ACCOUNT_VALUE', 249283.45],
    ['DEFAULT_OUTSTANDING_UNITS', 1580.37432],
    ['DEFAULT_NAV', 157.736681],
    ['DEFAULT_INVESTMENT_AMOUNT', 50000],
    ['FALLBACK_CURRENT_NAV_PERFORMANCE', 176.4],
    ['FALLBACK_CURRENT_NAV_METRICS', 173.84],
    ['FALLBACK_OUTSTANDING_SHARES', 548022.45],
    ['RECENT_INVESTORS_COUNT', 5],
    ['SHARE_SIGNIFICANT_DIGITS', 6],
    ['DISPLAY_DECIMALS', 3],
    ['NAV_INPUT_STEP', '0.000001'],
    ['SHARES_INPUT_STEP', '0.000001'],
    ['MONEY_INPUT_STEP', '0.01'],
    ['GROWTH_RATES_PERCENT', [5, 10, 15, 20, 25, 28, 30, 35, 40]],
    ['DEFAULT_GROWTH_RATE_PERCENT', 25],
    ['GROWTH_HORIZONS_YEARS', [5, 10, 15, 20, 25, 30]],
    ['DEFAULT_GROWTH_HORIZON_YEARS', 10],
    ['EXAMPLE_QUARTERLY_CONTRIBUTION', 4200],
  ])('%s is %j', (name, value) => {
    expect(constants[name as keyof typeof constants]).toEqual(value);
  });
});
