import type { DisplayMode, ViewPoint } from '../../../../domain/performance/view-series';
import { PerformanceLineChart } from '../../../components/charts/performance-line-chart';
import { CHART_TEXT } from './dashboard-texts';
import { FundPerformanceTooltip } from './fund-performance-tooltip';

interface FundPerformanceChartProps {
  points: readonly ViewPoint[];
  mode: DisplayMode;
}

/** The fund against the S&P 500, axes padded by axisDomain (5 %, at least 1 normalized or 0.5 actual). */
export function FundPerformanceChart({ points, mode }: FundPerformanceChartProps) {
  return (
    <PerformanceLineChart
      points={points}
      mode={mode}
      labels={{ portfolio: CHART_TEXT.portfolio, index: CHART_TEXT.index }}
      tooltip={(props) => <FundPerformanceTooltip {...props} />}
    />
  );
}
