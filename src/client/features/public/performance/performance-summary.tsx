import { formatDate, formatPercent } from '../../../../domain/format';
import type { DisplayMode } from '../../../../domain/performance/view-series';
import { formatSeriesValue, type RangeSummary } from '../../../components/charts/performance-figures';

/** The chosen range in three figures: the fund's change, the index's change, and the gap between them. */
export function PerformanceSummary({ summary, mode }: { summary: RangeSummary; mode: DisplayMode }) {
  const { start, end } = summary;
  const value = (figure: number) => formatSeriesValue(figure, mode);
  return (
    <div className="performance-summary">
      <p className="performance-summary__range">
        {formatDate(start.date)} to {formatDate(end.date)}
      </p>
      <dl className="stat-tiles stat-tiles--three" aria-label="Change over the selected period">
        <div className="stat-tile">
          <dt className="stat-tile__label">Portfolio</dt>
          <dd className="stat-tile__value">{formatPercent(end.portfolioChange)}</dd>
          <dd className="stat-tile__detail">
            {value(start.portfolioValue)} to {value(end.portfolioValue)}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">S&amp;P 500</dt>
          <dd className="stat-tile__value">{formatPercent(end.spyChange)}</dd>
          <dd className="stat-tile__detail">
            {value(start.spyValue)} to {value(end.spyValue)}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">Relative</dt>
          <dd className="stat-tile__value">{formatPercent(end.relativeDiff)}</dd>
          <dd className="stat-tile__detail">
            {end.relativeDiff >= 0 ? 'Ahead of the index' : 'Behind the index'}
          </dd>
        </div>
      </dl>
    </div>
  );
}
