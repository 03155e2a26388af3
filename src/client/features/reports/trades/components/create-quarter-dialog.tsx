import { FormDialog } from '../../../../components/form/form-dialog';
import { InputField } from '../../../../components/form/field';
import type { Message } from '../../../../components/form/message';
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
  /** The quarter on screen, which the notice says the positions moved from. */
  viewed: string;
  suggested: string;
  onClose: () => void;
  /** The quarter is created: the screen shows it, with the notice. */
  onCreated: (quarter: string, notice: Message) => void;
}

function movedSummary(result: NewQuarterResponse, from: string): string {
  const counts = `${result.thetaPositions} theta, ${result.stockPositions} stock, ${result.optionPositions} option`;
  return `Moved ${result.totalMoved} open ${result.totalMoved === 1 ? 'position' : 'positions'} from ${from}: ${counts}.`;
}

/**
 * 'Create New Quarter' (docs/requirements.md#tl-new-quarter): the next quarter is suggested; creating
 * it moves every open position of the current quarter into it.
 */
export function CreateQuarterDialog({
  current,
  viewed,
  suggested,
  onClose,
  onCreated,
}: CreateQuarterDialogProps) {
  const form = useForm(PREFIX, { newQuarter: suggested });
  const create = useMutationNotice(useCreateQuarter(), {
    success: (result) => ({
      tone: 'success',
      text: `Created ${result.quarter}`,
      detail: movedSummary(result, viewed),
    }),
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
      onSuccess: (notice, result) => onCreated(result.quarter, notice),
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
