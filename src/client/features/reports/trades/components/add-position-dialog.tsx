import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../components/modal';
import { SegmentedControl } from '../../../../components/segmented-control';
import { NEW_POSITION_DEFAULTS } from '../../../../../domain/positions/payloads/new-position';
import { POSITION_TYPES, type PositionType } from '../../../../../domain/positions/units';
import { useAddPosition } from '../api/add-position';
import { positionLabel } from '../display';
import { failureNotice } from '../failure';
import { checkAddPosition, type AddPositionForm } from '../form-payloads';
import { localToday } from '../today';
import { TRADE_LOG_TEXT } from '../trade-log-texts';
import type { TradeLogNotice } from '../trade-log-notice';
import { FormError, InputField, MONEY_STEP, TextAreaField } from './form-fields';
import { ContractTermsFields } from './contract-terms-fields';
import { SectorsField } from './sectors-field';
import { useFormIssue } from './use-form-issue';
import { RULES } from '../../../../../domain/positions/payloads/rules';

const PREFIX = 'add-position-';
const ERROR_ID = `${PREFIX}message`;
const TYPE_LABELS: Record<PositionType, string> = { THETA: 'Theta', STOCK: 'Stock', OPTION: 'Option' };

function initialForm(): AddPositionForm {
  return {
    positionType: 'THETA',
    ticker: '',
    openDate: localToday(),
    sectors: '',
    comments: '',
    action: NEW_POSITION_DEFAULTS.thetaAction,
    expirationDate: '',
    strike: '',
    optionType: 'P',
    contracts: String(NEW_POSITION_DEFAULTS.contracts),
    premium: '',
    price: '',
    shares: String(NEW_POSITION_DEFAULTS.shares),
    isClosedPosition: false,
    closeDate: '',
    closePrice: '',
    netProfit: '',
  };
}

interface AddPositionDialogProps {
  quarter: string;
  onClose: () => void;
  onDone: (notice: TradeLogNotice) => void;
}

/** Add Position (spec 001 sections 2 and 5): theta, stock or option, open or backfilled as closed. */
export function AddPositionDialog({ quarter, onClose, onDone }: AddPositionDialogProps) {
  const [form, setForm] = useState(initialForm);
  const { issue, detail, fail, clear, invalid } = useFormIssue(PREFIX);
  const add = useAddPosition();
  const set =
    <K extends keyof AddPositionForm>(key: K) =>
    (value: AddPositionForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const isStock = form.positionType === 'STOCK';

  const changeType = (positionType: PositionType) =>
    setForm((current) => ({
      ...current,
      positionType,
      // Spec 001 section 5: STO for theta, BTO for option.
      action:
        positionType === 'OPTION' ? NEW_POSITION_DEFAULTS.optionAction : NEW_POSITION_DEFAULTS.thetaAction,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAddPosition(form, quarter);
    if (!checked.ok) return fail(checked.issue);
    clear();
    add.mutate(checked.body, {
      onSuccess: (position) => onDone({ tone: 'info', text: `Position added: ${positionLabel(position)}` }),
      onError: (error) => {
        const failure = failureNotice('add', error);
        fail({ message: failure.text, field: null }, failure.detail);
      },
    });
  };

  const field = (name: keyof AddPositionForm) => ({
    id: `${PREFIX}${name}`,
    errorId: ERROR_ID,
    invalid: invalid(name),
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={TRADE_LOG_TEXT.addPosition}
      description={`The position is filed under ${quarter}.`}
      size="large"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${PREFIX}form`}
            className="button button--primary"
            disabled={add.isPending}
          >
            {add.isPending ? 'Adding...' : TRADE_LOG_TEXT.addPosition}
          </button>
        </>
      }
    >
      <form id={`${PREFIX}form`} noValidate onSubmit={submit}>
        <SegmentedControl
          legend="Position type"
          options={POSITION_TYPES}
          labels={TYPE_LABELS}
          value={form.positionType}
          onChange={changeType}
        />
        <div className="field-row trade-form__gap">
          <InputField
            {...field('ticker')}
            label="Ticker"
            value={form.ticker}
            onChange={(value) => set('ticker')(value.toUpperCase())}
            maxLength={RULES.ticker.max}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <InputField
            {...field('openDate')}
            label="Open Date"
            type="date"
            value={form.openDate}
            onChange={set('openDate')}
          />
        </div>

        {isStock ? (
          <div className="field-row">
            <InputField
              {...field('price')}
              label="Price per Share ($)"
              type="number"
              inputMode="decimal"
              min="0"
              step={MONEY_STEP}
              value={form.price}
              onChange={set('price')}
            />
            <InputField
              {...field('shares')}
              label="Shares"
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={form.shares}
              onChange={set('shares')}
            />
          </div>
        ) : (
          <>
            <div className="field-row">
              <ContractTermsFields values={form} field={field} set={set} />
              <InputField
                {...field('contracts')}
                label="Contracts"
                type="number"
                inputMode="numeric"
                min="1"
                step="1"
                value={form.contracts}
                onChange={set('contracts')}
              />
              <InputField
                {...field('premium')}
                label="Premium per Contract ($)"
                type="number"
                inputMode="decimal"
                min="0"
                step={MONEY_STEP}
                value={form.premium}
                onChange={set('premium')}
                hint="For the whole contract (100 shares)"
              />
            </div>
          </>
        )}

        <SectorsField
          id={`${PREFIX}selectedSectors`}
          value={form.sectors}
          onChange={set('sectors')}
          errorId={ERROR_ID}
        />
        <TextAreaField
          id={`${PREFIX}comments`}
          label={form.positionType === 'THETA' ? 'Comments' : 'Thesis'}
          value={form.comments}
          onChange={set('comments')}
        />

        <div className="trade-form__check">
          <input
            id={`${PREFIX}isClosedPosition`}
            type="checkbox"
            checked={form.isClosedPosition}
            onChange={(event) => set('isClosedPosition')(event.target.checked)}
          />
          <label htmlFor={`${PREFIX}isClosedPosition`}>Closed position (backfill)</label>
        </div>
        {form.isClosedPosition ? (
          <div className="field-row">
            <InputField
              {...field('closeDate')}
              label="Close Date"
              type="date"
              value={form.closeDate}
              onChange={set('closeDate')}
            />
            <InputField
              {...field('closePrice')}
              label={isStock ? 'Close Price per Share ($)' : 'Close Price per Contract ($)'}
              type="number"
              inputMode="decimal"
              min="0"
              step={MONEY_STEP}
              value={form.closePrice}
              onChange={set('closePrice')}
            />
            <InputField
              {...field('netProfit')}
              label="Net Profit ($)"
              type="number"
              inputMode="decimal"
              step={MONEY_STEP}
              value={form.netProfit}
              onChange={set('netProfit')}
            />
          </div>
        ) : null}
        <FormError id={ERROR_ID} issue={issue} detail={detail} />
      </form>
    </Modal>
  );
}
