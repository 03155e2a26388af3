import type Decimal from 'decimal.js';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { performanceSummary } from '../../../../domain/investors/performance-summary';
import { readNavInput } from '../../../../domain/investors/scenario-playground';
import type { Investor } from '../../../../domain/investors/schemas';
import { quarterOf } from '../../../../domain/quarters';
import { useFundClock } from '../../../config/fund-clock';
import { DocumentManager } from './document-manager';
import { GrowthProjections } from './growth-projections';
import { IdentityLinkCard } from './identity-link-card';
import { InvestmentHistory } from './investment-history';
import { InvestorFeesCard } from './investor-fees-card';
import { InvestorPerformanceSummary } from './investor-performance-summary';
import { QuarterlyNavHistory } from './quarterly-nav-history';
import type { DashboardNav } from './use-dashboard-nav';

interface InvestorDetailsProps {
  investor: Investor;
  /** Every investor's shares: the ownership percent's denominator. */
  fundShares: Decimal;
  nav: DashboardNav;
}

// The sections that do not read the current NAV stay out of the renders a typed NAV causes.
const StillInvestmentHistory = memo(InvestmentHistory);
const StillFeesCard = memo(InvestorFeesCard);
const StillDocumentManager = memo(DocumentManager);
const StillIdentityLinkCard = memo(IdentityLinkCard);
const StillNavHistory = memo(QuarterlyNavHistory);
// The projection (its chart and its table) follows the figures, not each key.
const FollowingGrowthProjections = memo(GrowthProjections);

/** The chosen investor's sections (docs/requirements.md#inv-picker), all measured at the one current NAV. */
export function InvestorDetails({ investor, fundShares, nav }: InvestorDetailsProps) {
  // The quarter and year the returns are measured from: the fund's today's, fixed for the visit.
  const clock = useFundClock();
  const [quarter] = useState(() => quarterOf(clock.today()));
  // A typed key paints the input at once; the figures and the projection follow in a render React
  // may interrupt for the next key (decision 035). Deferred as text, so the NAV is compared by value.
  const figuresNavText = useDeferredValue(nav.text);
  const summary = useMemo(() => {
    const currentNav = readNavInput(figuresNavText);
    return currentNav === null ? null : performanceSummary({ investor, currentNav, fundShares, quarter });
  }, [figuresNavText, investor, fundShares, quarter]);

  return (
    <section className="investor-details" aria-labelledby="investor-details-heading">
      <h3 id="investor-details-heading" className="investor-details__name">
        {investor.name}
        <span className="investor-details__email">{investor.email}</span>
      </h3>
      <InvestorPerformanceSummary summary={summary} nav={nav} quarter={quarter} />
      <StillInvestmentHistory investments={investor.investments} />
      <StillFeesCard investor={investor} />
      <StillDocumentManager investorId={investor.id} />
      <StillIdentityLinkCard investorId={investor.id} />
      <StillNavHistory investorId={investor.id} quarter={quarter} />
      <FollowingGrowthProjections investor={investor} currentValue={summary?.currentValue ?? null} />
    </section>
  );
}
