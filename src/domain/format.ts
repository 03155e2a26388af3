import { roundHalfUp } from './rounding';

/** Anything a figure cell may hold; text (including the mask '***') is shown as it is. */
export type Figure = number | string | null | undefined;

// Built once: constructing an Intl.NumberFormat costs far more than using one.
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const threeDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Text, blanks and non-finite numbers: the caller gets back what there is to show, never 'NaN'. */
function passThrough(value: Figure): string | null {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return null;
}

/**
 * A sheet figure with en-US thousands separators ('12,345.5'), up to 6 decimals so share counts and
 * NAVs keep their precision. Columns whose name contains '%' hold percentages and are shown unchanged.
 */
export function formatNumber(value: Figure, fieldName?: string): string {
  const text = passThrough(value);
  if (text !== null) return text;
  if (fieldName?.includes('%')) return String(value);
  return plain.format(roundHalfUp(value as number, 6));
}

/**
 * '+12.35%', '-3.10%', '+0.00%'. The sign is read after rounding, so -0.001 shows '+0.00%' rather
 * than a negative zero.
 */
export function formatPercent(value: Figure): string {
  const text = passThrough(value);
  if (text !== null) return text;
  const rounded = roundHalfUp(value as number, 2);
  return `${rounded < 0 ? '' : '+'}${twoDecimals.format(rounded)}%`;
}

/** '$1,234.50', '-$1,234.50'. */
export function formatCurrency(value: Figure): string {
  const text = passThrough(value);
  if (text !== null) return text;
  const rounded = roundHalfUp(value as number, 2);
  return `${rounded < 0 ? '-' : ''}$${twoDecimals.format(Math.abs(rounded))}`;
}

/** '1,234.568': the Reports area's money and share amounts, always three decimals. */
export function formatMoney3(value: Figure): string {
  const text = passThrough(value);
  if (text !== null) return text;
  return threeDecimals.format(roundHalfUp(value as number, 3));
}
