import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { feeRunInvestors, investments } from '../db/schema';
import type { Executor } from './transaction';

/*
 * Units held, counted in the database: every record's shares less every posted fee run's fee units
 * (decision 019; src/domain/investors/investor-totals.ts is the same rule over rows already read).
 * These two are the server's only readers of holdings: the Requests panel, an approval, the portal and
 * the confirmation all count units here, so they can never disagree.
 */

/** One investor's units held, or the whole fund's when `investorId` is left out. */
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

/**
 * Every investor's units held as a subquery to join on `investorId` (`unitsHeld`, as text): investors
 * with no record have no row. Its columns are named apart from every table's (a query refers to them
 * unqualified).
 */
export function unitsHeldByInvestor(ex: Executor) {
  const units = sql`(
    select ${investments.investorId} as investor_id, ${investments.sharesIssued} as units from ${investments}
    union all
    select ${feeRunInvestors.investorId}, -${feeRunInvestors.feeShares} from ${feeRunInvestors}
  ) units`;
  return ex
    .select({
      investorId: sql<number>`units.investor_id`.as('held_investor_id'),
      unitsHeld: sql<string>`sum(units.units)::text`.as('units_held'),
    })
    .from(units)
    .groupBy(sql`units.investor_id`)
    .as('held');
}
