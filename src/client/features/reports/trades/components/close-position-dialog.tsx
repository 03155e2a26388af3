import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CountField, MoneyField, SelectField, TextAreaField } from '../../../../components/form/field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { useForm } from '../../../../components/form/use-form';
import { useFundClock } from '../../../../config/fund-clock';
import { previewClosePnl } from '../../../../../domain/positions/pnl';
import { useClosePosition, type ClosePositionBody } from '../api/close-position';
import { positionLabel, quantityText, signedMoney, toneClass } from '../display';
import { checkClosePosition, isPartialClose, type ClosePositionForm } from '../form-payloads';
import { BookedDateField, TradePreview } from './trade-fields';
import { useTradeChange, type TradeDialogProps } from './use-trade-change';
import { TRADE_LOG_KEYS } from '../api/trade-log-keys';

const PREFIX = 'close-position-';

/**
 * Close Position (docs/requirements.md#tl-close): all or part of an open position, with the live P&L
 * preview, and a confirmation before the close is booked (it cannot be taken back).
 */
export function ClosePositionDialog({ position, onClose, onDone }: TradeDialogProps) {
  const held = position.quantity ?? 0;
  const clock = useFundClock();
  const form = useForm<ClosePositionForm>(PREFIX, () => ({
    quantity: String(held),
    closeValue: '',
    closeDate: clock.today(),
    comments: '',
    outcome: 'closed',
  }));
  const queryClient = useQueryClient();
  // A written option is assigned, a bought one exercised (decision 026): the stock leg is booked at
  // the strike, so the stock's quarter list is fetched again once it is.
  const action = position.type === 'STOCK' ? null : position.action;
  const settle = action === 'STO' ? 'assigned' : 'exercised';
  const outcomes =
    position.type === 'STOCK'
      ? null
      : ([
          ['closed', action === 'STO' ? 'Bought back' : 'Sold'],
          [settle, settle === 'assigned' ? 'Assigned' : 'Exercised'],
        ] as const);
  const { values, set, field } = form;
  const settled = values.outcome !== undefined && values.outcome !== 'closed';
  const [pending, setPending] = useState<ClosePositionBody | null>(null);
  const label = positionLabel(position);
  const unit = position.type === 'STOCK' ? 'shares' : 'contracts';
  const close = useTradeChange(
    useClosePosition(),
    'close',
    (after) => ({
      tone: 'success',
      text: settled
        ? `Position ${settle === 'assigned' ? 'assigned' : 'exercised'}: ${label}; the stock leg is booked at the strike`
        : after.isOpen
          ? `Position partially closed: ${label}`
          : `Position closed: ${label}`,
      ...(after.isOpen ? { detail: `${quantityText(after.quantity)} ${unit} remain open.` } : {}),
    }),
    {
      onDone: (notice) => {
        if (settled) void queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.positions });
        onDone(notice);
      },
      report: form.report,
      onFailure: () => setPending(null),
    },
  );

  // Shown only when quantity and close value are positive (docs/requirements.md#tl-pnl).
  const preview = settled ? null : previewClosePnl(position, values.quantity, values.closeValue);
  const partial = isPartialClose(position, values.quantity);
  const closing = partial
    ? `${values.quantity.trim()} of ${quantityText(held)} ${unit}`
    : `all ${quantityText(held)} ${unit}`;

  return (
    <FormDialog
      idPrefix={PREFIX}
      title="Close Position"
      description={`${label}: ${quantityText(held)} ${unit} held.`}
      submitLabel="Close Position"
      destructive
      onSubmit={() => setPending(form.accept(checkClosePosition(position, values)))}
      onClose={onClose}
      message={form.message}
      confirmation={{
        open: pending !== null,
        title: 'Confirm close',
        message: `Close ${closing} of ${label}${preview !== null ? ` for an estimated ${signedMoney(preview)}` : ''}? A close cannot be undone.`,
        confirmLabel: 'Confirm Close',
        pendingLabel: 'Closing...',
        pending: close.pending,
        onConfirm: () => (pending === null ? undefined : close.run({ type: position.type, body: pending })),
        onCancel: () => setPending(null),
      }}
    >
      <div className="field-row">
        <CountField
          {...field('quantity')}
          label={position.type === 'STOCK' ? 'Shares to Close' : 'Contracts to Close'}
          max={held}
          value={values.quantity}
          onChange={set('quantity')}
          hint={`1 to ${quantityText(held)}; fewer than held is a partial close`}
        />
        {outcomes !== null ? (
          <SelectField
            {...field('outcome')}
            label="How It Closed"
            value={values.outcome ?? 'closed'}
            onChange={(value) => set('outcome')(value as ClosePositionForm['outcome'] & string)}
            options={outcomes}
            hint={
              settled
                ? `Books ${settle === 'assigned' ? 'the assignment' : 'the exercise'}: 100 shares a contract at the strike, linked to this option`
                : undefined
            }
          />
        ) : null}
        {settled ? null : (
          <MoneyField
            {...field('closeValue')}
            label={position.type === 'STOCK' ? 'Close Price per Share ($)' : 'Close Value per Contract ($)'}
            value={values.closeValue}
            onChange={set('closeValue')}
          />
        )}
        <BookedDateField
          {...field('closeDate')}
          label="Close Date"
          value={values.closeDate}
          onChange={set('closeDate')}
        />
      </div>
      <TextAreaField
        id={`${PREFIX}comments`}
        label="Comments"
        value={values.comments}
        onChange={set('comments')}
      />
      <TradePreview>
        {preview !== null ? (
          <p>
            Estimated profit:{' '}
            <strong className={toneClass(preview)} data-testid="close-preview">
              {signedMoney(preview)}
            </strong>
          </p>
        ) : null}
      </TradePreview>
    </FormDialog>
  );
}
