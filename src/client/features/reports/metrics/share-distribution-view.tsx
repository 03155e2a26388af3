import { lazy, Suspense, useState } from 'react';
import type { DistributionRow } from '../../../../domain/investors/share-distribution';
import { SegmentedControl } from '../../../components/segmented-control';
import { CHART_LABELS, CHARTS, type ChartKind } from './chart-kinds';
import { METRICS_TEXT } from './metrics-texts';
import { ShareDistributionTable } from './share-distribution-table';

// Recharts stays in its own chunk, fetched only when someone opens the chart view.
const ShareDistributionChart = lazy(() =>
  import('./share-distribution-chart').then((m) => ({ default: m.ShareDistributionChart })),
);

const VIEWS = ['table', 'chart'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = { table: 'Table View', chart: 'Chart View' };

/** Shares per investor as a table, or as a bar or pie chart. */
export function ShareDistributionView({ rows }: { rows: readonly DistributionRow[] }) {
  const [view, setView] = useState<View>('table');
  const [chart, setChart] = useState<ChartKind>('bar');
  return (
    <section className="card metrics-card" aria-labelledby="distribution-heading">
      <div className="metrics-toolbar">
        <h3 id="distribution-heading">Shares per Investor</h3>
        <div className="metrics-toolbar__controls">
          <SegmentedControl
            legend="View"
            options={VIEWS}
            labels={VIEW_LABELS}
            value={view}
            onChange={setView}
          />
          {view === 'chart' ? (
            <SegmentedControl
              legend="Chart type"
              options={CHARTS}
              labels={CHART_LABELS}
              value={chart}
              onChange={setChart}
            />
          ) : null}
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{METRICS_TEXT.noInvestors}</p>
      ) : view === 'table' ? (
        <ShareDistributionTable rows={rows} />
      ) : (
        <Suspense fallback={<div className="chart-placeholder metrics-chart" />}>
          <ShareDistributionChart rows={rows} kind={chart} />
        </Suspense>
      )}
    </section>
  );
}
