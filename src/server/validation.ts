import { IMPORT_API_MESSAGES } from '../domain/imports/api-schemas';
import type { z } from 'zod';
import { HttpError } from './http-error';
import { USER_MESSAGES as INVESTOR_MESSAGES } from '../domain/investors/messages';
import { TRADE_MESSAGES } from '../domain/positions/messages';
import { UPLOAD_FORM_MESSAGES } from '../domain/documents/messages';
import { isDateRangeMessage } from '../domain/date-range';
import { isTextRuleMessage } from '../domain/text-input';
import { REPORT_RUN_MESSAGES } from '../domain/reports/messages';
import { FEE_MESSAGES } from '../domain/fees/messages';
import { PERIOD_MESSAGES } from '../domain/periods/messages';
import { JOURNAL_MESSAGES } from '../domain/journal/messages';
import { REQUEST_MESSAGES } from '../domain/requests/messages';
import { TAX_MESSAGES } from '../domain/tax/messages';

/**
 * Texts written for people (the messages of docs/requirements.md#err). A request that fails
 * validation with one of these, or with a text rule's or the date range's message ('Ticker must be at
 * most 12 characters', 'Open date must be between 1900-01-01 and 2100-12-31'), is answered with
 * exactly that text, so a screen can show the server's answer as it is; anything else reads
 * 'Invalid body: field: problem'.
 */
const USER_MESSAGES: ReadonlySet<string> = new Set([
  ...INVESTOR_MESSAGES,
  ...Object.values(TRADE_MESSAGES),
  ...UPLOAD_FORM_MESSAGES,
  ...Object.values(IMPORT_API_MESSAGES),
  ...REPORT_RUN_MESSAGES,
  ...FEE_MESSAGES,
  ...PERIOD_MESSAGES,
  ...Object.values(JOURNAL_MESSAGES),
  ...REQUEST_MESSAGES,
  ...Object.values(TAX_MESSAGES).filter((text) => typeof text === 'string'),
]);

const isWrittenForPeople = (message: string): boolean =>
  USER_MESSAGES.has(message) || isTextRuleMessage(message) || isDateRangeMessage(message);

export interface ValidationIssue {
  /** Dotted path of the field; '' for the whole payload. */
  path: string;
  message: string;
}

/** The one 400 text for a failed validation, used by the error handler and by in-handler parsing. */
export function validationMessage(issues: readonly ValidationIssue[], where: string): string {
  const written = issues.find((issue) => isWrittenForPeople(issue.message));
  if (written) return written.message;
  const parts = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return parts.length > 0 ? `Invalid ${where}: ${parts.join('; ')}` : `Invalid ${where}`;
}

/** Parses in a handler (where a route takes one of several payloads), with the same 400 answer. */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  where = 'body',
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new HttpError(400, validationMessage(issues, where));
}
