import type { TooltipContentProps } from 'recharts';
import type { ViewPoint } from '../../../../domain/performance/view-series';
import { ComparisonTooltip } from '../../../components/charts/comparison-tooltip';
import { CHART_TEXT } from './dashboard-texts';
import { formatChartValue, relativeVerdict } from './fund-performance-figures';

const LABELS = { portfolio: CHART_TEXT.portfolio, index: CHART_TEXT.index, relative: CHART_TEXT.relative };

/** The dashboard's day under the pointer, with a word on how the fund did against the index. */
export function FundPerformanceTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as ViewPoint | undefined;
  if (!active || !point) return null;
  return (
    <ComparisonTooltip
      point={point}
      labels={LABELS}
      formatValue={formatChartValue}
      relativeNote={relativeVerdict(point.relativeDiff)}
    />
  );
}
