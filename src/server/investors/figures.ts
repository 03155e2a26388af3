import type Decimal from 'decimal.js';
import { parseDecimal } from '../../domain/decimal-input';
import { sharesIssued } from '../../domain/investors/shares';
import { investmentDateProblem, investmentDay } from '../../domain/investors/investment-date';
import { sharesMismatch } from '../../domain/investors/messages';
import { HttpError } from '../http-error';

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

/**
 * The calendar date of an investment date the route's schema accepted (format and range), refused
 * when it lies more than a year after `today` (the fund's wall clock, src/server/fund-clock.ts).
 */
export function investmentDate(value: string, today: string): string {
  const problem = investmentDateProblem(value, today);
  if (problem !== null) throw new HttpError(400, problem);
  return investmentDay(value);
}
