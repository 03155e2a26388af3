import Decimal from 'decimal.js';

/*
 * decimal.js rounds every quotient to 20 significant digits, half up. Rounding that again (to 6
 * significant digits for shares, to 6 decimals for a NAV) can round twice the wrong way: a quotient of
 * 1.234564999999999999999|7 becomes 1.2345650000000000000 and then 1.23457, one unit too many.
 * A quotient truncated to enough digits can never cross a halfway point that the exact quotient has not
 * crossed, so rounding the truncated quotient half up gives the exact quotient's rounding. 64 digits
 * cover any halfway point up to 57 digits before the decimal point, far beyond any amount the fund has.
 */
const Truncating = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_DOWN });

/** a / b truncated towards zero to 64 significant digits: the input for one final rounding. */
export function truncatedQuotient(dividend: Decimal.Value, divisor: Decimal.Value): Decimal {
  return new Decimal(new Truncating(dividend).div(divisor));
}
