import Decimal from 'decimal.js';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CONFIRMATION_NOT_READY, REQUEST_NOT_FOUND } from '../../domain/requests/messages';
import type { Confirmation } from '../../domain/requests/confirmation';
import { earliestDealingDate } from '../../domain/requests/dealing-date';
import type {
  AdminCapitalRequest,
  CapitalRequest,
  MyRequestsResponse,
  RequestListResponse,
} from '../../domain/requests/schemas';
import { jsonFigure } from '../api-json';
import { readHolding } from '../investors/investment-writes';
import { unitsHeldByInvestor, type Db, type Executor } from '../books';
import { capitalRequests, investments, investors } from '../db/schema';
import { HttpError } from '../http-error';
import { redemptionAvailability } from './availability';
import { adminRequestColumns, requestColumns, toAdminCapitalRequest, toCapitalRequest } from './request-rows';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The administrator's rows: the request, its booked record, whose it is and the units they hold. */
function adminRows(tx: Executor) {
  const held = unitsHeldByInvestor(tx);
  return tx
    .select({ ...adminRequestColumns, sharesHeld: sql<string>`coalesce(${held.unitsHeld}, '0')` })
    .from(capitalRequests)
    .innerJoin(investors, eq(investors.id, capitalRequests.investorId))
    .leftJoin(investments, eq(investments.id, capitalRequests.investmentId))
    .leftJoin(held, eq(held.investorId, capitalRequests.investorId));
}

const toAdmin = (row: Awaited<ReturnType<typeof adminRows>>[number]) =>
  toAdminCapitalRequest(row, row.sharesHeld);

/** One request as the administrator's list shows it. */
export async function readAdminRequest(tx: Executor, id: number): Promise<AdminCapitalRequest> {
  const [row] = await adminRows(tx).where(eq(capitalRequests.id, id));
  if (!row) throw new HttpError(404, REQUEST_NOT_FOUND);
  return toAdmin(row);
}

/**
 * GET /api/requests (docs/requirements.md#req-admin): the pending ones oldest first, or every request
 * newest first; with the number pending either way.
 */
export async function listRequests(db: Db, filter: 'pending' | 'all'): Promise<RequestListResponse> {
  return db.transaction(async (tx) => {
    const rows =
      filter === 'pending'
        ? await adminRows(tx).where(eq(capitalRequests.status, 'pending')).orderBy(asc(capitalRequests.id))
        : await adminRows(tx).orderBy(desc(capitalRequests.id));
    const [pending] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(capitalRequests)
      .where(eq(capitalRequests.status, 'pending'));
    return { requests: rows.map(toAdmin), pendingCount: Number(pending?.n ?? 0) };
  }, SNAPSHOT);
}

/** An investor's own requests, newest first. */
async function listMyRequests(db: Executor, investorId: number): Promise<CapitalRequest[]> {
  const rows = await db
    .select(requestColumns)
    .from(capitalRequests)
    .leftJoin(investments, eq(investments.id, capitalRequests.investmentId))
    .where(eq(capitalRequests.investorId, investorId))
    .orderBy(desc(capitalRequests.id));
  return rows.map(toCapitalRequest);
}

/**
 * GET /api/me/requests (docs/requirements.md#req-investor): the investor's requests and, from the same
 * snapshot, what a redemption asked today may take and its earliest dealing date.
 */
export async function loadMyRequests(
  db: Db,
  investorId: number,
  at: { currentNav: Decimal | null; today: string; noticeDays: number },
): Promise<MyRequestsResponse> {
  return db.transaction(async (tx) => {
    const held = await readHolding(tx, investorId);
    const availability = await redemptionAvailability(tx, investorId, held.shares, at.currentNav);
    return {
      requests: await listMyRequests(tx, investorId),
      redemption: {
        sharesHeld: jsonFigure(availability.held),
        pendingShares: jsonFigure(availability.pending),
        availableShares: jsonFigure(availability.available),
        navPerUnit: availability.nav === null ? null : jsonFigure(availability.nav),
        earliestDealingDate: earliestDealingDate(at.today, at.noticeDays),
        noticeDays: at.noticeDays,
      },
    };
  }, SNAPSHOT);
}

/**
 * What the confirmation of an approved request tells (docs/requirements.md#req-confirmation): the
 * investor's own when `investorId` is given (another investor's id is then 404, as an unknown one is),
 * any investor's for the Reports area; 409 while it is not approved.
 */
export async function loadConfirmation(
  db: Db,
  id: number,
  fundName: string,
  investorId?: number,
): Promise<Confirmation> {
  const [row] = await db
    .select({ ...adminRequestColumns })
    .from(capitalRequests)
    .innerJoin(investors, eq(investors.id, capitalRequests.investorId))
    .leftJoin(investments, eq(investments.id, capitalRequests.investmentId))
    .where(
      and(
        eq(capitalRequests.id, id),
        investorId === undefined ? undefined : eq(capitalRequests.investorId, investorId),
      ),
    );
  if (!row) throw new HttpError(404, REQUEST_NOT_FOUND);
  const { request, booked } = row;
  if (request.status !== 'approved' || booked === null || request.sharesAfter === null)
    throw new HttpError(409, CONFIRMATION_NOT_READY);
  return {
    fundName,
    investorName: row.investorName,
    requestId: request.id,
    kind: request.kind,
    requestDate: request.requestDate,
    dealingDate: booked.date,
    navPerUnit: new Decimal(booked.nav),
    amount: new Decimal(booked.amount),
    shares: new Decimal(booked.shares),
    sharesAfter: new Decimal(request.sharesAfter),
    noticeWaived: request.noticeWaived,
  };
}
