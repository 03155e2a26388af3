import Decimal from 'decimal.js';

const threeDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** What a return reads while its start NAV is missing. */
export const RETURN_NOT_AVAILABLE = 'Not available';

/**
 * A return on screen, 3 decimals outside the report text, rounded half up (docs/requirements.md#pub-format):
 * '+8.671%', '-1.235%', '+0.000%'. The sign is read after rounding, so -0.0001 never shows as '-0.000%'.
 */
export function formatReturn3(value: Decimal.Value | null): string {
  if (value === null) return RETURN_NOT_AVAILABLE;
  const rounded = new Decimal(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '+';
  return `${sign}${threeDecimals.format(rounded.abs().toNumber())}%`;
}

/** A share of the fund, never negative so without a sign: '24.069%'. */
export function formatOwnership3(value: Decimal.Value): string {
  return `${threeDecimals.format(new Decimal(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toNumber())}%`;
}
