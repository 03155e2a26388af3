import Decimal from 'decimal.js';
import { and, desc, eq, ne } from 'drizzle-orm';
import { availableShares, pendingShares, type RequestedFigures } from '../../domain/requests/figures';
import { capitalRequests, investments } from '../db/schema';
import type { Executor } from '../books';
import { requestedFigures } from './request-rows';

/** An investor's pending redemptions, but `exceptId` (the one being approved). */
export async function pendingRedemptions(
  tx: Executor,
  investorId: number,
  exceptId?: number,
): Promise<RequestedFigures[]> {
  const rows = await tx
    .select({ kind: capitalRequests.kind, amount: capitalRequests.amount, shares: capitalRequests.shares })
    .from(capitalRequests)
    .where(
      and(
        eq(capitalRequests.investorId, investorId),
        eq(capitalRequests.kind, 'redemption'),
        eq(capitalRequests.status, 'pending'),
        exceptId === undefined ? undefined : ne(capitalRequests.id, exceptId),
      ),
    );
  return rows.map(requestedFigures);
}

/** The NAV per unit of the investor's latest record: the books' last word on a unit's value. */
async function latestRecordNav(tx: Executor, investorId: number): Promise<Decimal | null> {
  const [row] = await tx
    .select({ nav: investments.navAtEntry })
    .from(investments)
    .where(eq(investments.investorId, investorId))
    .orderBy(desc(investments.investmentDate), desc(investments.id))
    .limit(1);
  return row ? new Decimal(row.nav) : null;
}

export interface Availability {
  held: Decimal;
  /** The pending redemptions' shares, an amount valued at `nav`. */
  pending: Decimal;
  available: Decimal;
  /** What a redemption in money is valued at until it is dealt; null with no NAV anywhere. */
  nav: Decimal | null;
}

/**
 * What a new redemption may take (docs/requirements.md#req-limits): the shares held less those of the
 * pending redemptions, an amount valued at the current NAV (else the investor's latest record's).
 * Called under the investor's lock when it decides a request.
 */
export async function redemptionAvailability(
  tx: Executor,
  investorId: number,
  held: Decimal,
  currentNav: Decimal | null,
): Promise<Availability> {
  const nav = currentNav ?? (await latestRecordNav(tx, investorId));
  // No NAV at all means no record: nothing is held, nothing can be redeemed.
  if (nav === null) return { held, pending: new Decimal(0), available: new Decimal(0), nav };
  const pending = await pendingRedemptions(tx, investorId);
  return {
    held,
    pending: pendingShares(pending, nav),
    available: availableShares(held, pending, nav),
    nav,
  };
}
