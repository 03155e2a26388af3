import { useInvestors } from '../api/get-investors';
import { FeeRunsCard } from './fee-runs-card';
import { FeeTermsCard } from './fee-terms-card';
import { FEES_TEXT } from './fees-texts';
import { InvestorTermsCard } from './investor-terms-card';
import { QuarterCloseCard } from './quarter-close-card';

/** The Fees & Close tab: fee terms, investors' own terms, fee runs and the quarter close (docs/requirements.md#fee-screen). */
export function FeesPanel() {
  const investors = useInvestors();
  return (
    <section className="panel fees-panel" aria-labelledby="fees-heading">
      <h2 id="fees-heading">{FEES_TEXT.heading}</h2>
      <p className="muted">{FEES_TEXT.intro}</p>
      <div className="fees-grid">
        <FeeTermsCard />
        <InvestorTermsCard investors={investors} />
        <FeeRunsCard />
        <QuarterCloseCard />
      </div>
    </section>
  );
}
