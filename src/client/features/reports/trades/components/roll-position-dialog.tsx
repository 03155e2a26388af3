import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Modal } from '../../../../components/modal';
import { previewRoll } from '../../../../../domain/positions/form-previews';
import { TRADE_MESSAGES } from '../../../../../domain/positions/messages';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { contractDescription } from '../../../../../domain/positions/roll';
import { useRollPosition } from '../api/roll-position';
import { money, positionLabel, quantityText, signedMoney, toneClass } from '../display';
import { failureNotice } from '../failure';
import { checkRollPosition, rollFormOf, type RollBody, type RollPositionForm } from '../form-payloads';
import { localToday } from '../today';
import type { TradeLogNotice } from '../trade-log-notice';
import {
  ACTION_OPTIONS,
  FormError,
  InputField,
  MONEY_STEP,
  OPTION_TYPE_OPTIONS,
  SelectField,
  TextAreaField,
} from './form-fields';
import { RichNote } from './rich-note';
import { useFormIssue } from './use-form-issue';
import { RULES } from '../../../../../domain/positions/payloads/rules';
import { DATE_TEXT_MAX } from '../../../../../domain/text-input';

const PREFIX = 'roll-position-';
const ERROR_ID = `${PREFIX}message`;

interface RollPositionDialogProps {
  position: PositionItem;
  onClose: () => void;
  onDone: (notice: TradeLogNotice) => void;
}

/**
 * Roll Position (spec 001 sections 4, 5, 7 and 9): closes every contract of the current theta or
 * option position and opens the new one in one call. The carry text the server will append and the
 * roll net (credit or debit) show before saving; a confirmation comes before the roll is booked.
 */
export function RollPositionDialog({ position, onClose, onDone }: RollPositionDialogProps) {
  const [form, setForm] = useState<RollPositionForm>(() => ({
    ...rollFormOf(position),
    rollDate: localToday(),
  }));
  const [pending, setPending] = useState<RollBody | null>(null);
  const { issue, detail, fail, clear, invalid } = useFormIssue(PREFIX);
  const roll = useRollPosition();
  const set = (key: keyof RollPositionForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const label = positionLabel(position);
  const preview = position.type === 'STOCK' ? null : previewRoll(position, form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRollPosition(position, form);
    if (!checked.ok) return fail(checked.issue);
    clear();
    setPending(checked.body);
  };

  const confirm = () => {
    if (pending === null || position.type === 'STOCK') return;
    roll.mutate(
      { type: position.type, body: pending },
      {
        onSuccess: (result) =>
          onDone({
            tone: 'info',
            text: `Position rolled: ${label} into ${positionLabel(result.opened)}`,
            detail: `${result.carryText.replaceAll('**', '')}. Roll net ${result.rollNetKind} ${money(Math.abs(result.rollNet))}.`,
          }),
        onError: (error) => {
          setPending(null);
          const failure = failureNotice('roll', error);
          fail({ message: failure.text, field: null }, failure.detail);
        },
      },
    );
  };

  const field = (name: keyof RollPositionForm) => ({
    id: `${PREFIX}${name}`,
    errorId: ERROR_ID,
    invalid: invalid(name),
  });

  if (position.type === 'STOCK') {
    return (
      <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title="Roll Position" size="small">
        <FormError id={ERROR_ID} issue={TRADE_MESSAGES.stockRollRefused} />
      </Modal>
    );
  }

  const net = preview?.net ?? null;
  const newLabel =
    pending === null
      ? ''
      : contractDescription({
          ticker: form.newTicker.trim().toUpperCase(),
          expirationDate: form.newExpirationDate,
          strike: form.newStrike,
          optionType: form.newOptionType,
        });
  return (
    <>
      <Modal
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title="Roll Position"
        description={`Close all ${quantityText(position.quantity)} contracts of ${label} and open a new position.`}
        size="large"
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" form={`${PREFIX}form`} className="button button--danger">
              Roll Position
            </button>
          </>
        }
      >
        <form id={`${PREFIX}form`} noValidate onSubmit={submit}>
          <fieldset className="trade-form__group">
            <legend>Close the current position</legend>
            <div className="field-row">
              <InputField
                {...field('closeValue')}
                label="Close Value per Contract ($)"
                type="number"
                inputMode="decimal"
                min="0"
                step={MONEY_STEP}
                value={form.closeValue}
                onChange={set('closeValue')}
              />
              <InputField
                {...field('rollDate')}
                label="Roll Date"
                type="date"
                value={form.rollDate}
                onChange={set('rollDate')}
                hint="Booked at 9:00 AM"
              />
            </div>
          </fieldset>
          <fieldset className="trade-form__group">
            <legend>Open the new position</legend>
            <div className="field-row">
              <InputField
                {...field('newTicker')}
                label="New Ticker"
                value={form.newTicker}
                onChange={(value) => set('newTicker')(value.toUpperCase())}
                maxLength={RULES.newTicker.max}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              <InputField
                {...field('newExpirationDate')}
                label="New Expiration Date"
                value={form.newExpirationDate}
                onChange={set('newExpirationDate')}
                placeholder="MM/DD/YYYY"
                hint="MM/DD/YYYY"
                maxLength={DATE_TEXT_MAX}
                inputMode="numeric"
                autoComplete="off"
              />
              <InputField
                {...field('newStrike')}
                label="New Strike Price ($)"
                type="number"
                inputMode="decimal"
                min="0"
                step={MONEY_STEP}
                value={form.newStrike}
                onChange={set('newStrike')}
              />
              <SelectField
                {...field('newOptionType')}
                label="New Call or Put"
                value={form.newOptionType}
                onChange={set('newOptionType')}
                options={OPTION_TYPE_OPTIONS}
              />
              <SelectField
                {...field('newAction')}
                label="New Action"
                value={form.newAction}
                onChange={set('newAction')}
                options={ACTION_OPTIONS}
              />
              <InputField
                {...field('newContracts')}
                label="New Contracts"
                type="number"
                inputMode="numeric"
                min="1"
                step="1"
                value={form.newContracts}
                onChange={set('newContracts')}
              />
              <InputField
                {...field('newPremium')}
                label="New Premium per Contract ($)"
                type="number"
                inputMode="decimal"
                min="0"
                step={MONEY_STEP}
                value={form.newPremium}
                onChange={set('newPremium')}
              />
            </div>
          </fieldset>
          <TextAreaField
            id={`${PREFIX}comments`}
            label="Comments"
            value={form.comments}
            onChange={set('comments')}
            hint="The carry-over note below is added to the new position's comments."
          />
          <div aria-live="polite" className="trade-preview">
            {preview?.carryText ? (
              <p data-testid="roll-carry">
                <RichNote text={preview.carryText} />
              </p>
            ) : null}
            {net !== null ? (
              <p>
                Roll net:{' '}
                <strong className={toneClass(net.amount)} data-testid="roll-net">
                  {net.kind} {signedMoney(net.amount)}
                </strong>
              </p>
            ) : null}
          </div>
          <FormError id={ERROR_ID} issue={issue} detail={detail} />
        </form>
      </Modal>
      <ConfirmDialog
        open={pending !== null}
        title="Confirm roll"
        message={`Close ${label} and open ${newLabel}${net !== null ? ` for a net ${net.kind} of ${money(net.amount.abs())}` : ''}? A roll cannot be undone.`}
        confirmLabel={roll.isPending ? 'Rolling...' : 'Confirm Roll'}
        destructive
        busy={roll.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
