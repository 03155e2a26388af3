import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Modal } from '../../../../components/modal';
import { previewClosePnl } from '../../../../../domain/positions/pnl';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { useClosePosition, type ClosePositionBody } from '../api/close-position';
import { positionLabel, quantityText, signedMoney, toneClass } from '../display';
import { failureNotice } from '../failure';
import { checkClosePosition, isPartialClose, type ClosePositionForm } from '../form-payloads';
import { localToday } from '../today';
import type { TradeLogNotice } from '../trade-log-notice';
import { FormError, InputField, MONEY_STEP, TextAreaField } from './form-fields';
import { useFormIssue } from './use-form-issue';

const PREFIX = 'close-position-';
const ERROR_ID = `${PREFIX}message`;

interface ClosePositionDialogProps {
  position: PositionItem;
  onClose: () => void;
  onDone: (notice: TradeLogNotice) => void;
}

/**
 * Close Position (spec 001 sections 4 and 5): all or part of an open position, with the live P&L
 * preview, and a confirmation before the close is booked (it cannot be taken back).
 */
export function ClosePositionDialog({ position, onClose, onDone }: ClosePositionDialogProps) {
  const held = position.quantity ?? 0;
  const [form, setForm] = useState<ClosePositionForm>({
    quantity: String(held),
    closeValue: '',
    closeDate: localToday(),
    comments: '',
  });
  const [pending, setPending] = useState<ClosePositionBody | null>(null);
  const { issue, detail, fail, clear, invalid } = useFormIssue(PREFIX);
  const close = useClosePosition();
  const set = (key: keyof ClosePositionForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const label = positionLabel(position);
  const unit = position.type === 'STOCK' ? 'shares' : 'contracts';
  // Shown only when quantity and close value are positive (spec 001 section 5).
  const preview = previewClosePnl(position, form.quantity, form.closeValue);
  const partial = isPartialClose(position, form.quantity);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkClosePosition(position, form);
    if (!checked.ok) return fail(checked.issue);
    clear();
    setPending(checked.body);
  };

  const confirm = () => {
    if (pending === null) return;
    close.mutate(
      { type: position.type, body: pending },
      {
        onSuccess: (after) =>
          onDone({
            tone: 'info',
            text: after.isOpen ? `Position partially closed: ${label}` : `Position closed: ${label}`,
            detail: after.isOpen ? `${quantityText(after.quantity)} ${unit} remain open.` : undefined,
          }),
        onError: (error) => {
          setPending(null);
          const failure = failureNotice('close', error);
          fail({ message: failure.text, field: null }, failure.detail);
        },
      },
    );
  };

  const closing = partial
    ? `${form.quantity.trim()} of ${quantityText(held)} ${unit}`
    : `all ${quantityText(held)} ${unit}`;

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title="Close Position"
        description={`${label}: ${quantityText(held)} ${unit} held.`}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" form={`${PREFIX}form`} className="button button--danger">
              Close Position
            </button>
          </>
        }
      >
        <form id={`${PREFIX}form`} noValidate onSubmit={submit}>
          <div className="field-row">
            <InputField
              id={`${PREFIX}quantity`}
              label={position.type === 'STOCK' ? 'Shares to Close' : 'Contracts to Close'}
              type="number"
              inputMode="numeric"
              min="1"
              max={held}
              step="1"
              value={form.quantity}
              onChange={set('quantity')}
              hint={`1 to ${quantityText(held)}; fewer than held is a partial close`}
              invalid={invalid('quantity')}
              errorId={ERROR_ID}
            />
            <InputField
              id={`${PREFIX}closeValue`}
              label={position.type === 'STOCK' ? 'Close Price per Share ($)' : 'Close Value per Contract ($)'}
              type="number"
              inputMode="decimal"
              min="0"
              step={MONEY_STEP}
              value={form.closeValue}
              onChange={set('closeValue')}
              invalid={invalid('closeValue')}
              errorId={ERROR_ID}
            />
            <InputField
              id={`${PREFIX}closeDate`}
              label="Close Date"
              type="date"
              value={form.closeDate}
              onChange={set('closeDate')}
              hint="Booked at 9:00 AM"
              invalid={invalid('closeDate')}
              errorId={ERROR_ID}
            />
          </div>
          <TextAreaField
            id={`${PREFIX}comments`}
            label="Comments"
            value={form.comments}
            onChange={set('comments')}
          />
          <div aria-live="polite" className="trade-preview">
            {preview !== null ? (
              <p>
                Estimated profit:{' '}
                <strong className={toneClass(preview)} data-testid="close-preview">
                  {signedMoney(preview)}
                </strong>
              </p>
            ) : null}
          </div>
          <FormError id={ERROR_ID} issue={issue} detail={detail} />
        </form>
      </Modal>
      <ConfirmDialog
        open={pending !== null}
        title="Confirm close"
        message={`Close ${closing} of ${label}${preview !== null ? ` for an estimated ${signedMoney(preview)}` : ''}? A close cannot be undone.`}
        confirmLabel={close.isPending ? 'Closing...' : 'Confirm Close'}
        destructive
        busy={close.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
