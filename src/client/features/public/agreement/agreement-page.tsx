import { PageTitle } from '../../../components/page-title';

export function AgreementPage() {
  return (
    <section className="page container page--narrow" aria-labelledby="agreement-heading">
      <PageTitle title="Operating Agreement" />
      <h1 id="agreement-heading">Operating Agreement</h1>
      <p className="page__lead">
        The Operating Agreement is shared with any new members. Membership is invite-only at this time.
      </p>
    </section>
  );
}
