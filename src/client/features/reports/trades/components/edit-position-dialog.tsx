import { CountField, InputField, MoneyField, TextAreaField } from '../../../../components/form/field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { useForm } from '../../../../components/form/use-form';
import { useEditPosition } from '../api/edit-position';
import { positionLabel } from '../display';
import { checkEditPosition, editFormOf, type EditPositionForm } from '../form-payloads';
import { ContractTermsFields } from './contract-terms-fields';
import { NameListField } from './name-list-field';
import { BookedDateField, TickerField } from './trade-fields';
import { useTradeChange, type TradeDialogProps } from './use-trade-change';

const PREFIX = 'edit-position-';

/** The edit payloads' field names, on the form's inputs. */
const ALIASES: Record<string, string> = {
  shares: 'quantity',
  totalContracts: 'quantity',
  contracts: 'quantity',
  avgPrice: 'price',
  premium: 'price',
  costBasis: 'price',
  thesis: 'notes',
  comments: 'notes',
};

/**
 * Edit Position (docs/requirements.md#tl-edit): the edit payload of the position's type; a closed
 * position also edits its close date (booked at 9:00 AM).
 */
export function EditPositionDialog({ position, onClose, onDone }: TradeDialogProps) {
  const form = useForm<EditPositionForm>(PREFIX, () => editFormOf(position), ALIASES);
  const { values, set, field } = form;
  const edit = useTradeChange(
    useEditPosition(),
    'edit',
    (after) => ({ tone: 'success', text: `Position updated: ${positionLabel(after)}` }),
    { onDone, report: form.report },
  );
  const isStock = position.type === 'STOCK';

  const submit = () => {
    const body = form.accept(checkEditPosition(position, values));
    if (body !== null) edit.run({ type: position.type, body });
  };

  return (
    <FormDialog
      idPrefix={PREFIX}
      title="Edit Position"
      description={`${positionLabel(position)}${position.isOpen ? '' : ' (closed)'}`}
      size="large"
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={edit.pending}
      onSubmit={submit}
      onClose={onClose}
      message={form.message}
    >
      <div className="field-row">
        <TickerField {...field('ticker')} label="Ticker" value={values.ticker} onChange={set('ticker')} />
        <InputField
          {...field('openDate')}
          label="Open Date"
          type="date"
          value={values.openDate}
          onChange={set('openDate')}
        />
        {position.isOpen ? null : (
          <BookedDateField
            {...field('closeDate')}
            label="Close Date"
            value={values.closeDate}
            onChange={set('closeDate')}
          />
        )}
      </div>
      <div className="field-row">
        {isStock ? null : <ContractTermsFields values={values} field={field} set={set} />}
        <CountField
          {...field('quantity')}
          label={isStock ? 'Shares' : 'Contracts'}
          value={values.quantity}
          onChange={set('quantity')}
        />
        <MoneyField
          {...field('price')}
          label={
            isStock
              ? 'Average Price per Share ($)'
              : position.type === 'THETA'
                ? 'Premium per Contract ($)'
                : 'Cost Basis per Contract ($)'
          }
          value={values.price}
          onChange={set('price')}
          hint={isStock ? undefined : 'For the whole contract (100 shares)'}
        />
      </div>
      <NameListField kind="sectors" {...field('sectors')} value={values.sectors} onChange={set('sectors')} />
      <NameListField kind="tags" {...field('tags')} value={values.tags} onChange={set('tags')} />
      <TextAreaField
        id={`${PREFIX}notes`}
        label={isStock ? 'Thesis' : 'Comments'}
        value={values.notes}
        onChange={set('notes')}
      />
    </FormDialog>
  );
}
