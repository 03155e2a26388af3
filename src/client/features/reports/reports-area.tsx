import { Suspense } from 'react';
import type { Role } from '../../../domain/identity/me';
import { Loader } from '../../components/loader';
import { PageTitle } from '../../components/page-title';
import { SectionBoundary } from '../../components/section-boundary';
import { READ_ONLY_VIEW } from '../../messages';
import { ReportsTabBar } from './reports-tab-bar';
import { SampleDataBanner } from './sample-data-banner';
import { ReadOnlyLine, READ_ONLY_LINE_ID, ReportsAccess, useCanWrite } from './shared/reports-access';
import { REPORTS_PANELS } from './reports-panels';
import { REPORTS_TABS, type ReportsTabSlug } from './reports-tabs';

function Panel({ tab }: { tab: ReportsTabSlug }) {
  const { Page } = REPORTS_PANELS[tab];
  return <Page />;
}

/**
 * The protected Reports area: heading, tab bar and the chosen tab's panel. For a viewer who may not
 * write (the auditor) every tab says so under the tab bar, and no tab offers a control that changes
 * the books (shared/reports-access.tsx).
 */
export function ReportsArea({ tab, role }: { tab: ReportsTabSlug; role: Role | null }) {
  return (
    <ReportsAccess role={role}>
      <ReportsPage tab={tab} />
    </ReportsAccess>
  );
}

function ReportsPage({ tab }: { tab: ReportsTabSlug }) {
  const label = REPORTS_TABS.find((entry) => entry.slug === tab)?.label;
  const canWrite = useCanWrite();
  return (
    <section
      className="page container"
      aria-labelledby="reports-heading"
      aria-describedby={canWrite ? undefined : READ_ONLY_LINE_ID}
    >
      <PageTitle title={label ? `${label} · Reports` : 'Reports'} />
      <h1 id="reports-heading">Reports</h1>
      <SampleDataBanner />
      <ReportsTabBar current={tab} />
      <ReadOnlyLine text={READ_ONLY_VIEW} />
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
