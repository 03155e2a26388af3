import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../components/modal';
import type { NewQuarterResponse } from '../../../../../domain/positions/responses';
import { useCreateQuarter } from '../api/create-quarter';
import { failureNotice } from '../failure';
import { checkNewQuarter } from '../form-payloads';
import { TRADE_LOG_TEXT } from '../trade-log-texts';
import { FormError, InputField } from './form-fields';
import { useFormIssue } from './use-form-issue';
import { RULES } from '../../../../../domain/positions/payloads/rules';

const PREFIX = 'create-quarter-';
const ERROR_ID = `${PREFIX}message`;

interface CreateQuarterDialogProps {
  current: string;
  suggested: string;
  onClose: () => void;
  onCreated: (result: NewQuarterResponse) => void;
}

/**
 * 'Create New Quarter' (spec 001 sections 4 and 5): the next quarter is suggested; creating it moves
 * every open position of the current quarter into it.
 */
export function CreateQuarterDialog({ current, suggested, onClose, onCreated }: CreateQuarterDialogProps) {
  const [name, setName] = useState(suggested);
  const { issue, detail, fail, clear, invalid } = useFormIssue(PREFIX);
  const create = useCreateQuarter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewQuarter(name);
    if (!checked.ok) return fail(checked.issue);
    clear();
    create.mutate(checked.body.newQuarter.trim(), {
      onSuccess: onCreated,
      onError: (error) => {
        // Spec 001 section 8: the server's text is logged; the reader sees it under the spec's message too.
        console.error('Creating a quarter failed:', error);
        const failure = failureNotice('createQuarter', error);
        fail({ message: failure.text, field: null }, failure.detail);
      },
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={TRADE_LOG_TEXT.createQuarter}
      description={`Every open theta, stock and option position of ${current} moves to the new quarter.`}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form={`${PREFIX}form`}
            className="button button--primary"
            disabled={create.isPending}
          >
            {create.isPending ? 'Creating...' : 'Create Quarter'}
          </button>
        </>
      }
    >
      <form id={`${PREFIX}form`} noValidate onSubmit={submit}>
        <InputField
          id={`${PREFIX}newQuarter`}
          label="Quarter Name"
          value={name}
          onChange={setName}
          hint={`Like ${suggested}`}
          invalid={invalid('newQuarter')}
          errorId={ERROR_ID}
          maxLength={RULES.quarter.max}
          autoComplete="off"
        />
        <FormError id={ERROR_ID} issue={issue} detail={detail} />
      </form>
    </Modal>
  );
}
