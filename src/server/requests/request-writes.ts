import type Decimal from 'decimal.js';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumericText } from '../../domain/decimal-input';
import { roundShares } from '../../domain/investors/shares';
import { MAX_PENDING_REQUESTS } from '../../domain/requests/constants';
import { earliestDealingDate } from '../../domain/requests/dealing-date';
import { redemptionLimitProblem } from '../../domain/requests/limits';
import {
  INVALID_REQUEST_AMOUNT,
  INVALID_REQUEST_SHARES,
  REQUEST_NOT_FOUND,
  requestNotPending,
  tooManyPendingRequests,
} from '../../domain/requests/messages';
import type { CapitalRequest, requestCreateSchema } from '../../domain/requests/schemas';
import { guardWrite, unitsHeld, writeAudit, type Db, type Executor, type Tx } from '../books';
import { capitalRequests } from '../db/schema';
import { HttpError } from '../http-error';
import { decimalOf } from '../investors/figures';
import { recordRequestReceived } from '../notices/events';
import { redemptionAvailability } from './availability';
import { toCapitalRequest, type CapitalRequestRow } from './request-rows';

export type RequestCreateInput = z.output<typeof requestCreateSchema>;

export interface RequestContext {
  actor: string;
  /** The fund's calendar day (app.clock.today()). */
  today: string;
  /** REDEMPTION_NOTICE_DAYS. */
  noticeDays: number;
  /** The current NAV per unit (the current-NAV sheet), when it can be read. */
  currentNav: Decimal | null;
}

const figure = (value: string | number | undefined, message: string) =>
  value === undefined ? null : decimalOf(value, message);

/** How many requests the investor has pending. */
async function pendingCount(ex: Executor, investorId: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(capitalRequests)
    .where(and(eq(capitalRequests.investorId, investorId), eq(capitalRequests.status, 'pending')));
  return Number(row?.n ?? 0);
}

/**
 * An investor's request (docs/requirements.md#req-investor), audited. Under the investor's lock: at most
 * MAX_PENDING_REQUESTS pending at once (409), and a redemption within the shares available (held less
 * pending redemptions), so two requests at once cannot both spend the same shares; its shares are kept
 * at 6 significant digits, the books'.
 */
export async function createRequest(
  db: Db,
  investorId: number,
  body: RequestCreateInput,
  context: RequestContext,
): Promise<CapitalRequest> {
  const asked = {
    kind: body.kind,
    amount: figure(body.amount, INVALID_REQUEST_AMOUNT),
    shares: figure(body.shares, INVALID_REQUEST_SHARES),
  };
  const shares = asked.shares === null ? null : roundShares(asked.shares);
  const redemption = body.kind === 'redemption';
  return db.transaction(async (tx) => {
    await guardWrite(tx, { investorIds: [investorId] });
    if ((await pendingCount(tx, investorId)) >= MAX_PENDING_REQUESTS)
      throw new HttpError(409, tooManyPendingRequests(MAX_PENDING_REQUESTS));
    if (redemption) {
      const { available, nav } = await redemptionAvailability(
        tx,
        investorId,
        await unitsHeld(tx, investorId),
        context.currentNav,
      );
      const problem = redemptionLimitProblem({ ...asked, shares }, available, nav);
      if (problem !== null) throw new HttpError(400, problem);
    }
    const [row] = await tx
      .insert(capitalRequests)
      .values({
        investorId,
        kind: body.kind,
        amount: asked.amount === null ? null : toNumericText(asked.amount),
        shares: shares === null ? null : toNumericText(shares),
        note: body.note === undefined || body.note === '' ? null : body.note,
        requestDate: context.today,
        earliestDealingDate: redemption
          ? earliestDealingDate(context.today, context.noticeDays)
          : context.today,
        requestedBy: context.actor,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await writeAudit(tx, {
      actor: context.actor,
      action: 'create',
      entity: 'capital_request',
      entityId: row.id,
      after: row,
    });
    await recordRequestReceived(tx, row);
    return toCapitalRequest({ request: row, booked: null });
  });
}

/**
 * The request, locked until the transaction ends, still pending: 404 when it is not there (or, with
 * `investorId`, not that investor's: an id cannot be probed), 409 when it has been decided.
 */
export async function lockPendingRequest(
  tx: Tx,
  id: number,
  investorId?: number,
): Promise<CapitalRequestRow> {
  const [row] = await tx
    .select()
    .from(capitalRequests)
    .where(
      and(
        eq(capitalRequests.id, id),
        investorId === undefined ? undefined : eq(capitalRequests.investorId, investorId),
      ),
    )
    .for('update');
  if (!row) throw new HttpError(404, REQUEST_NOT_FOUND);
  if (row.status !== 'pending') throw new HttpError(409, requestNotPending(row.status));
  return row;
}

/**
 * Moves a locked pending request to its decision, audited as `action`; only a pending row changes, so
 * a decision can never be made twice.
 */
export async function decideRequest(
  tx: Tx,
  before: CapitalRequestRow,
  change: Partial<
    Pick<CapitalRequestRow, 'noticeWaived' | 'rejectionReason' | 'investmentId' | 'sharesAfter'>
  > & {
    status: 'approved' | 'rejected' | 'cancelled';
  },
  actor: string,
  action: 'approve' | 'reject' | 'cancel',
  /** What the audit row keeps beside the request (an approval's NAV override). */
  noted?: Record<string, unknown>,
): Promise<CapitalRequestRow> {
  const [row] = await tx
    .update(capitalRequests)
    .set({ ...change, decidedAt: sql`now()`, decidedBy: actor })
    .where(and(eq(capitalRequests.id, before.id), eq(capitalRequests.status, 'pending')))
    .returning();
  if (!row) throw new HttpError(409, requestNotPending());
  await writeAudit(tx, {
    actor,
    action,
    entity: 'capital_request',
    entityId: row.id,
    before,
    after: noted === undefined ? row : { ...row, ...noted },
  });
  return row;
}

/** The investor cancels their own pending request: 404 for another's, 409 once decided. */
export async function cancelRequest(
  db: Db,
  investorId: number,
  id: number,
  actor: string,
): Promise<CapitalRequest> {
  return db.transaction(async (tx) => {
    const before = await lockPendingRequest(tx, id, investorId);
    const row = await decideRequest(tx, before, { status: 'cancelled' }, actor, 'cancel');
    return toCapitalRequest({ request: row, booked: null });
  });
}
