import type { DisplayMode, ViewPoint } from '../../../../domain/performance/view-series';
import { PerformanceLineChart } from '../../../components/charts/performance-line-chart';
import { PerformanceTooltip } from './performance-tooltip';

interface PerformanceChartProps {
  points: readonly ViewPoint[];
  mode: DisplayMode;
}

export function PerformanceChart({ points, mode }: PerformanceChartProps) {
  return (
    <PerformanceLineChart
      points={points}
      mode={mode}
      tooltip={(props) => <PerformanceTooltip {...props} mode={mode} />}
    />
  );
}
