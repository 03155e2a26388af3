import { lazy, Suspense } from 'react';
import { Loader } from '../../components/loader';
import { PageTitle } from '../../components/page-title';
import { SectionBoundary } from '../../components/section-boundary';
import { ReportsTabBar } from './reports-tab-bar';
import { REPORTS_TABS, type ReportsTabSlug } from './reports-tabs';

// One chunk per tab: the trade log and the dashboards grow large and are rarely all opened at once.
const InvestorDashboardPanel = lazy(() =>
  import('./investors/investor-dashboard-panel').then((m) => ({ default: m.InvestorDashboardPanel })),
);
const AdminToolsPanel = lazy(() =>
  import('./admin/admin-tools-panel').then((m) => ({ default: m.AdminToolsPanel })),
);
const TradesPanel = lazy(() => import('./trades/trades-panel').then((m) => ({ default: m.TradesPanel })));
const MetricsPanel = lazy(() => import('./metrics/metrics-panel').then((m) => ({ default: m.MetricsPanel })));
const FeesPanel = lazy(() => import('./fees/fees-panel').then((m) => ({ default: m.FeesPanel })));

function Panel({ tab }: { tab: ReportsTabSlug }) {
  switch (tab) {
    case 'investor-dashboard':
      return <InvestorDashboardPanel />;
    case 'admin-tools':
      return <AdminToolsPanel />;
    case 'trades':
      return <TradesPanel />;
    case 'metrics':
      return <MetricsPanel />;
    case 'fees':
      return <FeesPanel />;
  }
}

/** The protected Reports area: heading, tab bar and the chosen tab's panel. */
export function ReportsArea({ tab }: { tab: ReportsTabSlug }) {
  const label = REPORTS_TABS.find((entry) => entry.slug === tab)?.label;
  return (
    <section className="page container" aria-labelledby="reports-heading">
      <PageTitle title={label ? `${label} · Reports` : 'Reports'} />
      <h1 id="reports-heading">Reports</h1>
      <ReportsTabBar current={tab} />
      <div className="reports-panel">
        <Suspense fallback={<Loader label="Loading section" />}>
          <SectionBoundary>
            <Panel tab={tab} />
          </SectionBoundary>
        </Suspense>
      </div>
    </section>
  );
}
