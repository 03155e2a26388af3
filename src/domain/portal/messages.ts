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
