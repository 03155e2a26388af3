/* docs/requirements.md#const-investors: the investor tools' constants. */

/** Shares issued = amount / NAV, rounded to this many significant digits (halves away from zero). */
export const SHARE_SIGNIFICANT_DIGITS = 6;
/** NAV per unit is kept to this many decimals, the step of the NAV inputs. */
export const NAV_DECIMALS = 6;

/** Input steps: NAV and shares, money. */
export const NAV_INPUT_STEP = '0.000001';
export const SHARES_INPUT_STEP = '0.000001';
export const MONEY_INPUT_STEP = '0.01';
/** Money and share amounts are shown with three decimals (formatMoney3). */
export const DISPLAY_DECIMALS = 3;

/** How many investors the Recent Investors table shows. */
export const RECENT_INVESTORS_COUNT = 5;

/** Fallback defaults: the NAV calculator's blanks and the calculators' starting values. */
export const DEFAULT_ACCOUNT_VALUE = 249283.45;
export const DEFAULT_OUTSTANDING_UNITS = 1580.37432;
export const DEFAULT_NAV = 157.736681;
export const DEFAULT_INVESTMENT_AMOUNT = 50000;
/** Current NAV when none can be read: the performance card's and the metrics page's. */
export const FALLBACK_CURRENT_NAV_PERFORMANCE = 176.4;
export const FALLBACK_CURRENT_NAV_METRICS = 173.84;
export const FALLBACK_OUTSTANDING_SHARES = 548022.45;

/** Growth projections (docs/requirements.md#inv-projections): annual rates in % and horizons in years. */
export const GROWTH_RATES_PERCENT = [5, 10, 15, 20, 25, 28, 30, 35, 40] as const;
export const DEFAULT_GROWTH_RATE_PERCENT = 25;
export const GROWTH_HORIZONS_YEARS = [5, 10, 15, 20, 25, 30] as const;
export const DEFAULT_GROWTH_HORIZON_YEARS = 10;
/** The example recurring contribution of docs/requirements.md#inv-projections: 4,200 a quarter. */
export const EXAMPLE_QUARTERLY_CONTRIBUTION = 4200;

/** Investment record types; a redemption is stored with a negative amount and negative shares. */
export const INVESTMENT_TYPES = ['Initial Investment', 'Additional Investment', 'Redemption'] as const;
export type InvestmentType = (typeof INVESTMENT_TYPES)[number];
