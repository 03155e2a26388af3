import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { feeTermsBodySchema, type FeeTermsAnswer } from '../../../../domain/fees/schemas';
import { checked } from '../../../components/form/first-issue';
import { FormMessage } from '../../../components/form/form-message';
import { failureMessage } from '../../../components/form/message';
import { useForm } from '../../../components/form/use-form';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { Loader } from '../../../components/loader';
import { Notice } from '../../../components/notice';
import { feeTermsQuery, useSaveFeeTerms } from './api/fees-api';
import { failedTo, FEES_TEXT, paysTerms } from './fees-texts';
import { useCanWrite } from '../shared/reports-access';

import { TermsFields, type TermsValues } from './terms-fields';

function TermsForm({ terms }: { terms: FeeTermsAnswer }) {
  const form = useForm<TermsValues>('fee-terms-', {
    managementFeePercent: String(terms.managementFeePercent),
    performanceFeePercent: String(terms.performanceFeePercent),
    crystallization: terms.crystallization,
  });
  const save = useMutationNotice(useSaveFeeTerms(), {
    success: () => ({ tone: 'success', text: FEES_TEXT.termsSaved }),
    failure: (error) => failureMessage(error, failedTo(FEES_TEXT.termsFailed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.setMessage(null);
    const body = form.accept(checked(feeTermsBodySchema, form.values));
    if (body) save.run(body);
  };
  return (
    <form noValidate onSubmit={submit}>
      <TermsFields form={form} />
      <FormMessage id={form.errorId} message={form.message ?? save.message} />
      <button type="submit" className="button button--primary" disabled={save.pending}>
        {FEES_TEXT.saveTerms}
      </button>
    </form>
  );
}

/** The fund's terms: management and performance fee, and when the performance fee is charged. */
export function FeeTermsCard() {
  const terms = useQuery(feeTermsQuery());
  const canWrite = useCanWrite();
  return (
    <section className="card admin-card" aria-labelledby="fee-terms-heading">
      <h3 id="fee-terms-heading">{FEES_TEXT.termsHeading}</h3>
      {terms.isPending ? <Loader label="Loading fee terms" /> : null}
      {terms.error ? (
        <Notice
          tone="error"
          title={FEES_TEXT.loadFailed}
          actions={
            <button type="button" className="button button--secondary" onClick={() => void terms.refetch()}>
              {FEES_TEXT.retry}
            </button>
          }
        />
      ) : null}
      {terms.data && canWrite ? <TermsForm terms={terms.data} /> : null}
      {terms.data && !canWrite ? (
        <p>
          {paysTerms(
            terms.data.managementFeePercent,
            terms.data.performanceFeePercent,
            terms.data.crystallization,
          )}
        </p>
      ) : null}
    </section>
  );
}
