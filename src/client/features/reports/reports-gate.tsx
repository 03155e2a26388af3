import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { SignInNotices } from '../../auth/sign-in-notices';
import { useAccess } from '../../auth/use-access';
import { Loader } from '../../components/loader';
import { Notice } from '../../components/notice';
import { PageTitle } from '../../components/page-title';
import { SectionBoundary } from '../../components/section-boundary';
import { readsReports } from '../../../domain/identity/roles';
import type { Role } from '../../../domain/identity/me';
import { lazyPage } from '../../ssr/lazy-page';
import { GATE } from '../../messages';
import type { ReportsTabSlug } from './reports-tabs';

// Visitors who may not enter never download the Reports code.
const reportsArea = lazyPage<{ tab: ReportsTabSlug; role: Role | null }>(() =>
  import('./reports-area').then((module) => module.ReportsArea),
);
const ReportsArea = reportsArea.Page;

/**
 * Only the administrator and the auditor get past (docs/requirements.md#auth-gate), as the server
 * decides it (GET /api/me), the same decision that guards every Reports route; the auditor's view is
 * read-only (ReportsArea).
 */
export function ReportsGate({ tab }: { tab: ReportsTabSlug }) {
  const access = useAccess();
  const role = access.user?.role ?? null;
  const letIn = access.status === 'signedIn' && readsReports(role);
  const ready = useEarlyStart(letIn, tab);

  if (letIn) {
    // Until the area's and the tab's code are in, the gate's own loader: nothing suspends, so React
    // does not hold the content back after a fallback (ssr/lazy-page.tsx).
    if (!ready) return <Loader label="Loading reports" />;
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

/** On the first let-in, the tab's code and data start beside the area's code; true once the code is in. */
function useEarlyStart(letIn: boolean, tab: ReportsTabSlug): boolean {
  const client = useQueryClient();
  const { search } = useLocation();
  const [ready, setReady] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!letIn || started.current) return;
    started.current = true;
    // Its own chunk: the public pages, which share the gate's, carry none of this (decision 028).
    void import('./reports-preload')
      .then((module) => module.preloadReportsTab(reportsArea.preload, tab, client, search))
      .catch(() => undefined)
      .then(() => setReady(true));
  }, [letIn, tab, client, search]);
  return ready;
}
