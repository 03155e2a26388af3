import type { z } from 'zod';
import { formatUnits } from '../../domain/format';
import { toNumericText } from '../../domain/decimal-input';
import { INVALID_NAV_VALUE } from '../../domain/investors/messages';
import { investmentCreateSchema } from '../../domain/investors/schemas';
import { availableShares, bookedFigures, requestShares } from '../../domain/requests/figures';
import { noticeNotGiven, sharesNoLongerAvailable } from '../../domain/requests/messages';
import type { AdminCapitalRequest, requestApproveSchema } from '../../domain/requests/schemas';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { decimalOf } from '../investors/figures';
import { lockInvestorHolding, recordInvestmentIn } from '../investors/investment-writes';
import { parseOrThrow } from '../validation';
import { pendingRedemptions } from './availability';
import { readAdminRequest } from './request-reads';
import { requestedFigures } from './request-rows';
import { decideRequest, lockPendingRequest } from './request-writes';

export type RequestApproveInput = z.output<typeof requestApproveSchema>;

/**
 * Approves a pending request at a dealing date and NAV per unit (docs/requirements.md#req-approve), in
 * one transaction: the request is locked first (so of two approvals at once the second finds it
 * decided: 409), then the notice rule, then, for a redemption, the shares still available under the
 * investor's lock; the record is written by `recordInvestmentIn`, Admin Tools' own path (its checks,
 * its audit row), and the request links to it.
 */
export async function approveRequest(
  db: Db,
  id: number,
  body: RequestApproveInput,
  actor: string,
  today: string,
): Promise<AdminCapitalRequest> {
  return db.transaction(async (tx) => {
    const before = await lockPendingRequest(tx, id);
    const redemption = before.kind === 'redemption';
    const early = body.dealingDate < before.earliestDealingDate;
    if (redemption && early && body.waiveNotice !== true)
      throw new HttpError(409, noticeNotGiven(before.earliestDealingDate));

    const nav = decimalOf(body.navPerUnit, INVALID_NAV_VALUE);
    const asked = requestedFigures(before);
    const booked = bookedFigures(asked, nav);
    // The same payload and schema as POST /api/investor-investments: its bounds and its messages.
    const record = parseOrThrow(investmentCreateSchema, {
      investorId: before.investorId,
      investmentDate: body.dealingDate,
      amountInvested: toNumericText(booked.amount),
      navAtEntry: toNumericText(nav),
      sharesIssued: toNumericText(booked.shares),
    });
    if (redemption) {
      const held = await lockInvestorHolding(tx, before.investorId);
      const others = await pendingRedemptions(tx, before.investorId, before.id);
      const available = availableShares(held.shares, others, nav);
      const needed = requestShares(asked, nav);
      if (needed.gt(available))
        throw new HttpError(409, sharesNoLongerAvailable(formatUnits(available), formatUnits(needed)));
    }
    const investment = await recordInvestmentIn(tx, record, actor, today);
    const after = await lockInvestorHolding(tx, before.investorId);
    await decideRequest(
      tx,
      before,
      {
        status: 'approved',
        investmentId: investment.id,
        sharesAfter: toNumericText(after.shares),
        noticeWaived: redemption && early,
      },
      actor,
      'approve',
    );
    return readAdminRequest(tx, id);
  });
}

/** Rejects a pending request with the reason the investor is shown. */
export async function rejectRequest(
  db: Db,
  id: number,
  reason: string,
  actor: string,
): Promise<AdminCapitalRequest> {
  return db.transaction(async (tx) => {
    const before = await lockPendingRequest(tx, id);
    await decideRequest(tx, before, { status: 'rejected', rejectionReason: reason }, actor, 'reject');
    return readAdminRequest(tx, id);
  });
}
