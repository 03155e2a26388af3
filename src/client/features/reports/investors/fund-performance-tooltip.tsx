import type { TooltipContentProps } from 'recharts';
import { formatPercent } from '../../../../domain/format';
import type { ViewPoint } from '../../../../domain/performance/view-series';
import { formatDay } from '../../../components/charts/performance-figures';
import { CHART_TEXT } from './dashboard-texts';
import { formatChartValue, relativeVerdict } from './fund-performance-figures';

/** One day: both values and their changes since the period's start, and the gap between them. */
export function FundPerformanceTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as ViewPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">{formatDay(point.date)}</p>
      <table className="chart-tooltip__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Series</span>
            </th>
            <th scope="col">Value</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <span className="swatch swatch--line swatch--portfolio" aria-hidden="true" />
              {CHART_TEXT.portfolio}
            </th>
            <td>{formatChartValue(point.portfolioValue)}</td>
            <td>{formatPercent(point.portfolioChange)}</td>
          </tr>
          <tr>
            <th scope="row">
              <span className="swatch swatch--line swatch--index" aria-hidden="true" />
              {CHART_TEXT.index}
            </th>
            <td>{formatChartValue(point.spyValue)}</td>
            <td>{formatPercent(point.spyChange)}</td>
          </tr>
          <tr>
            <th scope="row">{CHART_TEXT.relative}</th>
            <td>{relativeVerdict(point.relativeDiff)}</td>
            <td>{formatPercent(point.relativeDiff)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
