import Decimal from 'decimal.js';
import { sharesIssued } from '../investors/shares';
import type { RequestKind } from './constants';

/*
 * The money rule of a request (docs/requirements.md#req-approve, #req-limits): what an approval books
 * at a NAV per unit, and how many shares a redemption may still take. Shares are the amount / NAV at 6
 * significant digits (src/domain/investors/shares.ts), as every investment record's; a request in
 * shares books shares x NAV, unrounded, so the record's amount / NAV gives back exactly its shares.
 */

/** A request's own figures: an amount, or (a redemption only) shares; positive, one of the two. */
export interface RequestedFigures {
  kind: RequestKind;
  amount: Decimal | null;
  shares: Decimal | null;
}

/** The record an approval books: signed as the books keep it (a redemption negative). */
export interface BookedFigures {
  amount: Decimal;
  shares: Decimal;
}

/** The shares a request moves at `nav`, unsigned: its shares, or its amount / NAV to 6 digits. */
export function requestShares(request: RequestedFigures, nav: Decimal.Value): Decimal {
  if (request.shares !== null) return request.shares;
  if (request.amount === null) throw new RangeError('A request has an amount or shares');
  return sharesIssued(request.amount, nav);
}

/** The investment or redemption record an approval at `nav` writes. */
export function bookedFigures(request: RequestedFigures, nav: Decimal.Value): BookedFigures {
  const sign = request.kind === 'redemption' ? -1 : 1;
  if (request.shares !== null) {
    const shares = request.shares.times(sign);
    return { amount: shares.times(nav), shares };
  }
  if (request.amount === null) throw new RangeError('A request has an amount or shares');
  const amount = request.amount.times(sign);
  return { amount, shares: sharesIssued(amount, nav) };
}

/** The shares of pending redemptions, each asking for an amount valued at `nav`. */
export function pendingShares(pendingRedemptions: readonly RequestedFigures[], nav: Decimal.Value): Decimal {
  return pendingRedemptions.reduce(
    (total, request) => total.plus(requestShares(request, nav)),
    new Decimal(0),
  );
}

/**
 * The shares a new redemption may take: those held less those of the pending redemptions (each
 * valued at `nav` when it asks for an amount), never below 0.
 */
export function availableShares(
  held: Decimal.Value,
  pendingRedemptions: readonly RequestedFigures[],
  nav: Decimal.Value,
): Decimal {
  return Decimal.max(0, new Decimal(held).minus(pendingShares(pendingRedemptions, nav)));
}
