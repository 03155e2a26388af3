import Decimal from 'decimal.js';

/** Weekly amounts are cents. */
export const INCOME_DECIMALS = 2;

/**
 * Splits `total` into `parts` equal weekly amounts that add back to exactly `total`: every part but
 * the last is total / parts cut toward zero to whole cents, and the last takes the remainder. Cutting
 * toward zero (rather than rounding) keeps every part on the total's side of zero, and the last part
 * at most (parts - 1) cents above the others.
 */
export function spreadEqually(total: Decimal.Value, parts: number): Decimal[] {
  if (!Number.isInteger(parts) || parts < 1)
    throw new RangeError(`parts must be a whole number >= 1: ${parts}`);
  const whole = new Decimal(total);
  const share = whole.div(parts).toDecimalPlaces(INCOME_DECIMALS, Decimal.ROUND_DOWN);
  const result: Decimal[] = Array.from({ length: parts - 1 }, () => share);
  result.push(whole.minus(share.times(parts - 1)));
  return result;
}
