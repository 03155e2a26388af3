import type { UseMutationResult } from '@tanstack/react-query';
import type { Message } from '../../../../components/form/message';
import { useMutationNotice } from '../../../../components/form/use-mutation-notice';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { failureNotice, type ChangeKind } from '../failure';

/** What every row dialog of the Trade Log is given. */
export interface TradeDialogProps {
  position: PositionItem;
  onClose: () => void;
  /** The change is booked: the dialog closes and the screen shows the notice. */
  onDone: (notice: Message) => void;
}

interface TradeChangeDelivery {
  onDone: (notice: Message) => void;
  /** The dialog's form, which shows a refusal under its fields. */
  report: (message: Message) => void;
  /** Also on a failure: a confirmation step goes back to the form. */
  onFailure?: () => void;
}

/**
 * A Trade Log change made from a dialog: success goes out as the screen's notice, a failure stays in
 * the dialog, in the rules' words for that kind of change (docs/requirements.md#err-trades).
 */
export function useTradeChange<Result, Variables>(
  mutation: UseMutationResult<Result, unknown, Variables, unknown>,
  kind: ChangeKind,
  success: (result: Result) => Message,
  { onDone, report, onFailure }: TradeChangeDelivery,
) {
  return useMutationNotice(
    mutation,
    { success, failure: (error) => failureNotice(kind, error) },
    {
      onSuccess: onDone,
      onError: (message) => {
        onFailure?.();
        report(message);
      },
    },
  );
}
