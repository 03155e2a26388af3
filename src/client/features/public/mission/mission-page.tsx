import { PageTitle } from '../../../components/page-title';

/** Placeholder: the strategy chart and the important notice come in a later change. */
export function MissionPage() {
  return (
    <section className="page container" aria-labelledby="mission-heading">
      <PageTitle title="Our Mission" />
      <h1 id="mission-heading">Our Mission</h1>
      <p className="page__lead">What the fund invests in, and why.</p>
    </section>
  );
}
