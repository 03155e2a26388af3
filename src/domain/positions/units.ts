import Decimal from 'decimal.js';

/*
 * Units, one reading everywhere (docs/requirements.md#tl-units):
 * - Theta and option `premium`, `closeValue` and `costBasis` are dollars per contract for the whole
 *   contract (one contract covers 100 shares, and the 100 is already inside the figure: a premium of
 *   250 on one contract is $250, not $25,000). So no formula here multiplies by 100.
 *   Theta `netPremium` = premium x contracts; option `totalCost` = costBasis x contracts.
 * - Stock `price`, `avgPrice`, `costBasis` and `closeValue` are dollars per share;
 *   `totalCost` = avgPrice x shares.
 * - The 100 shares per contract matter only where shares and contracts meet (contract capacity,
 *   `floor(shares / 100)`, on the Earning Power tab), never in the Trade Log's money.
 */
export const SHARES_PER_CONTRACT = 100;

export const POSITION_TYPES = ['THETA', 'STOCK', 'OPTION'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];

/** Sell to open (short: premium received) or buy to open (long: premium paid). */
export const OPTION_ACTIONS = ['STO', 'BTO'] as const;
export type OptionAction = (typeof OPTION_ACTIONS)[number];

export const OPTION_TYPES = ['C', 'P'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** Long positions gain when the price rises (stock, BTO); short ones when it falls (STO). */
export type Direction = 'long' | 'short';

export function directionOf(type: PositionType, action: string | null | undefined): Direction {
  if (type === 'STOCK') return 'long';
  return action === 'STO' ? 'short' : 'long';
}

/** A figure as the database (string), a form (string or number) or decimal.js hands it over. */
export type Amount = Decimal.Value;
export type MaybeAmount = Amount | null | undefined;

export function isPresent(value: MaybeAmount): value is Amount {
  return value !== null && value !== undefined && value !== '';
}

/** The figure as a Decimal, or null when absent. */
export function decimalOrNull(value: MaybeAmount): Decimal | null {
  return isPresent(value) ? new Decimal(value) : null;
}

export { toNumericText } from '../decimal-input';
