import { useState, type FormEvent } from 'react';
import { formatMoney3, formatNumber } from '../../../../domain/format';
import {
  DEFAULT_INVESTMENT_AMOUNT,
  DEFAULT_NAV,
  MONEY_INPUT_STEP,
  NAV_INPUT_STEP,
} from '../../../../domain/investors/constants';
import {
  calculateNewInvestorShares,
  canSaveNewInvestor,
  newInvestorPayload,
  type NewInvestorCalculation,
} from '../../../../domain/investors/forms';
import {
  CALCULATE_SHARES_FIRST,
  INVESTOR_SAVED,
  NAME_AND_EMAIL_REQUIRED,
} from '../../../../domain/investors/messages';
import { INVESTOR_EMAIL_RULE, INVESTOR_NAME_RULE } from '../../../../domain/investors/schemas';
import { ADMIN_TEXT } from './admin-texts';
import { useCreateInvestorWithInvestment } from './api/create-investor-with-investment';
import { InputField, NumberField } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { newInvestorFailure } from './save-outcome';
import { useFundClock } from '../../../config/fund-clock';

const MESSAGE_ID = 'new-investor-message';
const SAVE_HINT_ID = 'new-investor-save-hint';

/**
 * Shares for a new investor's first investment (amount / NAV to 6 significant digits), then the
 * investor, the investment and the quarterly NAV snapshot saved together in one call.
 */
export function NewInvestorCalculator({ readOnly, canWrite }: { readOnly: boolean; canWrite: boolean }) {
  const clock = useFundClock();
  const [navPrice, setNavPrice] = useState(String(DEFAULT_NAV));
  const [amount, setAmount] = useState(String(DEFAULT_INVESTMENT_AMOUNT));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [calculation, setCalculation] = useState<NewInvestorCalculation | null>(null);
  // Which fields the current error message is about, so they point at it.
  const [errorFields, setErrorFields] = useState<'figures' | 'contact' | null>(null);
  const save = useMutationNotice(useCreateInvestorWithInvestment(), {
    success: () => ({ tone: 'success', text: INVESTOR_SAVED }),
    failure: newInvestorFailure,
  });
  const { message, setMessage } = save;

  // A changed figure makes the preview stale: it must be calculated again before saving.
  const changeFigure = (set: (value: string) => void) => (value: string) => {
    set(value);
    setCalculation(null);
  };

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const result = calculateNewInvestorShares({ navPrice, amount });
    setErrorFields(result.ok ? null : 'figures');
    setCalculation(result.ok ? result.value : null);
    setMessage(result.ok ? null : { tone: 'error', text: result.error });
  };

  const submitSave = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.pending) return;
    const payload = newInvestorPayload({ name, email, calculation, investmentDate: clock.today() });
    if (!payload.ok) {
      setErrorFields(payload.error === CALCULATE_SHARES_FIRST ? 'figures' : 'contact');
      setMessage({ tone: 'error', text: payload.error });
      return;
    }
    setErrorFields(null);
    setMessage(null);
    save.run(payload.value, {
      onSuccess: () => {
        setName('');
        setEmail('');
        setCalculation(null);
      },
    });
  };

  const editContact = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (errorFields === 'contact') setErrorFields(null);
  };

  const canSave = !readOnly && canSaveNewInvestor({ name, email, saving: save.pending });
  const missingContact = !canSaveNewInvestor({ name, email, saving: false });
  const saveHint = readOnly ? ADMIN_TEXT.savingDisabled : missingContact ? NAME_AND_EMAIL_REQUIRED : null;
  const invalidNumbers = errorFields === 'figures';
  const contactError = errorFields === 'contact';

  return (
    <section className="card admin-card" aria-labelledby="new-investor-heading">
      <h3 id="new-investor-heading">New Investor Share Calculator</h3>
      <form noValidate onSubmit={calculate}>
        <div className="field-row">
          <NumberField
            id="new-investor-nav"
            label="NAV per Share ($)"
            value={navPrice}
            onChange={changeFigure(setNavPrice)}
            step={NAV_INPUT_STEP}
            invalid={invalidNumbers}
            errorId={MESSAGE_ID}
          />
          <NumberField
            id="new-investor-amount"
            label="Investment Amount ($)"
            value={amount}
            onChange={changeFigure(setAmount)}
            step={MONEY_INPUT_STEP}
            invalid={invalidNumbers}
            errorId={MESSAGE_ID}
          />
        </div>
        <button type="submit" className="button button--primary">
          Calculate Shares
        </button>
      </form>

      <div aria-live="polite">
        {calculation ? (
          <dl className="admin-result admin-result--highlight">
            <div>
              <dt>Shares to Issue</dt>
              <dd data-testid="calculated-shares">{formatNumber(calculation.shares.toNumber())}</dd>
            </div>
            <div>
              <dt>Investment ($)</dt>
              <dd>{formatMoney3(calculation.amount.toNumber())}</dd>
            </div>
            <div>
              <dt>NAV per Share ($)</dt>
              <dd>{calculation.nav.toFixed()}</dd>
            </div>
          </dl>
        ) : null}
      </div>

      {/* The save is a write: a viewer who may not write (the auditor) has the calculator only. */}
      {canWrite ? (
        <form noValidate onSubmit={submitSave} className="admin-gap">
          <div className="field-row">
            <InputField
              id="new-investor-name"
              label="Investor Name"
              type="text"
              autoComplete="off"
              maxLength={INVESTOR_NAME_RULE.max}
              value={name}
              onChange={editContact(setName)}
              invalid={contactError}
              errorId={MESSAGE_ID}
            />
            <InputField
              id="new-investor-email"
              label="Investor Email"
              type="email"
              autoComplete="off"
              maxLength={INVESTOR_EMAIL_RULE.max}
              value={email}
              onChange={editContact(setEmail)}
              invalid={contactError}
              errorId={MESSAGE_ID}
            />
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSave}
            aria-describedby={saveHint ? SAVE_HINT_ID : undefined}
          >
            {save.pending ? 'Saving...' : 'Save to Database'}
          </button>
          {saveHint ? (
            <p id={SAVE_HINT_ID} className="field__hint admin-hint">
              {saveHint}
            </p>
          ) : null}
        </form>
      ) : null}
      <FormMessage id={MESSAGE_ID} message={message} />
    </section>
  );
}
