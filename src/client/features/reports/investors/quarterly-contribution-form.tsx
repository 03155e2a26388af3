import { useId, useState, type FormEvent } from 'react';
import { formatMoney3 } from '../../../../domain/format';
import { MONEY_INPUT_STEP } from '../../../../domain/investors/constants';
import { quarterlyContributionSchema, type Investor } from '../../../../domain/investors/schemas';
import { ActionMessage, type ActionMessageState } from './action-message';
import { useUpdateInvestor } from './api/update-investor';
import { serverReason } from './error-reason';

const SAVE_FAILED = 'Failed to save the quarterly contribution. Please try again.';

/** The investor's optional recurring contribution per quarter, which the projection adds. */
export function QuarterlyContributionForm({ investor }: { investor: Investor }) {
  const ids = useId();
  const update = useUpdateInvestor();
  const saved = investor.quarterlyContribution;
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<ActionMessageState | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    // Blank clears the contribution.
    const parsed = quarterlyContributionSchema.safeParse(text.trim() === '' ? null : text.trim());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.mutate(
      { id: investor.id, body: { quarterlyContribution: parsed.data } },
      {
        onSuccess: (updated) =>
          setMessage({
            tone: 'info',
            text:
              updated.quarterlyContribution === null
                ? 'Quarterly contribution removed'
                : `Quarterly contribution saved: $${formatMoney3(updated.quarterlyContribution)} a quarter`,
          }),
        onError: (failure) => setMessage({ tone: 'error', text: serverReason(failure) ?? SAVE_FAILED }),
      },
    );
  };

  const inputId = `${ids}-contribution`;
  return (
    <form className="contribution-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={inputId}>Recurring quarterly contribution ($)</label>
        <div className="contribution-form__row">
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min="0"
            step={MONEY_INPUT_STEP}
            value={text}
            placeholder="None"
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          />
          <button type="submit" className="button button--secondary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Contribution'}
          </button>
        </div>
        <span id={`${inputId}-hint`} className="field__hint">
          Added four times a year to the projection; leave blank for none.
        </span>
        {error ? (
          <span id={`${inputId}-error`} className="field__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <ActionMessage message={message} />
    </form>
  );
}
