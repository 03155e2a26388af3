import Decimal from 'decimal.js';
import type { AdminCapitalRequest, CapitalRequest } from '../../domain/requests/schemas';
import type { RequestedFigures } from '../../domain/requests/figures';
import { isoInstant, jsonFigure, jsonFigureOrNull } from '../api-json';
import { capitalRequests, investments, investors } from '../db/schema';

export type CapitalRequestRow = typeof capitalRequests.$inferSelect;

/** The columns a request is answered with: the request and the record it booked (left joined). */
export const requestColumns = {
  request: capitalRequests,
  booked: {
    id: investments.id,
    date: investments.investmentDate,
    nav: investments.navAtEntry,
    amount: investments.amountInvested,
    shares: investments.sharesIssued,
  },
};

/** The administrator's list adds whose it is. */
export const adminRequestColumns = { ...requestColumns, investorName: investors.name };

type Booked = { id: number; date: string; nav: string; amount: string; shares: string } | null;

export function toCapitalRequest({
  request,
  booked,
}: {
  request: CapitalRequestRow;
  booked: Booked;
}): CapitalRequest {
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    amount: jsonFigureOrNull(request.amount),
    shares: jsonFigureOrNull(request.shares),
    note: request.note,
    requestDate: request.requestDate,
    earliestDealingDate: request.earliestDealingDate,
    createdAt: isoInstant(request.createdAt),
    decidedAt: request.decidedAt === null ? null : isoInstant(request.decidedAt),
    noticeWaived: request.noticeWaived,
    rejectionReason: request.rejectionReason,
    booked:
      booked === null || request.sharesAfter === null
        ? null
        : {
            investmentId: booked.id,
            dealingDate: booked.date,
            navPerUnit: jsonFigure(booked.nav),
            amount: jsonFigure(booked.amount),
            shares: jsonFigure(booked.shares),
            sharesAfter: jsonFigure(request.sharesAfter),
          },
  };
}

export function toAdminCapitalRequest(
  row: { request: CapitalRequestRow; booked: Booked; investorName: string },
  sharesHeld: string,
): AdminCapitalRequest {
  return {
    ...toCapitalRequest(row),
    investorId: row.request.investorId,
    investorName: row.investorName,
    sharesHeld: jsonFigure(sharesHeld),
  };
}

/** A stored request's own figures, for the rules of src/domain/requests/figures.ts. */
export function requestedFigures(
  row: Pick<CapitalRequestRow, 'kind' | 'amount' | 'shares'>,
): RequestedFigures {
  return {
    kind: row.kind,
    amount: row.amount === null ? null : new Decimal(row.amount),
    shares: row.shares === null ? null : new Decimal(row.shares),
  };
}
