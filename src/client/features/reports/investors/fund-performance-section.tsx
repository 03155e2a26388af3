import { lazy, Suspense } from 'react';
import { formatDate, formatPercent } from '../../../../domain/format';
import { TIMEFRAME_LABELS, TIMEFRAMES } from '../../../../domain/performance/timeframes';
import { DISPLAY_MODES, type ViewPoint } from '../../../../domain/performance/view-series';
import { useViewSeries } from '../../../components/charts/use-view-series';
import { Loader } from '../../../components/loader';
import { Notice } from '../../../components/notice';
import { SegmentedControl } from '../../../components/segmented-control';
import { LOAD_FAILED } from '../../../messages';
import { usePerformance } from '../../../api/public/get-performance';
import { CHART_TEXT } from './dashboard-texts';
import { formatChartValue, relativeVerdict, REPORTS_MODE_LABELS } from './fund-performance-figures';

// Recharts loads after the figures, which are already on screen.
const FundPerformanceChart = lazy(() =>
  import('./fund-performance-chart').then((m) => ({ default: m.FundPerformanceChart })),
);

function SummaryCards({ start, end }: { start: ViewPoint; end: ViewPoint }) {
  return (
    <div className="fund-summary">
      <h4 className="dashboard-subheading">{CHART_TEXT.summaryHeading}</h4>
      <p className="muted fund-summary__range">
        {formatDate(start.date)} to {formatDate(end.date)}
      </p>
      <dl className="stat-tiles stat-tiles--three">
        <div className="stat-tile">
          <dt className="stat-tile__label">{CHART_TEXT.portfolio}</dt>
          <dd className="stat-tile__value" data-testid="fund-portfolio-change">
            {formatPercent(end.portfolioChange)}
          </dd>
          <dd className="stat-tile__detail">
            {formatChartValue(start.portfolioValue)} to {formatChartValue(end.portfolioValue)}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">{CHART_TEXT.index}</dt>
          <dd className="stat-tile__value" data-testid="fund-index-change">
            {formatPercent(end.spyChange)}
          </dd>
          <dd className="stat-tile__detail">
            {formatChartValue(start.spyValue)} to {formatChartValue(end.spyValue)}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">{CHART_TEXT.relative}</dt>
          <dd className="stat-tile__value" data-testid="fund-relative-change">
            {formatPercent(end.relativeDiff)}
          </dd>
          <dd className="stat-tile__detail">{relativeVerdict(end.relativeDiff)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The fund against the S&P 500 (docs/requirements.md#inv-fund-chart), atop the Investor Dashboard. */
export function FundPerformanceSection() {
  const performance = usePerformance();
  const { timeframe, setTimeframe, mode, setMode, points } = useViewSeries(performance.data?.navData);
  const start = points[0];
  const end = points[points.length - 1];

  let body;
  if (performance.isPending) {
    body = <Loader label="Loading performance" />;
  } else if (
    !performance.data ||
    performance.data.error !== undefined ||
    performance.data.navData.length === 0
  ) {
    body = (
      <Notice
        tone="error"
        title={LOAD_FAILED.performance}
        actions={
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void performance.refetch()}
          >
            Try Again
          </button>
        }
      >
        {performance.data?.error ? <p>{performance.data.error}</p> : null}
      </Notice>
    );
  } else {
    body = (
      <>
        <div className="performance-controls">
          <SegmentedControl
            legend={CHART_TEXT.modeLegend}
            options={DISPLAY_MODES}
            labels={REPORTS_MODE_LABELS}
            value={mode}
            onChange={setMode}
          />
          <SegmentedControl
            legend={CHART_TEXT.periodLegend}
            options={TIMEFRAMES}
            labels={TIMEFRAME_LABELS}
            value={timeframe}
            onChange={setTimeframe}
          />
        </div>
        {start && end ? (
          <>
            <figure className="fund-chart">
              <figcaption className="visually-hidden">
                Line chart of the portfolio and the S&amp;P 500 over the selected period; the Performance
                Summary below gives the same results as text.
              </figcaption>
              <Suspense fallback={<div className="chart-placeholder" />}>
                <FundPerformanceChart points={points} mode={mode} />
              </Suspense>
            </figure>
            <SummaryCards start={start} end={end} />
          </>
        ) : (
          <Notice>{CHART_TEXT.noData}</Notice>
        )}
      </>
    );
  }

  return (
    <section className="card dashboard-card" aria-labelledby="fund-performance-heading">
      <h3 id="fund-performance-heading">{CHART_TEXT.heading}</h3>
      {body}
    </section>
  );
}
