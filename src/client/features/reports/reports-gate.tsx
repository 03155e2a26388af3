import { lazy, Suspense } from 'react';
import { SignInNotices } from '../../auth/sign-in-notices';
import { useAccess } from '../../auth/use-access';
import { Loader } from '../../components/loader';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import { SectionBoundary } from '../../components/section-boundary';
import { readsReports } from '../../../domain/identity/roles';
import { GATE } from '../../messages';
import type { ReportsTabSlug } from './reports-tabs';

// Visitors who may not enter never download the Reports code.
const ReportsArea = lazy(() => import('./reports-area').then((module) => ({ default: module.ReportsArea })));

/**
 * Only the administrator and the auditor get past (docs/requirements.md#auth-gate), as the server
 * decides it (GET /api/me), the same decision that guards every Reports route; the auditor's view is
 * read-only (ReportsArea).
 */
export function ReportsGate({ tab }: { tab: ReportsTabSlug }) {
  const access = useAccess();
  const role = access.user?.role ?? null;

  if (access.status === 'signedIn' && readsReports(role)) {
    return (
      <Suspense fallback={<Loader label="Loading reports" />}>
        <SectionBoundary>
          <ReportsArea tab={tab} role={role} />
        </SectionBoundary>
      </Suspense>
    );
  }

  return (
    <section className="page container page--narrow" aria-labelledby="reports-gate-heading">
      <PageTitle title="Reports" />
      <h1 id="reports-gate-heading">Reports</h1>
      <SignInNotices access={access} signedOutText={GATE.signedOut} />
      {access.status === 'signedIn' && role !== null && !readsReports(role) ? (
        <Notice tone="error">{GATE.denied}</Notice>
      ) : null}
      {access.status === 'signedIn' && access.problem !== undefined ? (
        <Notice tone="error">{access.problem}</Notice>
      ) : null}
    </section>
  );
}
