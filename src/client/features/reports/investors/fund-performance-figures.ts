import { formatCurrency } from '../../../../domain/format';
import type { DisplayMode } from '../../../../domain/performance/view-series';
import { CHART_TEXT } from './dashboard-texts';

/** The Reports chart's own names for the two display modes (docs/requirements.md#inv-fund-chart). */
export const REPORTS_MODE_LABELS: Readonly<Record<DisplayMode, string>> = {
  normalized: 'Normalized (start = $100)',
  raw: 'Actual Price Per Share',
};

/** Both modes are dollars here: normalized starts at $100, actual is the price per share. */
export function formatChartValue(value: number): string {
  return Number.isFinite(value) ? formatCurrency(value) : '';
}

/** Level with the index counts as keeping up with it. */
export function relativeVerdict(relativeDiff: number): string {
  return relativeDiff >= 0 ? CHART_TEXT.outperforming : CHART_TEXT.underperforming;
}
