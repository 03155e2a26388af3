import type { ReactNode } from 'react';
import { formatDate, formatPercent } from '../../../domain/format';
import type { ViewPoint } from '../../../domain/performance/view-series';

export interface ComparisonTooltipProps {
  point: ViewPoint;
  labels: { portfolio: string; index: string; relative: string };
  formatValue: (value: number) => string;
  /** The Relative row's value cell: a word on the gap, where the chart has one. */
  relativeNote?: ReactNode;
}

/**
 * One day of the fund-against-index chart, as the public performance page and the investor dashboard
 * both show it: the two values, their changes since the period's start, and the gap between them.
 */
export function ComparisonTooltip({
  point,
  labels,
  formatValue,
  relativeNote = null,
}: ComparisonTooltipProps) {
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">{formatDate(point.date)}</p>
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
              {labels.portfolio}
            </th>
            <td>{formatValue(point.portfolioValue)}</td>
            <td>{formatPercent(point.portfolioChange)}</td>
          </tr>
          <tr>
            <th scope="row">
              <span className="swatch swatch--line swatch--index" aria-hidden="true" />
              {labels.index}
            </th>
            <td>{formatValue(point.spyValue)}</td>
            <td>{formatPercent(point.spyChange)}</td>
          </tr>
          <tr>
            <th scope="row">{labels.relative}</th>
            <td>{relativeNote}</td>
            <td>{formatPercent(point.relativeDiff)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
