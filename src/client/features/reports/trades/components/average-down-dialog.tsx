import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../components/modal';
import { previewAverageDown } from '../../../../../domain/positions/form-previews';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { useAverageDownPosition } from '../api/average-down-position';
import { money, positionLabel, quantityText } from '../display';
import { failureNotice } from '../failure';
import { checkAverageDown, type AverageDownForm } from '../form-payloads';
import { localToday } from '../today';
import type { TradeLogNotice } from '../trade-log-notice';
import { FormError, InputField, MONEY_STEP, TextAreaField } from './form-fields';
import { useFormIssue } from './use-form-issue';

const PREFIX = 'average-down-';
const ERROR_ID = `${PREFIX}message`;

interface AverageDownDialogProps {
  position: PositionItem;
  onClose: () => void;
  onDone: (notice: TradeLogNotice) => void;
}

/**
 * Add Shares / Average Down (spec 001 sections 4, 5 and 9): more shares or contracts at a new price;
 * the new average shows before saving, from the same rule the server books it with.
 */
export function AverageDownDialog({ position, onClose, onDone }: AverageDownDialogProps) {
  const isStock = position.type === 'STOCK';
  const [form, setForm] = useState<AverageDownForm>({
    quantity: '1',
    price: '',
    date: localToday(),
    comments: '',
  });
  // The payload calls them shares/contracts and price/premium; the form's inputs are quantity and price.
  const { issue, detail, fail, clear, invalid } = useFormIssue(PREFIX, {
    shares: 'quantity',
    contracts: 'quantity',
    premium: 'price',
    averageDownDate: 'date',
  });
  const averageDown = useAverageDownPosition();
  const set = (key: keyof AverageDownForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  const label = positionLabel(position);
  const unit = isStock ? 'shares' : 'contracts';
  const per = isStock ? 'per share' : 'per contract';
  const preview = previewAverageDown(position, form.quantity, form.price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAverageDown(position, form);
    if (!checked.ok) return fail(checked.issue);
    clear();
    averageDown.mutate(
      { type: position.type, body: checked.body },
      {
        onSuccess: (after) =>
          onDone({
            tone: 'info',
            text: `Position averaged down: ${label}`,
            detail: `${quantityText(after.quantity)} ${unit} at an average of ${money(after.avgPrice)} ${per}.`,
          }),
        onError: (error) => {
          const failure = failureNotice('averageDown', error);
          fail({ message: failure.text, field: null }, failure.detail);
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Add Shares / Average Down"
      description={`${label}: ${quantityText(position.quantity)} ${unit} at an average of ${money(position.avgPrice)} ${per}.`}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${PREFIX}form`}
            className="button button--primary"
            disabled={averageDown.isPending}
          >
            {averageDown.isPending ? 'Saving...' : isStock ? 'Add Shares' : 'Add Contracts'}
          </button>
        </>
      }
    >
      <form id={`${PREFIX}form`} noValidate onSubmit={submit}>
        <div className="field-row">
          <InputField
            id={`${PREFIX}quantity`}
            label={isStock ? 'Shares to Add' : 'Contracts to Add'}
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            value={form.quantity}
            onChange={set('quantity')}
            invalid={invalid('quantity')}
            errorId={ERROR_ID}
          />
          <InputField
            id={`${PREFIX}price`}
            label={isStock ? 'Price per Share ($)' : 'Premium per Contract ($)'}
            type="number"
            inputMode="decimal"
            min="0"
            step={MONEY_STEP}
            value={form.price}
            onChange={set('price')}
            invalid={invalid('price')}
            errorId={ERROR_ID}
          />
          <InputField
            id={`${PREFIX}date`}
            label="Date"
            type="date"
            value={form.date}
            onChange={set('date')}
            invalid={invalid('date')}
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
              New average:{' '}
              <strong data-testid="average-preview">
                {money(preview.average.toNumber())} {per}
              </strong>{' '}
              on {quantityText(preview.quantity.toNumber())} {unit} ({money(preview.entryTotal.toNumber())} in
              total)
            </p>
          ) : null}
        </div>
        <FormError id={ERROR_ID} issue={issue} detail={detail} />
      </form>
    </Modal>
  );
}
