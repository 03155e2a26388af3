import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { fundTotals } from '../../../../domain/investors/investor-totals';
import { ListBlock } from '../../../components/list-block';
import { Notice } from '../../../components/notice';
import { LOAD_FAILED } from '../../../messages';
import { useInvestors } from '../api/get-investors';
import { BatchReports } from './batch-reports';
import { DASHBOARD_TEXT } from './dashboard-texts';
import { FundPerformanceSection } from './fund-performance-section';
import { InvestorDetails } from './investor-details';
import { InvestorPicker } from './investor-picker';
import { INVESTOR_PARAM, parseInvestorParam } from './selected-investor';
import { useDashboardNav } from './use-dashboard-nav';

// The chart and the batch reports do not change with the chosen investor or the typed NAV: they stay
// out of those renders (issue 30: every interaction within 200 ms at 4× with 200 investors).
const StillFundPerformance = memo(FundPerformanceSection);
const StillBatchReports = memo(BatchReports);

/**
 * The Investor Dashboard tab: the fund against the S&P 500, the investor picker and the chosen
 * investor's sections, and the batch end-of-quarter reports. The chosen investor lives in the address
 * (?investor=12), so a reload or a shared link keeps it.
 */
export function InvestorDashboardPanel() {
  const investorsQuery = useInvestors();
  const nav = useDashboardNav();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = parseInvestorParam(searchParams.get(INVESTOR_PARAM));

  // React Router's setter changes with the address; the picker's cards keep one callback, so choosing
  // an investor renders the two cards whose pressed state changed, not all of them.
  const latestSetSearchParams = useRef(setSearchParams);
  useLayoutEffect(() => {
    latestSetSearchParams.current = setSearchParams;
  });
  const select = useCallback(
    (id: number) =>
      latestSetSearchParams.current(
        (params) => {
          const next = new URLSearchParams(params);
          next.set(INVESTOR_PARAM, String(id));
          return next;
        },
        { replace: true },
      ),
    [],
  );

  const investors = investorsQuery.data;
  const selected = investors?.find((investor) => investor.id === selectedId) ?? null;
  // One object while the list is the same: the investor's figures are memoised on it.
  const fundShares = useMemo(() => (investors ? fundTotals(investors).outstandingShares : null), [investors]);

  const investorsBody = (
    <>
      <ListBlock
        query={investorsQuery}
        rows={investors ?? []}
        loadingLabel={DASHBOARD_TEXT.loadingInvestors}
        loadingVisible
        failedTitle={LOAD_FAILED.reports}
        emptyText={DASHBOARD_TEXT.noInvestors}
      >
        {(rows) => <InvestorPicker investors={rows} selectedId={selected?.id ?? null} onSelect={select} />}
      </ListBlock>
      {investors && !selected ? (
        <div className="select-investor">
          {selectedId !== null ? <Notice tone="error">{DASHBOARD_TEXT.investorNotFound}</Notice> : null}
          <p className="select-investor__title">{DASHBOARD_TEXT.selectInvestor}</p>
          <p className="muted">{DASHBOARD_TEXT.selectInvestorHint}</p>
        </div>
      ) : null}
    </>
  );

  return (
    <section className="panel investor-dashboard" aria-labelledby="investor-dashboard-heading">
      <h2 id="investor-dashboard-heading">{DASHBOARD_TEXT.heading}</h2>
      <StillFundPerformance />
      <section className="card dashboard-card" aria-labelledby="investors-heading">
        <h3 id="investors-heading">Investors</h3>
        {investorsBody}
      </section>
      {fundShares && selected ? (
        <InvestorDetails key={selected.id} investor={selected} fundShares={fundShares} nav={nav} />
      ) : null}
      <StillBatchReports investors={investors ?? null} />
    </section>
  );
}
