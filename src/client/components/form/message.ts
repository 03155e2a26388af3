import { ApiError } from '../../api/http';

/**
 * The one shape of an outcome the reader is told about: a form's problem, a refused or failed call, a
 * saved change. 'error' is announced at once (role="alert"), 'info' and 'success' politely
 * (role="status").
 */
export interface Message {
  tone: 'info' | 'success' | 'error';
  text: string;
  /** A second line: the server's own reason under the rules' message, counts, a roll's carry text. */
  detail?: string;
  /**
   * A form's problems, each linked to its field (`fieldId`, null when about the whole form): listed
   * at the form's top so a reader sees them all and can jump to each.
   */
  issues?: readonly { text: string; fieldId: string | null }[];
}

/** What broke, in words: an error's own message; a thrown non-error says nothing useful. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** A text of its own, or one that carries the reason inline ('Error closing position: {reason}'). */
type FailureText = string | ((reason: string) => string);

export interface FailureTexts {
  /** The server answered and refused: 'Failed to ...'; its reason goes underneath. */
  refused: FailureText;
  /** The call itself failed: 'Error ...'; what broke goes underneath. */
  broken: FailureText;
  /** A 4xx with a reason shows that reason in place of `refused` (Close Position). */
  reasonFirst?: boolean;
}

function worded(text: FailureText, reason: string): Message {
  if (typeof text === 'function') return { tone: 'error', text: text(reason) };
  return reason === '' ? { tone: 'error', text } : { tone: 'error', text, detail: reason };
}

/**
 * The one error-to-text mapping of the client (docs/requirements.md#err-api): a refusal reads as the
 * rules' 'Failed to ...' with the server's reason beneath, a broken call as 'Error ...' with what
 * broke beneath.
 */
export function failureMessage(error: unknown, texts: FailureTexts): Message {
  const reason = reasonOf(error);
  if (error instanceof ApiError) {
    if (texts.reasonFirst && error.status < 500 && reason !== '') return { tone: 'error', text: reason };
    return worded(texts.refused, reason);
  }
  return worded(texts.broken, reason);
}

/**
 * The texts of a section that shows the server's reason when it gave one ('File is larger than the
 * 25 MB limit', or `withReason` of it) and its fixed text when it gave none or the call never got an
 * answer (offline, aborted).
 */
export function reasonOr(
  fallback: string,
  withReason: (reason: string) => string = (reason) => reason,
): FailureTexts {
  return { refused: (reason) => (reason ? withReason(reason) : fallback), broken: () => fallback };
}
