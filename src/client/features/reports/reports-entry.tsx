import { Navigate, useLocation } from 'react-router';
import { ReportsGate } from './reports-gate';
import { resolveReportsPath } from './reports-tabs';

/** Settles redirects before the gate, so a login started here comes back to the real tab's address. */
export function ReportsEntry() {
  const { pathname } = useLocation();
  const route = resolveReportsPath(pathname);
  if (route.kind === 'redirect') return <Navigate to={route.to} replace />;
  return <ReportsGate tab={route.tab} />;
}
