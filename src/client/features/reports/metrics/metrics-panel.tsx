import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import type { Investor } from '../../../../domain/investors/schemas';
import { readNavInput } from '../../../../domain/investors/scenario-playground';
import {
  metricsOutstandingShares,
  shareDistributionRows,
} from '../../../../domain/investors/share-distribution';
import { Loader } from '../../../components/loader';
import { Notice } from '../../../components/notice';
import { useInvestors } from '../api/get-investors';
import { MetricCards } from './metric-cards';
import { METRICS_TEXT } from './metrics-texts';
import { ScenarioPlayground } from './scenario-playground';
import { ShareDistributionView } from './share-distribution-view';
import { useNavInput } from './use-nav-input';

const NO_INVESTORS: readonly Investor[] = [];
// The share table and the playground list every investor: they stay out of renders that do not change
// their figures (issue 30: every interaction within 200 ms at 4× with 200 investors).
const StillDistribution = memo(ShareDistributionView);
const StillPlayground = memo(ScenarioPlayground);

/** The Metrics tab: share distribution, the fund's headline figures and the price scenario playground. */
export function MetricsPanel() {
  const investorsQuery = useInvestors();
  const navInput = useNavInput();
  const failure = investorsQuery.data === undefined && investorsQuery.isError ? investorsQuery.error : null;
  // The tables follow a typed NAV in a render React may interrupt, after the key has painted.
  const deferredNavText = useDeferredValue(navInput.text);
  const nav = useMemo(() => readNavInput(deferredNavText), [deferredNavText]);
  // No list after a failed first load: fallback outstanding shares stand in (docs/requirements.md#met-cards).
  const investors = investorsQuery.data ?? null;
  const outstanding = useMemo(() => metricsOutstandingShares(investors), [investors]);
  const rows = useMemo(() => shareDistributionRows(investors ?? NO_INVESTORS, nav), [investors, nav]);

  useEffect(() => {
    if (failure) console.warn('Failed to load investors, using the fallback outstanding shares:', failure);
  }, [failure]);

  if (investorsQuery.isPending && investorsQuery.fetchStatus !== 'idle') {
    return (
      <section className="panel" aria-labelledby="metrics-heading">
        <h2 id="metrics-heading">{METRICS_TEXT.heading}</h2>
        <Loader tagline={METRICS_TEXT.loading} label="" />
      </section>
    );
  }

  return (
    <section className="panel metrics" aria-labelledby="metrics-heading">
      <h2 id="metrics-heading">{METRICS_TEXT.heading}</h2>
      {investors === null ? <Notice tone="error">{METRICS_TEXT.investorsFailed}</Notice> : null}
      <MetricCards investorCount={investors?.length ?? null} outstanding={outstanding} navInput={navInput} />
      <StillDistribution rows={rows} />
      <StillPlayground
        investors={investors ?? NO_INVESTORS}
        outstandingShares={outstanding.shares}
        currentNav={nav}
      />
    </section>
  );
}
