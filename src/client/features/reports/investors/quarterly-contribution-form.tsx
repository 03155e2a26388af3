import { useId, useState, type FormEvent } from 'react';
import { formatDollars3 } from '../../../../domain/format';
import { MONEY_INPUT_STEP } from '../../../../domain/investors/constants';
import { quarterlyContributionSchema, type Investor } from '../../../../domain/investors/schemas';
import { Field } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import { failureMessage, reasonOr } from '../../../components/form/message';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { useCanWrite } from '../shared/reports-access';
import { useUpdateInvestor } from './api/update-investor';

const SAVE_FAILED = 'Failed to save the quarterly contribution. Please try again.';

/**
 * The investor's optional recurring contribution per quarter, which the projection adds; read-only
 * for a viewer who may not write.
 */
export function QuarterlyContributionForm({ investor }: { investor: Investor }) {
  const ids = useId();
  const canWrite = useCanWrite();
  const saved = investor.quarterlyContribution;
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [error, setError] = useState<string | null>(null);
  const update = useMutationNotice(useUpdateInvestor(), {
    success: (updated) => ({
      tone: 'success',
      text:
        updated.quarterlyContribution === null
          ? 'Quarterly contribution removed'
          : `Quarterly contribution saved: ${formatDollars3(updated.quarterlyContribution)} a quarter`,
    }),
    failure: (failure) => failureMessage(failure, reasonOr(SAVE_FAILED)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.setMessage(null);
    // Blank clears the contribution.
    const parsed = quarterlyContributionSchema.safeParse(text.trim() === '' ? null : text.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.run({ id: investor.id, body: { quarterlyContribution: parsed.data } });
  };

  if (!canWrite)
    return (
      <p className="contribution-form">
        Recurring quarterly contribution: {saved === null ? 'none' : `${formatDollars3(saved)} a quarter`}
      </p>
    );

  return (
    <form className="contribution-form" onSubmit={submit} noValidate>
      <Field
        id={`${ids}-contribution`}
        label="Recurring quarterly contribution ($)"
        hint="Added four times a year to the projection; leave blank for none."
        error={error}
      >
        {(wired) => (
          <div className="contribution-form__row">
            <input
              {...wired}
              type="number"
              inputMode="decimal"
              min="0"
              step={MONEY_INPUT_STEP}
              value={text}
              placeholder="None"
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="button button--secondary" disabled={update.pending}>
              {update.pending ? 'Saving...' : 'Save Contribution'}
            </button>
          </div>
        )}
      </Field>
      <FormMessage className="action-message" message={update.message} />
    </form>
  );
}
