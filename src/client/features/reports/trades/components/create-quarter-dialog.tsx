import { FormDialog } from '../../../../components/form/form-dialog';
import { InputField } from '../../../../components/form/field';
import { useForm } from '../../../../components/form/use-form';
import { useMutationNotice } from '../../../../components/form/use-mutation-notice';
import type { NewQuarterResponse } from '../../../../../domain/positions/responses';
import { RULES } from '../../../../../domain/positions/payloads/rules';
import { useCreateQuarter } from '../api/create-quarter';
import { failureNotice } from '../failure';
import { checkNewQuarter } from '../form-payloads';
import { TRADE_LOG_TEXT } from '../trade-log-texts';

const PREFIX = 'create-quarter-';

interface CreateQuarterDialogProps {
  current: string;
  suggested: string;
  onClose: () => void;
  onCreated: (result: NewQuarterResponse) => void;
}

/**
 * 'Create New Quarter' (docs/requirements.md#tl-new-quarter): the next quarter is suggested; creating
 * it moves every open position of the current quarter into it.
 */
export function CreateQuarterDialog({ current, suggested, onClose, onCreated }: CreateQuarterDialogProps) {
  const form = useForm(PREFIX, { newQuarter: suggested });
  const create = useMutationNotice(useCreateQuarter(), {
    success: (result) => ({ tone: 'success', text: `Created ${result.quarter}` }),
    failure: (error) => {
      // docs/requirements.md#err-console: the server's text is logged, and shown under the message.
      console.error('Creating a quarter failed:', error);
      return failureNotice('createQuarter', error);
    },
  });

  const submit = () => {
    const body = form.accept(checkNewQuarter(form.values.newQuarter));
    if (body === null) return;
    create.run(body.newQuarter.trim(), {
      onSuccess: (_message, result) => onCreated(result),
      onError: form.report,
    });
  };

  return (
    <FormDialog
      idPrefix={PREFIX}
      title={TRADE_LOG_TEXT.createQuarter}
      description={`Every open theta, stock and option position of ${current} moves to the new quarter.`}
      size="small"
      submitLabel="Create Quarter"
      pendingLabel="Creating..."
      pending={create.pending}
      onSubmit={submit}
      onClose={onClose}
      message={form.message}
    >
      <InputField
        {...form.field('newQuarter')}
        label="Quarter Name"
        value={form.values.newQuarter}
        onChange={form.set('newQuarter')}
        hint={`Like ${suggested}`}
        maxLength={RULES.quarter.max}
        autoComplete="off"
      />
    </FormDialog>
  );
}
