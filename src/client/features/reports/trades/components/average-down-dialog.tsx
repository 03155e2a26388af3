import { CountField, InputField, MoneyField, TextAreaField } from '../../../../components/form/field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { useForm } from '../../../../components/form/use-form';
import { useFundClock } from '../../../../config/fund-clock';
import { previewAverageDown } from '../../../../../domain/positions/form-previews';
import { useAverageDownPosition } from '../api/average-down-position';
import { money, positionLabel, quantityText } from '../display';
import { checkAverageDown, type AverageDownForm } from '../form-payloads';
import { TradePreview } from './trade-fields';
import { useTradeChange, type TradeDialogProps } from './use-trade-change';

const PREFIX = 'average-down-';
// The payload calls them shares/contracts and price/premium; the form's inputs are quantity and price.
const ALIASES = { shares: 'quantity', contracts: 'quantity', premium: 'price', averageDownDate: 'date' };

/**
 * Add Shares / Average Down (docs/requirements.md#tl-average): more shares or contracts at a new
 * price; the new average shows before saving, from the same rule the server books it with.
 */
export function AverageDownDialog({ position, onClose, onDone }: TradeDialogProps) {
  const isStock = position.type === 'STOCK';
  const clock = useFundClock();
  const form = useForm<AverageDownForm>(
    PREFIX,
    () => ({ quantity: '1', price: '', date: clock.today(), comments: '' }),
    ALIASES,
  );
  const { values, set, field } = form;
  const label = positionLabel(position);
  const unit = isStock ? 'shares' : 'contracts';
  const per = isStock ? 'per share' : 'per contract';
  const averageDown = useTradeChange(
    useAverageDownPosition(),
    'averageDown',
    (after) => ({
      tone: 'success',
      text: `Position averaged down: ${label}`,
      detail: `${quantityText(after.quantity)} ${unit} at an average of ${money(after.avgPrice)} ${per}.`,
    }),
    { onDone, report: form.report },
  );
  const preview = previewAverageDown(position, values.quantity, values.price);

  const submit = () => {
    const body = form.accept(checkAverageDown(position, values));
    if (body !== null) averageDown.run({ type: position.type, body });
  };

  return (
    <FormDialog
      idPrefix={PREFIX}
      title="Add Shares / Average Down"
      description={`${label}: ${quantityText(position.quantity)} ${unit} at an average of ${money(position.avgPrice)} ${per}.`}
      submitLabel={isStock ? 'Add Shares' : 'Add Contracts'}
      pendingLabel="Saving..."
      pending={averageDown.pending}
      onSubmit={submit}
      onClose={onClose}
      message={form.message}
    >
      <div className="field-row">
        <CountField
          {...field('quantity')}
          label={isStock ? 'Shares to Add' : 'Contracts to Add'}
          value={values.quantity}
          onChange={set('quantity')}
        />
        <MoneyField
          {...field('price')}
          label={isStock ? 'Price per Share ($)' : 'Premium per Contract ($)'}
          value={values.price}
          onChange={set('price')}
        />
        <InputField {...field('date')} label="Date" type="date" value={values.date} onChange={set('date')} />
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
            New average:{' '}
            <strong data-testid="average-preview">
              {money(preview.average.toNumber())} {per}
            </strong>{' '}
            on {quantityText(preview.quantity.toNumber())} {unit} ({money(preview.entryTotal.toNumber())} in
            total)
          </p>
        ) : null}
      </TradePreview>
    </FormDialog>
  );
}
