import { useState, type FormEvent } from 'react';
import { formatMoney3 } from '../../../../domain/format';
import { DEFAULT_NAV, NAV_INPUT_STEP, SHARES_INPUT_STEP } from '../../../../domain/investors/constants';
import {
  previewSharesTransaction,
  sharesTransactionPayload,
  type SharesDirection,
  type SharesTransactionPreview,
} from '../../../../domain/investors/forms';
import {
  BOTH_FIELDS_INVALID,
  CANNOT_REMOVE_MORE_SHARES,
  SELECT_AN_INVESTOR,
  TRANSACTION_SAVED,
} from '../../../../domain/investors/messages';
import type { Investor } from '../../../../domain/investors/schemas';
import { SegmentedControl } from '../../../components/segmented-control';
import { ADMIN_TEXT } from './admin-texts';
import { useCreateInvestment } from './api/create-investment';
import { NumberField, SelectField } from '../../../components/form/field';
import { FormMessage } from '../../../components/form/form-message';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { transactionFailure } from './save-outcome';
import { SharesPreview } from './shares-preview';
import { useFundClock } from '../../../config/fund-clock';

const MESSAGE_ID = 'shares-management-message';
const DIRECTIONS = ['add', 'remove'] as const satisfies readonly SharesDirection[];
const DIRECTION_LABELS: Record<SharesDirection, string> = { add: 'Add shares', remove: 'Remove shares' };

type Step = 'entry' | 'preview' | 'executed';

interface SharesManagementPanelProps {
  investors: readonly Investor[];
  /** Sample investors are shown: previews work, saving does not. */
  readOnly: boolean;
}

/** Add or remove an investor's shares at a NAV price: entry, then preview, then executed. */
export function SharesManagementPanel({ investors, readOnly }: SharesManagementPanelProps) {
  const clock = useFundClock();
  const [investorId, setInvestorId] = useState('');
  const [direction, setDirection] = useState<SharesDirection>('add');
  const [navPrice, setNavPrice] = useState(String(DEFAULT_NAV));
  const [shares, setShares] = useState('');
  const [step, setStep] = useState<Step>('entry');
  const [preview, setPreview] = useState<SharesTransactionPreview | null>(null);
  const save = useMutationNotice(useCreateInvestment(), {
    success: () => ({ tone: 'success', text: TRANSACTION_SAVED }),
    failure: transactionFailure,
  });
  const { message, setMessage } = save;

  const selected = investors.find((investor) => String(investor.id) === investorId);

  const showPreview = (event: FormEvent) => {
    event.preventDefault();
    const result = previewSharesTransaction({
      investorId: selected?.id ?? null,
      ownedShares: selected?.totalShares ?? 0,
      navPrice,
      shares,
      direction,
    });
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.error });
      return;
    }
    setMessage(null);
    setPreview(result.value);
    setStep('preview');
  };

  const confirm = () => {
    if (!preview || readOnly) return;
    setMessage(null);
    save.run(sharesTransactionPayload(preview, clock.today()), { onSuccess: () => setStep('executed') });
  };

  const startOver = () => {
    setShares('');
    setPreview(null);
    setMessage(null);
    setStep('entry');
  };

  // Each entry error points at the fields it is about.
  const entryError = step === 'entry' && message?.tone === 'error' ? message.text : null;
  const investorInvalid = entryError === SELECT_AN_INVESTOR;
  const figuresInvalid = entryError === BOTH_FIELDS_INVALID;
  const sharesInvalid = figuresInvalid || entryError === CANNOT_REMOVE_MORE_SHARES;

  return (
    <section className="card admin-card" aria-labelledby="shares-management-heading">
      <h3 id="shares-management-heading">Investor Shares Management</h3>
      {step === 'entry' ? (
        <form noValidate onSubmit={showPreview}>
          <SelectField
            id="shares-investor"
            label="Investor"
            value={investorId}
            onChange={setInvestorId}
            options={[
              ['', 'Select an investor'],
              ...investors.map(
                (investor) => [String(investor.id), `${investor.name} (${investor.email})`] as const,
              ),
            ]}
            hint={selected ? `Owns ${formatMoney3(selected.totalShares)} shares` : undefined}
            invalid={investorInvalid}
            errorId={MESSAGE_ID}
          />
          <SegmentedControl
            legend="Transaction"
            options={DIRECTIONS}
            labels={DIRECTION_LABELS}
            value={direction}
            onChange={setDirection}
          />
          <div className="field-row admin-gap">
            <NumberField
              id="shares-nav-price"
              label="NAV Price ($)"
              value={navPrice}
              onChange={setNavPrice}
              step={NAV_INPUT_STEP}
              invalid={figuresInvalid}
              errorId={MESSAGE_ID}
            />
            <NumberField
              id="shares-count"
              label={direction === 'add' ? 'Shares to Add' : 'Shares to Remove'}
              value={shares}
              onChange={setShares}
              step={SHARES_INPUT_STEP}
              hint="Rounded to 6 significant digits."
              invalid={sharesInvalid}
              errorId={MESSAGE_ID}
            />
          </div>
          <button type="submit" className="button button--primary">
            Preview Transaction
          </button>
        </form>
      ) : null}

      {step !== 'entry' && preview && selected ? (
        <SharesPreview preview={preview} investorName={selected.name} executed={step === 'executed'} />
      ) : null}

      <FormMessage id={MESSAGE_ID} message={message} />

      {step === 'preview' ? (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={confirm}
            disabled={readOnly || save.pending}
            aria-describedby={readOnly ? 'shares-read-only' : undefined}
          >
            {save.pending ? 'Saving...' : 'Confirm Transaction'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep('entry')}
            disabled={save.pending}
          >
            Back to Edit
          </button>
          {readOnly ? (
            <p id="shares-read-only" className="field__hint">
              {ADMIN_TEXT.savingDisabled}
            </p>
          ) : null}
        </div>
      ) : null}
      {step === 'executed' ? (
        <div className="admin-actions">
          <button type="button" className="button button--secondary" onClick={startOver}>
            New Transaction
          </button>
        </div>
      ) : null}
    </section>
  );
}
