import { Loader } from '../../../components/loader';
import { Notice } from '../../../components/notice';
import { PageTitle } from '../../../components/page-title';
import { LOAD_FAILED, NO_DATA } from '../../../messages';
import { useNav } from '../../../api/public/get-nav';
import { usePerformance } from '../../../api/public/get-performance';
import { usePortfolio } from '../../../api/public/get-portfolio';
import { AllocationOverview } from './allocation-overview';
import { NavTiles } from './nav-tiles';
import { PositionsSection } from './positions-section';

/** /about/holdings: docs/requirements.md#pub-holdings. */
export function HoldingsPage() {
  const portfolio = usePortfolio({ showVisitorCopy: true });
  const performance = usePerformance();
  const nav = useNav();

  let body;
  if (portfolio.isPending || performance.isPending) {
    body = <Loader label="Loading holdings" />;
  } else if (!portfolio.data || !performance.data) {
    // docs/requirements.md#pub-holdings: the page needs both; each failed section names itself.
    const failures = [
      portfolio.isError ? LOAD_FAILED.holdings : null,
      performance.isError ? LOAD_FAILED.performance : null,
    ].filter((text) => text !== null);
    body = (
      <Notice
        tone="error"
        title={NO_DATA}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              void portfolio.refetch();
              void performance.refetch();
            }}
          >
            Try Again
          </button>
        }
      >
        {failures.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Notice>
    );
  } else {
    body = (
      <>
        <NavTiles nav={nav.data} />
        <AllocationOverview items={portfolio.data.allocation} />
        <PositionsSection portfolio={portfolio.data} />
      </>
    );
  }

  return (
    <section className="page container holdings" aria-labelledby="holdings-heading">
      <PageTitle title="Portfolio Holdings" />
      <h1 id="holdings-heading">Portfolio Holdings</h1>
      <p className="page__lead">What the fund owns and how it is allocated.</p>
      {body}
    </section>
  );
}
