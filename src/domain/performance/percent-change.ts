import Decimal from 'decimal.js';
import { decimalToNumber, roundHalfUp } from '../rounding';

/** Every performance percentage (returns, changes, differences) is kept to this many decimals. */
export const PERCENT_DECIMALS = 3;

/** Percent change from `from` to `to`, computed exactly with decimal.js and rounded half up. */
export function exactPercentChange(from: number, to: number): number {
  if (from === 0) return 0;
  return decimalToNumber(new Decimal(to).minus(from).div(from).times(100), PERCENT_DECIMALS);
}

/**
 * Same result as `exactPercentChange` (decimal.js, ROUND_HALF_UP), at float speed: a float quotient
 * can differ from the exact one only in its last bits, which changes the rounded result only next to a
 * tie, so exactly those cases are recomputed with decimal.js. A decimal.js division costs about 4 µs,
 * which over a ten-year sheet's rows, months and years would alone exceed the 5 ms budget.
 */
export function percentChange(from: number, to: number): number {
  if (from === 0) return 0;
  const raw = ((to - from) / from) * 100;
  const scaled = Math.abs(raw) * 10 ** PERCENT_DECIMALS;
  const fraction = scaled - Math.floor(scaled);
  if (scaled >= 1e9 || Math.abs(fraction - 0.5) < 1e-6) return exactPercentChange(from, to);
  return roundHalfUp(raw, PERCENT_DECIMALS);
}

/** Difference of two percentages already held to `PERCENT_DECIMALS`, without float residue. */
export function percentDifference(a: number, b: number): number {
  return roundHalfUp(a - b, PERCENT_DECIMALS);
}
