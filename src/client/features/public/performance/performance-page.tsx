import { PageTitle } from '../../../components/page-title';

/** Placeholder: the portfolio-versus-index chart and its controls come in a later change. */
export function PerformancePage() {
  return (
    <section className="page container" aria-labelledby="performance-heading">
      <PageTitle title="Performance" />
      <h1 id="performance-heading">Performance</h1>
      <p className="page__lead">How the fund has done against the S&amp;P 500.</p>
    </section>
  );
}
