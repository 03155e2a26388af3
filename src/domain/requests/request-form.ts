import type { RequestKind } from './constants';
import type { RequestCreateBody } from './schemas';

/** How a redemption is asked: an amount of money or a number of shares. */
export const REDEEM_BY = ['amount', 'shares'] as const;
export type RedeemBy = (typeof REDEEM_BY)[number];

/** The portal's request form as typed. */
export interface RequestForm {
  kind: RequestKind;
  /** A redemption's choice; a subscription is always an amount. */
  by: RedeemBy;
  amount: string;
  shares: string;
  note: string;
}

/**
 * The payload of POST /api/me/requests for the form: only the figure the kind and choice ask for (a
 * field typed and then switched away from is not sent), the note when there is one.
 */
export function requestBody(form: RequestForm): RequestCreateBody {
  const inShares = form.kind === 'redemption' && form.by === 'shares';
  const figure = inShares ? { shares: form.shares.trim() } : { amount: form.amount.trim() };
  const note = form.note.trim();
  return { kind: form.kind, ...figure, ...(note === '' ? {} : { note }) };
}
