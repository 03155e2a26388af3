import { roundHalfUp } from '../rounding';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A slice's share of the portfolio: '7.11%'. Unlike a change (formatPercent) a share is never
 * negative, so it carries no sign.
 */
export function formatShare(percentage: number): string {
  if (!Number.isFinite(percentage)) return '';
  return `${twoDecimals.format(roundHalfUp(percentage, 2))}%`;
}
