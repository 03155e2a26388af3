import { failureMessage, type FailureTexts } from '../../../components/form/message';
import type { FailureWords } from '../../../components/form/use-mutation-notice';
import { TRADE_LOG_TEXT as T } from './trade-log-texts';

export type ChangeKind = 'add' | 'averageDown' | 'close' | 'roll' | 'edit' | 'createQuarter';

/**
 * The rules' words for a failed change (docs/requirements.md#err-trades): 'Failed to ...' when the
 * server refused, 'Error ...' when the call itself failed. Closing shows the server's own text in
 * place of 'Failed to close position' when it sent one (a 4xx).
 */
const TEXTS: Record<ChangeKind, FailureTexts> = {
  add: { refused: T.addFailed, broken: T.addError },
  averageDown: { refused: T.averageFailed, broken: T.averageError },
  close: { refused: T.closeFailed, broken: T.closeError, reasonFirst: true },
  roll: { refused: T.rollFailed, broken: T.rollError },
  edit: { refused: T.editFailed, broken: T.editError },
  createQuarter: { refused: T.quarterFailed, broken: T.quarterError },
};

/** A failed Trade Log change, in words (always an error). */
export function failureNotice(kind: ChangeKind, error: unknown): FailureWords {
  const { text, detail } = failureMessage(error, TEXTS[kind]);
  return detail === undefined ? { text } : { text, detail };
}
