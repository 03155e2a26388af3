import { InputField } from '../../../../components/form/field';
import { FormMessage } from '../../../../components/form/form-message';
import { useForm } from '../../../../components/form/use-form';
import { useMutationNotice } from '../../../../components/form/use-mutation-notice';
import type { TagAction } from '../../../../../domain/positions/payloads/position-tags';
import { TAG_NAME_RULE } from '../../../../../domain/positions/payloads/fields';
import { useTagPositions } from '../api/tag-positions';
import { checkTagPositions } from '../tag-payload';
import { failureMessage } from '../../../../components/form/message';
import { TRADE_LOG_TEXT as T } from '../trade-log-texts';

const PREFIX = 'bulk-tag-';

interface BulkTagBarProps {
  selected: readonly number[];
  total: number;
  onClear: () => void;
  /** Whether the rows are sample data (mock mode): nothing can be saved. */
  disabled: boolean;
}

/**
 * Tags the positions chosen in the table (docs/requirements.md#tl-tags): one tag added to, or removed
 * from, all of them at once; the outcome shows here, politely or at once for a failure.
 */
export function BulkTagBar({ selected, total, onClear, disabled }: BulkTagBarProps) {
  const form = useForm(PREFIX, () => ({ tag: '' }));
  const tagging = useMutationNotice(
    useTagPositions(),
    {
      success: (answer, variables) => ({
        tone: 'success',
        text: T.tagged(variables.action as TagAction, String(variables.tag).trim(), answer.changed),
      }),
      failure: (error) => failureMessage(error, { refused: T.tagFailed, broken: T.tagError }),
    },
    { onError: form.report },
  );

  const run = (action: TagAction) => {
    const body = form.accept(checkTagPositions(action, form.values.tag, selected));
    if (body !== null) tagging.run(body, { onSuccess: () => onClear() });
  };

  return (
    <form
      className="bulk-tags"
      aria-label="Tag the chosen positions"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run('add');
      }}
    >
      <p className="bulk-tags__count" aria-live="polite">
        {T.selectedCount(selected.length, total)}
      </p>
      <InputField
        {...form.field('tag')}
        label="Tag"
        value={form.values.tag}
        onChange={form.set('tag')}
        maxLength={TAG_NAME_RULE.max}
        autoComplete="off"
        hint="e.g. wheel, earnings, hedge"
      />
      <div className="bulk-tags__actions">
        <button type="submit" className="button button--primary" disabled={disabled || tagging.pending}>
          {T.addTag}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled || tagging.pending}
          onClick={() => run('remove')}
        >
          {T.removeTag}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={selected.length === 0}
          onClick={onClear}
        >
          {T.clearSelection}
        </button>
      </div>
      <FormMessage id={form.errorId} message={form.message ?? tagging.message} />
    </form>
  );
}
