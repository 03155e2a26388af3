import { ApiError } from '../../../api/http';
import { TRADE_LOG_TEXT } from './trade-log-texts';

export type ChangeKind = 'add' | 'averageDown' | 'close' | 'roll' | 'edit' | 'createQuarter';

export interface FailureNotice {
  text: string;
  /** The server's own reason, under the spec's message. */
  detail?: string;
}

const FAILED: Record<ChangeKind, string> = {
  add: TRADE_LOG_TEXT.addFailed,
  averageDown: TRADE_LOG_TEXT.averageFailed,
  close: TRADE_LOG_TEXT.closeFailed,
  roll: TRADE_LOG_TEXT.rollFailed,
  edit: TRADE_LOG_TEXT.editFailed,
  createQuarter: TRADE_LOG_TEXT.quarterFailed,
};

const ERROR: Record<ChangeKind, string> = {
  add: TRADE_LOG_TEXT.addError,
  averageDown: TRADE_LOG_TEXT.averageError,
  close: TRADE_LOG_TEXT.closeError(''),
  roll: TRADE_LOG_TEXT.rollError,
  edit: TRADE_LOG_TEXT.editError,
  createQuarter: TRADE_LOG_TEXT.quarterError,
};

/**
 * The spec's alert for a failed change (section 8), as a notice: 'Failed to ...' when the server
 * refused (with its reason underneath), 'Error ...' when the call itself failed. Closing shows the
 * server's own error text in place of 'Failed to close position' when it sent one (a 4xx).
 */
export function failureNotice(kind: ChangeKind, error: unknown): FailureNotice {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) {
    if (kind === 'close' && error.status < 500 && message !== '') return { text: message };
    return message === '' ? { text: FAILED[kind] } : { text: FAILED[kind], detail: message };
  }
  if (kind === 'close') return { text: TRADE_LOG_TEXT.closeError(message) };
  return message === '' ? { text: ERROR[kind] } : { text: ERROR[kind], detail: message };
}
