import type { TooltipContentProps } from 'recharts';
import { formatPercent } from '../../../../domain/format';
import type { DisplayMode, ViewPoint } from '../../../../domain/performance/view-series';
import { formatDay, formatSeriesValue } from '../../../components/charts/performance-figures';

type PerformanceTooltipProps = TooltipContentProps & { mode: DisplayMode };

/** One day: both values, both changes since the range's start, and the gap between them. */
export function PerformanceTooltip({ active, payload, mode }: PerformanceTooltipProps) {
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
              Portfolio
            </th>
            <td>{formatSeriesValue(point.portfolioValue, mode)}</td>
            <td>{formatPercent(point.portfolioChange)}</td>
          </tr>
          <tr>
            <th scope="row">
              <span className="swatch swatch--line swatch--index" aria-hidden="true" />
              S&amp;P 500
            </th>
            <td>{formatSeriesValue(point.spyValue, mode)}</td>
            <td>{formatPercent(point.spyChange)}</td>
          </tr>
          <tr>
            <th scope="row">Relative</th>
            <td />
            <td>{formatPercent(point.relativeDiff)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
