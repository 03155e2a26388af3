import Decimal from 'decimal.js';
import { DEFAULT_ACCOUNT_VALUE, DEFAULT_OUTSTANDING_UNITS, NAV_DECIMALS } from './constants';
import { isBlank, parseDecimal } from '../decimal-input';
import { truncatedQuotient } from './exact-division';
import { BOTH_FIELDS_INVALID } from './messages';

export interface NavCalculatorInput {
  /** The fund's account value, as typed; blank means the default 249283.45. */
  accountValue?: unknown;
  /** Outstanding units, as typed; blank means the default 1580.37432. */
  outstandingUnits?: unknown;
}

export type NavCalculation =
  { ok: true; accountValue: Decimal; outstandingUnits: Decimal; nav: Decimal } | { ok: false; error: string };

/**
 * NAV per unit = account value / outstanding units, kept to 6 decimals (the NAV inputs' step) with
 * halves away from zero. Blank fields fall back to the defaults; anything else that is not a number,
 * or zero units, gives 'Please enter valid numbers for both fields'.
 */
export function calculateNav({ accountValue, outstandingUnits }: NavCalculatorInput): NavCalculation {
  const account = isBlank(accountValue) ? new Decimal(DEFAULT_ACCOUNT_VALUE) : parseDecimal(accountValue);
  const units = isBlank(outstandingUnits)
    ? new Decimal(DEFAULT_OUTSTANDING_UNITS)
    : parseDecimal(outstandingUnits);
  if (account === null || units === null || units.isZero()) return { ok: false, error: BOTH_FIELDS_INVALID };
  const nav = truncatedQuotient(account, units).toDecimalPlaces(NAV_DECIMALS, Decimal.ROUND_HALF_UP);
  return { ok: true, accountValue: account, outstandingUnits: units, nav };
}
