import { useState } from 'react';
import { CountField, MoneyField, SelectField, TextAreaField } from '../../../../components/form/field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { FormMessage } from '../../../../components/form/form-message';
import { useForm } from '../../../../components/form/use-form';
import { useFundClock } from '../../../../config/fund-clock';
import { Modal } from '../../../../components/modal';
import { previewRoll } from '../../../../../domain/positions/form-previews';
import { TRADE_MESSAGES } from '../../../../../domain/positions/messages';
import { RULES } from '../../../../../domain/positions/payloads/rules';
import { contractDescription } from '../../../../../domain/positions/roll';
import { useRollPosition } from '../api/roll-position';
import { money, positionLabel, quantityText, signedMoney, toneClass } from '../display';
import { checkRollPosition, rollFormOf, type RollBody, type RollPositionForm } from '../form-payloads';
import { ACTION_OPTIONS, OPTION_TYPE_OPTIONS } from './contract-terms-fields';
import { RichNote } from './rich-note';
import { BookedDateField, ExpirationField, TickerField, TradePreview } from './trade-fields';
import { useTradeChange, type TradeDialogProps } from './use-trade-change';

const PREFIX = 'roll-position-';

/**
 * Roll Position (docs/requirements.md#tl-roll): only theta and option positions roll; a stock's Roll
 * explains why it is refused.
 */
export function RollPositionDialog(props: TradeDialogProps) {
  if (props.position.type !== 'STOCK') return <RollContractDialog {...props} />;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Roll Position"
      size="small"
    >
      <FormMessage
        id={`${PREFIX}message`}
        message={{ tone: 'error', text: TRADE_MESSAGES.stockRollRefused }}
      />
    </Modal>
  );
}

/**
 * Closes every contract of the current theta or option position and opens the new one in one call.
 * The carry text the server will append and the roll net (credit or debit) show before saving; a
 * confirmation comes before the roll is booked.
 */
function RollContractDialog({ position, onClose, onDone }: TradeDialogProps) {
  const clock = useFundClock();
  const form = useForm<RollPositionForm>(PREFIX, () => ({
    ...rollFormOf(position),
    rollDate: clock.today(),
  }));
  const { values, set, field } = form;
  const [pending, setPending] = useState<RollBody | null>(null);
  const label = positionLabel(position);
  const roll = useTradeChange(
    useRollPosition(),
    'roll',
    (result) => ({
      tone: 'success',
      text: `Position rolled: ${label} into ${positionLabel(result.opened)}`,
      detail: `${result.carryText.replaceAll('**', '')}. Roll net ${result.rollNetKind} ${money(Math.abs(result.rollNet))}.`,
    }),
    { onDone, report: form.report, onFailure: () => setPending(null) },
  );

  const preview = previewRoll(position, values);
  const net = preview?.net ?? null;
  const newLabel =
    pending === null
      ? ''
      : contractDescription({
          ticker: values.newTicker.trim().toUpperCase(),
          expirationDate: values.newExpirationDate,
          strike: values.newStrike,
          optionType: values.newOptionType,
        });
  const confirm = () => {
    if (pending === null || position.type === 'STOCK') return;
    roll.run({ type: position.type, body: pending });
  };

  return (
    <FormDialog
      idPrefix={PREFIX}
      title="Roll Position"
      description={`Close all ${quantityText(position.quantity)} contracts of ${label} and open a new position.`}
      size="large"
      submitLabel="Roll Position"
      destructive
      onSubmit={() => setPending(form.accept(checkRollPosition(position, values)))}
      onClose={onClose}
      message={form.message}
      confirmation={{
        open: pending !== null,
        title: 'Confirm roll',
        message: `Close ${label} and open ${newLabel}${net !== null ? ` for a net ${net.kind} of ${money(net.amount.abs())}` : ''}? A roll cannot be undone.`,
        confirmLabel: 'Confirm Roll',
        pendingLabel: 'Rolling...',
        pending: roll.pending,
        onConfirm: confirm,
        onCancel: () => setPending(null),
      }}
    >
      <fieldset className="trade-form__group">
        <legend>Close the current position</legend>
        <div className="field-row">
          <MoneyField
            {...field('closeValue')}
            label="Close Value per Contract ($)"
            value={values.closeValue}
            onChange={set('closeValue')}
          />
          <BookedDateField
            {...field('rollDate')}
            label="Roll Date"
            value={values.rollDate}
            onChange={set('rollDate')}
          />
        </div>
      </fieldset>
      <fieldset className="trade-form__group">
        <legend>Open the new position</legend>
        <div className="field-row">
          <TickerField
            {...field('newTicker')}
            label="New Ticker"
            value={values.newTicker}
            onChange={set('newTicker')}
            maxLength={RULES.newTicker.max}
          />
          <ExpirationField
            {...field('newExpirationDate')}
            label="New Expiration Date"
            value={values.newExpirationDate}
            onChange={set('newExpirationDate')}
          />
          <MoneyField
            {...field('newStrike')}
            label="New Strike Price ($)"
            value={values.newStrike}
            onChange={set('newStrike')}
          />
          <SelectField
            {...field('newOptionType')}
            label="New Call or Put"
            value={values.newOptionType}
            onChange={set('newOptionType')}
            options={OPTION_TYPE_OPTIONS}
          />
          <SelectField
            {...field('newAction')}
            label="New Action"
            value={values.newAction}
            onChange={set('newAction')}
            options={ACTION_OPTIONS}
          />
          <CountField
            {...field('newContracts')}
            label="New Contracts"
            value={values.newContracts}
            onChange={set('newContracts')}
          />
          <MoneyField
            {...field('newPremium')}
            label="New Premium per Contract ($)"
            value={values.newPremium}
            onChange={set('newPremium')}
          />
        </div>
      </fieldset>
      <TextAreaField
        id={`${PREFIX}comments`}
        label="Comments"
        value={values.comments}
        onChange={set('comments')}
        hint="The carry-over note below is added to the new position's comments."
      />
      <TradePreview>
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
      </TradePreview>
    </FormDialog>
  );
}
