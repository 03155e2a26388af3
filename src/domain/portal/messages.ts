/*
 * The investor portal's texts. NOT_LINKED is the requirement's own wording and must not change
 * (docs/requirements.md#investor-portal); the rest are ours.
 */

export const NOT_LINKED =
  'Your sign-in is not linked to an investor account yet. Please contact the fund administrator.';

/** PUT /api/investors/{id}/identity when the sign-in already belongs to another investor. */
export function alreadyLinked(otherInvestorName: string): string {
  return `This sign-in is already linked to another investor (${otherInvestorName}). Unlink it there first.`;
}

/** The same refusal when the other investor is not known (a link made at the same moment). */
export const ALREADY_LINKED_ELSEWHERE =
  'This sign-in is already linked to another investor. Unlink it there first.';

export const SUBJECT_RULE_NAME = 'Sign-in subject';
export const MY_ACCOUNT = 'My Account';

export const SUBJECT_REQUIRED = 'Sign-in subject is required';
export const STATEMENT_NOT_FOUND = 'Statement not found';
/** 'This statement cannot be made yet: missing quarter-end NAV'. */
export function statementNotAvailable(missing: readonly string[]): string {
  return `This statement cannot be made yet: missing ${missing.join(', ')}`;
}
export const INVALID_STATEMENT_QUARTER = 'Expected a quarter like Q3_2025';
export const INVALID_TRANSACTIONS_FORMAT = "format must be 'json' or 'csv'";
export const INVALID_DOCUMENT_ACTION = "action must be 'download' or 'preview'";
