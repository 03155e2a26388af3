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
import { FormMessage, type FormMessageState } from './form-message';
import { NumberField } from './number-field';
import { transactionFailure } from './save-outcome';
import { SharesPreview } from './shares-preview';
import { localToday } from '../../../../domain/calendar';

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
  const [investorId, setInvestorId] = useState('');
  const [direction, setDirection] = useState<SharesDirection>('add');
  const [navPrice, setNavPrice] = useState(String(DEFAULT_NAV));
  const [shares, setShares] = useState('');
  const [step, setStep] = useState<Step>('entry');
  const [preview, setPreview] = useState<SharesTransactionPreview | null>(null);
  const [message, setMessage] = useState<FormMessageState | null>(null);
  const save = useCreateInvestment();

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
    save.mutate(sharesTransactionPayload(preview, localToday()), {
      onSuccess: () => {
        setStep('executed');
        setMessage({ tone: 'info', text: TRANSACTION_SAVED });
      },
      onError: (error) => setMessage(transactionFailure(error)),
    });
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
          <div className="field">
            <label htmlFor="shares-investor">Investor</label>
            <select
              id="shares-investor"
              value={investorId}
              onChange={(event) => setInvestorId(event.target.value)}
              aria-invalid={investorInvalid || undefined}
              aria-describedby={
                [selected ? 'shares-investor-owned' : null, investorInvalid ? MESSAGE_ID : null]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              <option value="">Select an investor</option>
              {investors.map((investor) => (
                <option key={investor.id} value={String(investor.id)}>
                  {investor.name} ({investor.email})
                </option>
              ))}
            </select>
            {selected ? (
              <span id="shares-investor-owned" className="field__hint">
                Owns {formatMoney3(selected.totalShares)} shares
              </span>
            ) : null}
          </div>
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
            disabled={readOnly || save.isPending}
            aria-describedby={readOnly ? 'shares-read-only' : undefined}
          >
            {save.isPending ? 'Saving...' : 'Confirm Transaction'}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep('entry')}
            disabled={save.isPending}
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
