import { PageTitle } from '../../../components/page-title';

/** Placeholder: the portfolio overview (tiles, allocation chart, holdings summary) comes in a later change. */
export function HoldingsPage() {
  return (
    <section className="page container" aria-labelledby="holdings-heading">
      <PageTitle title="Portfolio Holdings" />
      <h1 id="holdings-heading">Portfolio Holdings</h1>
      <p className="page__lead">What the fund owns and how it is allocated.</p>
    </section>
  );
}
