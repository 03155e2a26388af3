import Decimal from 'decimal.js';
import { SHARE_SIGNIFICANT_DIGITS } from './constants';
import { truncatedQuotient } from './exact-division';

/** A share count to 6 significant digits, halves away from zero (so -0.5 units round like 0.5). */
export function roundShares(shares: Decimal.Value): Decimal {
  return new Decimal(shares).toSignificantDigits(SHARE_SIGNIFICANT_DIGITS, Decimal.ROUND_HALF_UP);
}

/**
 * Shares issued for an amount at a NAV: amount / NAV to 6 significant digits, halves away from zero.
 * A redemption's negative amount gives negative shares. Throws a RangeError for a zero or non-finite NAV;
 * forms check that first and show their own message.
 */
export function sharesIssued(amount: Decimal.Value, nav: Decimal.Value): Decimal {
  const divisor = new Decimal(nav);
  const dividend = new Decimal(amount);
  if (!divisor.isFinite() || divisor.isZero())
    throw new RangeError(`NAV must be a non-zero number, got ${nav}`);
  if (!dividend.isFinite()) throw new RangeError(`Amount must be a finite number, got ${amount}`);
  // Rounded once, from the truncated quotient: see exact-division.ts.
  return truncatedQuotient(dividend, divisor).toSignificantDigits(
    SHARE_SIGNIFICANT_DIGITS,
    Decimal.ROUND_HALF_UP,
  );
}
