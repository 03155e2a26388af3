import type Decimal from 'decimal.js';
import type { z } from 'zod';
import { formatUnits } from '../../domain/format';
import { toNumericText } from '../../domain/decimal-input';
import { INVALID_NAV_VALUE } from '../../domain/investors/messages';
import { navDeviationPercent, navWithinTolerance } from '../../domain/investors/nav-tolerance';
import { investmentCreateSchema } from '../../domain/investors/schemas';
import { availableShares, bookedFigures, requestShares } from '../../domain/requests/figures';
import { dealingDateProblem } from '../../domain/requests/dealing-rules';
import { navOutsideTolerance, sharesNoLongerAvailable } from '../../domain/requests/messages';
import type { AdminCapitalRequest, requestApproveSchema } from '../../domain/requests/schemas';
import { booksNavOn, guardWrite, unitsHeld, type BooksNav, type Db, type Tx } from '../books';
import { recordRequestDecided } from '../notices/events';
import { HttpError } from '../http-error';
import { decimalOf, investmentDate } from '../investors/figures';
import { recordInvestmentIn } from '../investors/investment-writes';
import { parseOrThrow } from '../validation';
import { pendingRedemptions } from './availability';
import { readAdminRequest } from './request-reads';
import { requestedFigures } from './request-rows';
import { decideRequest, lockPendingRequest } from './request-writes';

export type RequestApproveInput = z.output<typeof requestApproveSchema>;

export interface ApprovalContext {
  actor: string;
  /** The fund's day (app.clock.today()): the investment date's one-year limit. */
  today: string;
  /** NAV_TOLERANCE_PERCENT. */
  navTolerancePercent: number;
}

/** What the approval's audit row keeps when the administrator gave a reason for the NAV. */
interface NavOverride {
  reason: string;
  navPerUnit: string;
  booksNavPerUnit: string | null;
  booksNavDate: string | null;
  deviationPercent: string | null;
  tolerancePercent: number;
  /** Whether the NAV was beyond the tolerance, so the reason was needed. */
  needed: boolean;
}

/**
 * The NAV typed against the books' NAV for the dealing date: beyond the tolerance it is refused (409)
 * unless the approval gives its reason. The books hold no NAV before a fund's first record, and then
 * there is nothing to compare with. Answers what the audit row keeps of a reason given.
 */
async function checkNav(
  tx: Tx,
  body: RequestApproveInput,
  nav: Decimal,
  tolerancePercent: number,
): Promise<NavOverride | null> {
  const books: BooksNav | null = await booksNavOn(tx, body.dealingDate);
  const deviation = books === null ? null : navDeviationPercent(nav, books.navPerUnit);
  const needed = books !== null && !navWithinTolerance(nav, books.navPerUnit, tolerancePercent);
  const deviationPercent = deviation === null ? null : deviation.toDecimalPlaces(2).toFixed();
  if (needed && body.navOverrideReason === undefined)
    throw new HttpError(
      409,
      navOutsideTolerance({
        nav: nav.toFixed(),
        booksNav: books.navPerUnit.toFixed(),
        booksDate: books.date,
        deviationPercent: deviationPercent!,
        tolerancePercent: String(tolerancePercent),
      }),
    );
  if (body.navOverrideReason === undefined) return null;
  return {
    reason: body.navOverrideReason,
    navPerUnit: nav.toFixed(),
    booksNavPerUnit: books?.navPerUnit.toFixed() ?? null,
    booksNavDate: books?.date ?? null,
    deviationPercent,
    tolerancePercent,
    needed,
  };
}

/**
 * Approves a pending request at a dealing date and NAV per unit (docs/requirements.md#req-approve), in
 * one transaction: the request is locked first (so of two approvals at once the second finds it
 * decided: 409), then the books' guard for the investor and the dealing date (closed quarter, fee run),
 * the dealing date's rules, the NAV against the books' NAV for that day, and, for a redemption, the
 * shares still available; the record is written by `recordInvestmentIn`, Admin Tools' own path (its
 * checks, its audit row), and the request links to it. A refusal books nothing.
 */
export async function approveRequest(
  db: Db,
  id: number,
  body: RequestApproveInput,
  context: ApprovalContext,
): Promise<AdminCapitalRequest> {
  const { actor, today } = context;
  // The record's own input rule (at most a year after today) is an input's, answered before the books'.
  investmentDate(body.dealingDate, today);
  return db.transaction(async (tx) => {
    const before = await lockPendingRequest(tx, id);
    const redemption = before.kind === 'redemption';
    await guardWrite(tx, { investorIds: [before.investorId], days: [body.dealingDate] });
    const dealing = dealingDateProblem(before, body.dealingDate, body.waiveNotice === true);
    if (dealing !== null) throw new HttpError(409, dealing.message);
    const early = body.dealingDate < before.earliestDealingDate;

    const nav = decimalOf(body.navPerUnit, INVALID_NAV_VALUE);
    const override = await checkNav(tx, body, nav, context.navTolerancePercent);
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
      const held = await unitsHeld(tx, before.investorId);
      const others = await pendingRedemptions(tx, before.investorId, before.id);
      const available = availableShares(held, others, nav);
      const needed = requestShares(asked, nav);
      if (needed.gt(available))
        throw new HttpError(409, sharesNoLongerAvailable(formatUnits(available), formatUnits(needed)));
    }
    const investment = await recordInvestmentIn(tx, record, actor, today);
    const decided = await decideRequest(
      tx,
      before,
      {
        status: 'approved',
        investmentId: investment.id,
        sharesAfter: toNumericText(await unitsHeld(tx, before.investorId)),
        noticeWaived: redemption && early,
      },
      actor,
      'approve',
      override === null ? undefined : { navOverride: override },
    );
    await recordRequestDecided(tx, decided, 'approved');
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
    const decided = await decideRequest(
      tx,
      before,
      { status: 'rejected', rejectionReason: reason },
      actor,
      'reject',
    );
    await recordRequestDecided(tx, decided, 'rejected');
    return readAdminRequest(tx, id);
  });
}
