import {
  TRANSACTION_SAVE_ERROR,
  TRANSACTION_SAVE_FAILED,
  failedToSaveToDatabase,
} from '../../../../domain/investors/messages';
import { failureMessage, type Message } from '../../../components/form/message';

/**
 * The shares form's failure (docs/requirements.md#err-investors): the server answered but refused,
 * 'Failed to save transaction' with its reason beneath; the call itself broke, 'Error saving
 * transaction'.
 */
export function transactionFailure(error: unknown): Message {
  return failureMessage(error, { refused: TRANSACTION_SAVE_FAILED, broken: TRANSACTION_SAVE_ERROR });
}

/** The new-investor save's failure: 'Failed to save to database: {message}'. */
export function newInvestorFailure(error: unknown): Message {
  return failureMessage(error, { refused: failedToSaveToDatabase, broken: failedToSaveToDatabase });
}
