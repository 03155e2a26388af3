import type { DisplayMode, ViewPoint } from '../../../../domain/performance/view-series';
import { ComparisonTooltip } from '../../../components/charts/comparison-tooltip';
import { formatSeriesValue } from '../../../components/charts/performance-figures';

const LABELS = { portfolio: 'Portfolio', index: 'S&P 500', relative: 'Relative' };

/** The day under the pointer, with the exact values of that day (never the downsampled line's). */
export function PerformanceTooltip({ point, mode }: { point: ViewPoint; mode: DisplayMode }) {
  return (
    <ComparisonTooltip
      point={point}
      labels={LABELS}
      formatValue={(value) => formatSeriesValue(value, mode)}
    />
  );
}
