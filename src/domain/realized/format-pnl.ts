import type Decimal from 'decimal.js';
import { formatCurrency, formatPercentUpTo } from '../format';
import { decimalToNumber } from '../rounding';

/** Shown where an average or rate has nothing to divide by. */
export const NO_FIGURE = '—';

/**
 * '+$1,234.50', '-$12.00', '$0.00': a P&L always shows its sign, so colour is never the only cue.
 * One that rounds to zero cents shows no sign.
 */
export function formatPnl(value: Decimal): string {
  const cents = decimalToNumber(value, 2);
  const text = formatCurrency(cents);
  return cents > 0 ? `+${text}` : text;
}

/**
 * '+$75', '-$1.2k', '+$12k': a day's P&L where a phone's calendar column has room for about five
 * characters. Whole dollars below $1,000, thousands with at most one decimal above.
 */
export function formatCompactPnl(value: Decimal): string {
  const dollars = decimalToNumber(value, 0);
  if (dollars === 0) return '$0';
  const sign = dollars > 0 ? '+' : '-';
  const size = Math.abs(dollars);
  if (size < 1000) return `${sign}$${size}`;
  const thousands = decimalToNumber(value.abs().div(1000), size < 10_000 ? 1 : 0);
  return `${sign}$${thousands}k`;
}

export function formatOptionalPnl(value: Decimal | null): string {
  return value === null ? NO_FIGURE : formatPnl(value);
}

/** '66.7%', '100%', '—': the win rate, one decimal at most. */
export function formatRate(percent: Decimal | null): string {
  return formatPercentPlain(percent, 1);
}

/** '1,234.57%', '0.75%', '78%': a percentage without a sign, up to `decimals` decimals; '—' for null. */
export function formatPercentPlain(percent: Decimal | null, decimals = 2): string {
  return percent === null ? NO_FIGURE : formatPercentUpTo(percent, decimals);
}

/** 'gain', 'loss' or 'flat' by the sign of the figure at cent precision. */
export function pnlTone(value: Decimal | null): 'gain' | 'loss' | 'flat' {
  if (value === null) return 'flat';
  const cents = decimalToNumber(value, 2);
  return cents > 0 ? 'gain' : cents < 0 ? 'loss' : 'flat';
}
