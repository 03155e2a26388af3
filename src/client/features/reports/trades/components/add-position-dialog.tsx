import { CountField, InputField, MoneyField, TextAreaField } from '../../../../components/form/field';
import { FormDialog } from '../../../../components/form/form-dialog';
import { useForm } from '../../../../components/form/use-form';
import { useFundClock } from '../../../../config/fund-clock';
import { SegmentedControl } from '../../../../components/segmented-control';
import { NEW_POSITION_DEFAULTS } from '../../../../../domain/positions/payloads/new-position';
import { POSITION_TYPES, type PositionType } from '../../../../../domain/positions/units';
import { useAddPosition } from '../api/add-position';
import { positionLabel } from '../display';
import { checkAddPosition, type AddPositionForm } from '../form-payloads';
import { TRADE_LOG_TEXT } from '../trade-log-texts';
import { ContractTermsFields } from './contract-terms-fields';
import { NameListField } from './name-list-field';
import { TickerField } from './trade-fields';
import { useTradeChange, type TradeDialogProps } from './use-trade-change';

const PREFIX = 'add-position-';
const TYPE_LABELS: Record<PositionType, string> = { THETA: 'Theta', STOCK: 'Stock', OPTION: 'Option' };

function initialForm(today: string): AddPositionForm {
  return {
    positionType: 'THETA',
    ticker: '',
    openDate: today,
    sectors: '',
    tags: '',
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

interface AddPositionDialogProps extends Omit<TradeDialogProps, 'position'> {
  quarter: string;
}

/** Add Position (docs/requirements.md#tl-add): theta, stock or option, open or backfilled as closed. */
export function AddPositionDialog({ quarter, onClose, onDone }: AddPositionDialogProps) {
  const clock = useFundClock();
  const form = useForm(PREFIX, () => initialForm(clock.today()));
  const { values, set, field } = form;
  const add = useTradeChange(
    useAddPosition(),
    'add',
    (position) => ({ tone: 'success', text: `Position added: ${positionLabel(position)}` }),
    { onDone, report: form.report },
  );
  const isStock = values.positionType === 'STOCK';

  const changeType = (positionType: PositionType) =>
    form.setValues((current) => ({
      ...current,
      positionType,
      // docs/requirements.md#tl-add: STO for theta, BTO for option.
      action:
        positionType === 'OPTION' ? NEW_POSITION_DEFAULTS.optionAction : NEW_POSITION_DEFAULTS.thetaAction,
    }));

  const submit = () => {
    const body = form.accept(checkAddPosition(values, quarter));
    if (body !== null) add.run(body);
  };

  return (
    <FormDialog
      idPrefix={PREFIX}
      title={TRADE_LOG_TEXT.addPosition}
      description={`The position is filed under ${quarter}.`}
      size="large"
      submitLabel={TRADE_LOG_TEXT.addPosition}
      pendingLabel="Adding..."
      pending={add.pending}
      onSubmit={submit}
      onClose={onClose}
      message={form.message}
    >
      <SegmentedControl
        legend="Position type"
        options={POSITION_TYPES}
        labels={TYPE_LABELS}
        value={values.positionType}
        onChange={changeType}
      />
      <div className="field-row trade-form__gap">
        <TickerField {...field('ticker')} label="Ticker" value={values.ticker} onChange={set('ticker')} />
        <InputField
          {...field('openDate')}
          label="Open Date"
          type="date"
          value={values.openDate}
          onChange={set('openDate')}
        />
      </div>

      {isStock ? (
        <div className="field-row">
          <MoneyField
            {...field('price')}
            label="Price per Share ($)"
            value={values.price}
            onChange={set('price')}
          />
          <CountField {...field('shares')} label="Shares" value={values.shares} onChange={set('shares')} />
        </div>
      ) : (
        <div className="field-row">
          <ContractTermsFields values={values} field={field} set={set} />
          <CountField
            {...field('contracts')}
            label="Contracts"
            value={values.contracts}
            onChange={set('contracts')}
          />
          <MoneyField
            {...field('premium')}
            label="Premium per Contract ($)"
            value={values.premium}
            onChange={set('premium')}
            hint="For the whole contract (100 shares)"
          />
        </div>
      )}

      <NameListField
        kind="sectors"
        id={`${PREFIX}selectedSectors`}
        value={values.sectors}
        onChange={set('sectors')}
        errorId={form.errorId}
        invalid={form.invalid('selectedSectors')}
      />
      <NameListField
        kind="tags"
        id={`${PREFIX}tags`}
        value={values.tags}
        onChange={set('tags')}
        errorId={form.errorId}
        invalid={form.invalid('tags')}
      />
      <TextAreaField
        id={`${PREFIX}comments`}
        label={values.positionType === 'THETA' ? 'Comments' : 'Thesis'}
        value={values.comments}
        onChange={set('comments')}
      />

      <div className="trade-form__check">
        <input
          id={`${PREFIX}isClosedPosition`}
          type="checkbox"
          checked={values.isClosedPosition}
          onChange={(event) => set('isClosedPosition')(event.target.checked)}
        />
        <label htmlFor={`${PREFIX}isClosedPosition`}>Closed position (backfill)</label>
      </div>
      {values.isClosedPosition ? (
        <div className="field-row">
          <InputField
            {...field('closeDate')}
            label="Close Date"
            type="date"
            value={values.closeDate}
            onChange={set('closeDate')}
          />
          <MoneyField
            {...field('closePrice')}
            label={isStock ? 'Close Price per Share ($)' : 'Close Price per Contract ($)'}
            value={values.closePrice}
            onChange={set('closePrice')}
          />
          <MoneyField
            {...field('netProfit')}
            label="Net Profit ($)"
            min={undefined}
            value={values.netProfit}
            onChange={set('netProfit')}
          />
        </div>
      ) : null}
    </FormDialog>
  );
}
