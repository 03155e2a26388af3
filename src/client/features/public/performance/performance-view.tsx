import { lazy, useMemo } from 'react';
import { Notice } from '../../../components/notice';
import { SegmentedControl } from '../../../components/segmented-control';
import { TIMEFRAME_LABELS, TIMEFRAMES } from '../../../../domain/performance/timeframes';
import { DISPLAY_MODES, viewSeriesEnds, type DisplayMode } from '../../../../domain/performance/view-series';
import type { PerformanceResponse } from '../../../../domain/public-data/schemas';
import { DISPLAY_MODE_LABELS } from '../../../components/charts/performance-figures';
import { useViewChoice } from '../../../components/charts/use-view-series';
import { PerformanceSummary } from './performance-summary';
import { ReturnsTables } from './returns-tables';
import { ClientOnly } from '../../../ssr/client-only';
import { InView } from '../../../ssr/in-view';

// The chart draws after hydration, to its measured size, once it comes into view; the figures are
// already on screen.
const PerformanceChart = lazy(() =>
  import('./performance-chart').then((m) => ({ default: m.PerformanceChart })),
);

const CHART_PLACEHOLDER = <div className="chart-placeholder" />;

const NO_DATA_FOR_PERIOD = 'No data for this period';

const MODE_HINTS: Readonly<Record<DisplayMode, string>> = {
  normalized: 'Both lines start at 100 on the first day of the period, so their growth compares directly.',
  raw: 'The NAV per unit (left axis) and the S&P 500 proxy price (right axis), in dollars.',
};

/** The performance view of docs/requirements.md#pub-performance, for data known to be usable. */
export function PerformanceView({ data }: { data: PerformanceResponse }) {
  const { timeframe, setTimeframe, mode, setMode, options } = useViewChoice();
  // The summary needs the range's ends only; the chart works out every day when it draws, after
  // hydration, so the page's first render does not (decision 034).
  const summary = useMemo(() => viewSeriesEnds(data.navData, options), [data.navData, options]);

  return (
    <>
      <section className="card" aria-labelledby="comparison-heading">
        <h2 id="comparison-heading">Portfolio vs S&amp;P 500</h2>
        <div className="performance-controls">
          <SegmentedControl
            legend="Time period"
            options={TIMEFRAMES}
            labels={TIMEFRAME_LABELS}
            value={timeframe}
            onChange={setTimeframe}
          />
          <SegmentedControl
            legend="Display"
            options={DISPLAY_MODES}
            labels={DISPLAY_MODE_LABELS}
            value={mode}
            onChange={setMode}
          />
        </div>
        <p className="muted performance-controls__hint">{MODE_HINTS[mode]}</p>
        {summary ? (
          <>
            <PerformanceSummary summary={summary} mode={mode} />
            <figure className="performance-chart">
              <figcaption className="visually-hidden">
                Line chart of the portfolio and the S&amp;P 500 over the selected period; the figures above
                and the tables below give the same results as text.
              </figcaption>
              <ClientOnly fallback={CHART_PLACEHOLDER}>
                <InView fallback={CHART_PLACEHOLDER}>
                  <PerformanceChart navData={data.navData} options={options} />
                </InView>
              </ClientOnly>
            </figure>
          </>
        ) : (
          <Notice>{NO_DATA_FOR_PERIOD}</Notice>
        )}
      </section>
      <ReturnsTables yearlyReturns={data.yearlyReturns} monthlyReturns={data.monthlyReturns} />
    </>
  );
}
