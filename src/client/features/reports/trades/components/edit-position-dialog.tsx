import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../components/modal';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { useEditPosition } from '../api/edit-position';
import { positionLabel } from '../display';
import { failureNotice } from '../failure';
import { checkEditPosition, editFormOf, type EditPositionForm } from '../form-payloads';
import type { TradeLogNotice } from '../trade-log-notice';
import { FormError, InputField, MONEY_STEP, TextAreaField } from './form-fields';
import { ContractTermsFields } from './contract-terms-fields';
import { SectorsField } from './sectors-field';
import { useFormIssue } from './use-form-issue';
import { RULES } from '../../../../../domain/positions/payloads/rules';

const PREFIX = 'edit-position-';
const ERROR_ID = `${PREFIX}message`;

/** The edit payloads' field names, on the form's inputs. */
const ALIASES: Record<string, string> = {
  shares: 'quantity',
  totalContracts: 'quantity',
  contracts: 'quantity',
  avgPrice: 'price',
  netPremium: 'price',
  costBasis: 'price',
  thesis: 'notes',
  comments: 'notes',
};

interface EditPositionDialogProps {
  position: PositionItem;
  onClose: () => void;
  onDone: (notice: TradeLogNotice) => void;
}

/**
 * Edit Position (spec 001 sections 3, 4 and 5): the edit payload of the position's type; a closed
 * position also edits its close date (booked at 9:00 AM).
 */
export function EditPositionDialog({ position, onClose, onDone }: EditPositionDialogProps) {
  const [form, setForm] = useState<EditPositionForm>(() => editFormOf(position));
  const { issue, detail, fail, clear, invalid } = useFormIssue(PREFIX, ALIASES);
  const edit = useEditPosition();
  const set = (key: keyof EditPositionForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const isStock = position.type === 'STOCK';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEditPosition(position, form);
    if (!checked.ok) return fail(checked.issue);
    clear();
    edit.mutate(
      { type: position.type, body: checked.body },
      {
        onSuccess: (after) => onDone({ tone: 'info', text: `Position updated: ${positionLabel(after)}` }),
        onError: (error) => {
          const failure = failureNotice('edit', error);
          fail({ message: failure.text, field: null }, failure.detail);
        },
      },
    );
  };

  const field = (name: keyof EditPositionForm) => ({
    id: `${PREFIX}${name}`,
    errorId: ERROR_ID,
    invalid: invalid(name),
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit Position"
      description={`${positionLabel(position)}${position.isOpen ? '' : ' (closed)'}`}
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
            disabled={edit.isPending}
          >
            {edit.isPending ? 'Saving...' : 'Save Changes'}
          </button>
        </>
      }
    >
      <form id={`${PREFIX}form`} noValidate onSubmit={submit}>
        <div className="field-row">
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
          {position.isOpen ? null : (
            <InputField
              {...field('closeDate')}
              label="Close Date"
              type="date"
              value={form.closeDate}
              onChange={set('closeDate')}
              hint="Booked at 9:00 AM"
            />
          )}
        </div>
        {isStock ? (
          <div className="field-row">
            <InputField
              {...field('quantity')}
              label="Shares"
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={form.quantity}
              onChange={set('quantity')}
            />
            <InputField
              {...field('price')}
              label="Average Price per Share ($)"
              type="number"
              inputMode="decimal"
              min="0"
              step={MONEY_STEP}
              value={form.price}
              onChange={set('price')}
            />
          </div>
        ) : (
          <div className="field-row">
            <ContractTermsFields values={form} field={field} set={set} />
            <InputField
              {...field('quantity')}
              label="Contracts"
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              value={form.quantity}
              onChange={set('quantity')}
            />
            <InputField
              {...field('price')}
              label={position.type === 'THETA' ? 'Premium per Contract ($)' : 'Cost Basis per Contract ($)'}
              type="number"
              inputMode="decimal"
              min="0"
              step={MONEY_STEP}
              value={form.price}
              onChange={set('price')}
              hint="For the whole contract (100 shares)"
            />
          </div>
        )}
        <SectorsField
          id={`${PREFIX}sectors`}
          value={form.sectors}
          onChange={set('sectors')}
          errorId={ERROR_ID}
        />
        <TextAreaField
          id={`${PREFIX}notes`}
          label={isStock ? 'Thesis' : 'Comments'}
          value={form.notes}
          onChange={set('notes')}
        />
        <FormError id={ERROR_ID} issue={issue} detail={detail} />
      </form>
    </Modal>
  );
}
