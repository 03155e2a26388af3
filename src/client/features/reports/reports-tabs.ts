/** The Reports area's tabs and how a /reports path maps onto them (docs/requirements.md#rep-routes). */
export const REPORTS_TABS = [
  { slug: 'investor-dashboard', label: 'Investor Dashboard' },
  { slug: 'admin-tools', label: 'Admin Tools' },
  { slug: 'trades', label: 'Trades' },
  { slug: 'metrics', label: 'Metrics' },
  { slug: 'fees', label: 'Fees & Close' },
  { slug: 'taxes', label: 'Taxes' },
  { slug: 'audit-log', label: 'Audit Log' },
] as const;

export type ReportsTabSlug = (typeof REPORTS_TABS)[number]['slug'];

export const DEFAULT_REPORTS_PATH = '/reports/investor-dashboard';

export type ReportsRoute = { kind: 'tab'; tab: ReportsTabSlug } | { kind: 'redirect'; to: string };

function isTabSlug(value: string): value is ReportsTabSlug {
  return REPORTS_TABS.some((tab) => tab.slug === value);
}

/**
 * '/reports' and the retired '/reports/generate' redirect to the dashboard, '/reports/' shows it in
 * place, a known tab shows that tab, and anything else leaves the area like any unknown path.
 */
export function resolveReportsPath(pathname: string): ReportsRoute {
  if (pathname === '/reports') return { kind: 'redirect', to: DEFAULT_REPORTS_PATH };
  if (pathname === '/reports/') return { kind: 'tab', tab: 'investor-dashboard' };
  const slug = pathname.slice('/reports/'.length).replace(/\/$/, '');
  if (slug === 'generate') return { kind: 'redirect', to: DEFAULT_REPORTS_PATH };
  if (isTabSlug(slug)) return { kind: 'tab', tab: slug };
  return { kind: 'redirect', to: '/' };
}
