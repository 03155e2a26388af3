import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { investorFeeTermsBodySchema, type InvestorFeeTermsAnswer } from '../../../../domain/fees/schemas';
import type { Investor } from '../../../../domain/investors/schemas';
import { checked } from '../../../components/form/first-issue';
import { SelectField } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import { failureMessage } from '../../../components/form/message';
import { useForm } from '../../../components/form/use-form';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { ListBlock, type ListQuery } from '../../../components/list-block';
import { Loader } from '../../../components/loader';
import { investorTermsQuery, useSaveInvestorTerms } from './api/fees-api';
import { failedTo, FEES_TEXT, investorTermsSaved, paysTerms } from './fees-texts';
import { TermsFields, type TermsValues } from './terms-fields';
import { useCanWrite } from '../shared/reports-access';

/** A blank field is the fund's: sent as null. */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function OwnTermsForm({ investor, terms }: { investor: Investor; terms: InvestorFeeTermsAnswer }) {
  const form = useForm<TermsValues>(`investor-terms-${investor.id}-`, {
    managementFeePercent: terms.managementFeePercent === null ? '' : String(terms.managementFeePercent),
    performanceFeePercent: terms.performanceFeePercent === null ? '' : String(terms.performanceFeePercent),
    crystallization: terms.crystallization ?? '',
  });
  const save = useMutationNotice(useSaveInvestorTerms(), {
    success: () => ({ tone: 'success', text: investorTermsSaved(investor.name) }),
    failure: (error) => failureMessage(error, failedTo(FEES_TEXT.investorTermsFailed)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.setMessage(null);
    const body = form.accept(
      checked(investorFeeTermsBodySchema, {
        managementFeePercent: orNull(form.values.managementFeePercent),
        performanceFeePercent: orNull(form.values.performanceFeePercent),
        crystallization: orNull(form.values.crystallization),
      }),
    );
    if (body) save.run({ investorId: investor.id, body });
  };
  const { effective } = terms;
  return (
    <form noValidate onSubmit={submit}>
      <p className="field__hint">{FEES_TEXT.fundsTerms}</p>
      <TermsFields form={form} fundChoice />
      <p className="muted" role="status">
        {paysTerms(
          effective.managementFeePercent,
          effective.performanceFeePercent,
          effective.crystallization,
        )}
      </p>
      <FormMessage id={form.errorId} message={form.message ?? save.message} />
      <button type="submit" className="button button--primary" disabled={save.pending}>
        {FEES_TEXT.saveInvestorTerms}
      </button>
    </form>
  );
}

function OwnTerms({ investor }: { investor: Investor }) {
  const terms = useQuery(investorTermsQuery(investor.id));
  const canWrite = useCanWrite();
  if (terms.isPending) return <Loader label="Loading the investor's terms" />;
  if (terms.error) return <p role="alert">{FEES_TEXT.loadFailed}</p>;
  if (!canWrite) {
    const { effective } = terms.data;
    return (
      <p role="status">
        {paysTerms(
          effective.managementFeePercent,
          effective.performanceFeePercent,
          effective.crystallization,
        )}
      </p>
    );
  }
  return <OwnTermsForm investor={investor} terms={terms.data} />;
}

/** The investor chosen in the list, and their own terms. */
function InvestorTermsChooser({ investors }: { investors: readonly Investor[] }) {
  const [chosen, setChosen] = useState('');
  const investor = investors.find((candidate) => String(candidate.id) === chosen);
  return (
    <>
      <SelectField
        id="investor-terms-investor"
        label={FEES_TEXT.investorLabel}
        value={chosen}
        onChange={setChosen}
        options={[
          ['', FEES_TEXT.chooseInvestor],
          ...investors.map((each) => [String(each.id), `${each.name} (${each.email})`] as const),
        ]}
      />
      {investor ? <OwnTerms key={investor.id} investor={investor} /> : null}
    </>
  );
}

/** An investor's own terms (a founders' class without fees, say); a blank field is the fund's. */
export function InvestorTermsCard({ investors }: { investors: ListQuery & { data?: Investor[] } }) {
  return (
    <section className="card admin-card" aria-labelledby="investor-terms-heading">
      <h3 id="investor-terms-heading">{FEES_TEXT.investorTermsHeading}</h3>
      <ListBlock
        query={investors}
        rows={investors.data ?? []}
        loadingLabel="Loading investors"
        failedTitle={FEES_TEXT.loadFailed}
        emptyText={FEES_TEXT.noInvestors}
      >
        {(rows) => <InvestorTermsChooser investors={rows} />}
      </ListBlock>
    </section>
  );
}
