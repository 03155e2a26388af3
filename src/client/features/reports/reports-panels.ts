import { lazyPage, type LazyPage } from '../../ssr/lazy-page';
import type { ReportsTabSlug } from './reports-tabs';

/**
 * One chunk per tab: the trade log and the dashboards grow large and are rarely all opened at once.
 * Each can be loaded ahead of its first render (reports-preload.ts), and then renders without
 * suspending.
 */
export const REPORTS_PANELS: Readonly<Record<ReportsTabSlug, LazyPage>> = {
  'investor-dashboard': lazyPage(() =>
    import('./investors/investor-dashboard-panel').then((m) => m.InvestorDashboardPanel),
  ),
  'admin-tools': lazyPage(() => import('./admin/admin-tools-panel').then((m) => m.AdminToolsPanel)),
  trades: lazyPage(() => import('./trades/trades-panel').then((m) => m.TradesPanel)),
  metrics: lazyPage(() => import('./metrics/metrics-panel').then((m) => m.MetricsPanel)),
  fees: lazyPage(() => import('./fees/fees-panel').then((m) => m.FeesPanel)),
  taxes: lazyPage(() => import('./taxes/taxes-panel').then((m) => m.TaxesPanel)),
  'audit-log': lazyPage(() => import('./audit/audit-log-panel').then((m) => m.AuditLogPanel)),
};
