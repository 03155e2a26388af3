import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAppConfig } from '../../../config/config-context';
import { FeatureCards } from './feature-cards';
import { QuoteSection } from './quote-section';

export function LandingPage() {
  const { fundName } = useAppConfig();
  return (
    <>
      <PageTitle />
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container">
          <p className="hero__eyebrow">{fundName}</p>
          <h1 id="hero-heading" className="hero__title">
            Own great businesses. Let time and premiums do the work.
          </h1>
          <p className="hero__lead">
            A long-term portfolio of high-quality companies, with an options overlay that earns extra income
            from the market&apos;s natural swings.
          </p>
          <Link to="/about/holdings" className="button button--primary button--large">
            View Our Holdings
          </Link>
        </div>
      </section>

      <FeatureCards />
      <QuoteSection />

      <section className="section" aria-labelledby="learn-more-heading">
        <div className="container cta">
          <h2 id="learn-more-heading" className="section__title">
            Ready to Learn More?
          </h2>
          <p>See what the fund holds, how it has performed and what guides it.</p>
          <div className="cta__actions">
            <Link to="/about/holdings" className="button button--primary">
              View Holdings
            </Link>
            <Link to="/about/performance" className="button button--secondary">
              See Performance
            </Link>
            <Link to="/mission" className="button button--secondary">
              Our Mission
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
