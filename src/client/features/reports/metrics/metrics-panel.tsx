import { useEffect } from 'react';
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

/** The Metrics tab: share distribution, the fund's headline figures and the price scenario playground. */
export function MetricsPanel() {
  const investorsQuery = useInvestors();
  const navInput = useNavInput();
  const failure = investorsQuery.data === undefined && investorsQuery.isError ? investorsQuery.error : null;

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

  // No list after a failed first load: fallback outstanding shares stand in (docs/requirements.md#met-cards).
  const investors = investorsQuery.data ?? null;
  const outstanding = metricsOutstandingShares(investors);
  const rows = shareDistributionRows(investors ?? [], navInput.nav);

  return (
    <section className="panel metrics" aria-labelledby="metrics-heading">
      <h2 id="metrics-heading">{METRICS_TEXT.heading}</h2>
      {investors === null ? <Notice tone="error">{METRICS_TEXT.investorsFailed}</Notice> : null}
      <MetricCards investorCount={investors?.length ?? null} outstanding={outstanding} navInput={navInput} />
      <ShareDistributionView rows={rows} />
      <ScenarioPlayground
        investors={investors ?? []}
        outstandingShares={outstanding.shares}
        currentNav={navInput.nav}
      />
    </section>
  );
}
