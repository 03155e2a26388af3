import { Loader } from '../../../components/loader';
import { Notice } from '../../../components/notice';
import { ADMIN_TEXT } from './admin-texts';
import { BackupsPanel } from './backups-panel';
import { DownloadLedgerButton } from './download-ledger-button';
import { InvestorOverview } from './investor-overview';
import { NavCalculatorPanel } from './nav-calculator-panel';
import { NewInvestorCalculator } from './new-investor-calculator';
import { OutboxPanel } from './outbox-panel';
import { RequestsPanel } from './requests-panel';
import { SharesManagementPanel } from './shares-management-panel';
import { useInvestorList } from './use-investor-list';
import { useCanWrite } from '../shared/reports-access';

/**
 * The Admin Tools tab: investor overview, the investors' requests, NAV calculator, shares management
 * and the new-investor calculator. A viewer who may not write (the auditor) gets the overview, the
 * requests without their buttons and the calculators only.
 */
export function AdminToolsPanel() {
  const list = useInvestorList();
  const canWrite = useCanWrite();
  return (
    <section className="panel admin-tools" aria-labelledby="admin-tools-heading">
      <div className="admin-tools__header">
        <h2 id="admin-tools-heading">{ADMIN_TEXT.heading}</h2>
        {list.status === 'ready' && !list.sample ? <DownloadLedgerButton /> : null}
      </div>
      {list.status === 'loading' ? (
        // The tagline is the announcement; an extra hidden label would read it twice.
        <Loader tagline={ADMIN_TEXT.loading} label="" />
      ) : (
        <>
          {list.sample ? (
            <Notice
              title={ADMIN_TEXT.sampleTitle}
              actions={
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={list.retry}
                  disabled={list.retrying}
                >
                  {ADMIN_TEXT.sampleRetry}
                </button>
              }
            >
              <p>{ADMIN_TEXT.sampleBody}</p>
            </Notice>
          ) : null}
          <div className="admin-grid">
            <InvestorOverview investors={list.investors} />
            <RequestsPanel />
            <NavCalculatorPanel />
            {canWrite ? <SharesManagementPanel investors={list.investors} readOnly={list.sample} /> : null}
            <NewInvestorCalculator readOnly={list.sample} canWrite={canWrite} />
            {/* A backup is the administrator's: it holds every record, and taking one is audited. */}
            {canWrite ? <BackupsPanel /> : null}
            <OutboxPanel canWrite={canWrite} />
          </div>
        </>
      )}
    </section>
  );
}
