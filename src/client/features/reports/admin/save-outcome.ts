import {
  TRANSACTION_SAVE_ERROR,
  TRANSACTION_SAVE_FAILED,
  failedToSaveToDatabase,
} from '../../../../domain/investors/messages';
import { ApiError } from '../../../api/http';
import type { FormMessageState } from './form-message';

/**
 * The shares form's failure (spec 001 section 8): the server answered but refused, 'Failed to save
 * transaction' with its reason beneath; the call itself broke, 'Error saving transaction'.
 */
export function transactionFailure(error: unknown): FormMessageState {
  if (error instanceof ApiError)
    return { tone: 'error', text: TRANSACTION_SAVE_FAILED, detail: error.message };
  return {
    tone: 'error',
    text: TRANSACTION_SAVE_ERROR,
    ...(error instanceof Error && error.message ? { detail: error.message } : {}),
  };
}

/** The new-investor save's failure: 'Failed to save to database: {message}'. */
export function newInvestorFailure(error: unknown): FormMessageState {
  const message = error instanceof Error && error.message ? error.message : String(error);
  return { tone: 'error', text: failedToSaveToDatabase(message) };
}
