import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { feeRunInvestors, investments } from '../db/schema';
import type { Executor } from '../trades/records';

/**
 * Units held, counted in the database: every record's shares less every posted fee run's fee units
 * (src/domain/investors/investor-totals.ts is the same rule over rows already read). One investor's,
 * or the whole fund's when `investorId` is left out.
 */
export async function unitsHeld(ex: Executor, investorId?: number): Promise<Decimal> {
  const [issued] = await ex
    .select({ shares: sql<string>`coalesce(sum(${investments.sharesIssued}), 0)::text` })
    .from(investments)
    .where(investorId === undefined ? undefined : eq(investments.investorId, investorId));
  const [taken] = await ex
    .select({ shares: sql<string>`coalesce(sum(${feeRunInvestors.feeShares}), 0)::text` })
    .from(feeRunInvestors)
    .where(investorId === undefined ? undefined : eq(feeRunInvestors.investorId, investorId));
  return new Decimal(issued?.shares ?? 0).minus(taken?.shares ?? 0);
}
