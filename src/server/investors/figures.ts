import type Decimal from 'decimal.js';
import { parseDecimal } from '../../domain/investors/decimal-input';
import { sharesIssued } from '../../domain/investors/shares';
import { sharesMismatch } from '../../domain/investors/messages';
import { HttpError } from '../errors';

/** A figure the route's schema has already accepted, as an exact decimal. */
export function decimalOf(value: number | string, message: string): Decimal {
  const decimal = parseDecimal(value);
  if (decimal === null) throw new HttpError(400, message);
  return decimal;
}

/**
 * The shares for amount at NAV, computed here with decimal arithmetic; a client's figure that is not
 * exactly that is refused rather than stored, so the books never hold shares the NAV does not explain.
 */
export function verifiedShares(amount: Decimal, nav: Decimal, claimed: Decimal): Decimal {
  const expected = sharesIssued(amount, nav);
  if (!claimed.equals(expected))
    throw new HttpError(400, sharesMismatch(expected.toFixed(), claimed.toFixed()));
  return expected;
}

/** The date written in 'YYYY-MM-DD' or in an ISO timestamp ('2025-09-30T23:30:00-04:00' is 30 September). */
export function calendarDate(value: string): string {
  return value.slice(0, 10);
}
