import Decimal from 'decimal.js';

// Past this the float product no longer has 1e-6 of fractional precision to spare.
const FAST_PATH_LIMIT = 1e9;
const TIE_TOLERANCE = 1e-6;

/**
 * Rounds half away from zero on the number's shortest decimal form, exactly as
 * `new Decimal(value).toDecimalPlaces(decimals, ROUND_HALF_UP)` does.
 *
 * decimal.js costs about 3 µs a call, too slow for thousands of chart points, so plain float
 * arithmetic decides every case except those within a hair of a tie (1.0005 * 1000 is
 * 1000.4999…), which go to decimal.js.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const fraction = scaled - Math.floor(scaled);
  if (scaled >= FAST_PATH_LIMIT || Math.abs(fraction - 0.5) < TIE_TOLERANCE) {
    return new Decimal(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber() || 0;
  }
  const rounded = Math.round(scaled) / factor;
  // `|| 0` turns -0 into 0 so that JSON and formatting never see a negative zero.
  return (value < 0 ? -rounded : rounded) || 0;
}

/** Rounds a decimal.js value half away from zero and hands it back as a JS number. */
export function decimalToNumber(value: Decimal, decimals: number): number {
  return value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber() || 0;
}
