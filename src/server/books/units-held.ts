import Decimal from 'decimal.js';
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { feeRunInvestors, investments } from '../db/schema';
import type { Executor } from './transaction';

/*
 * Units held, counted in the database: every record's shares less every posted fee run's fee units
 * (decision 019; src/domain/investors/investor-totals.ts is the same rule over rows already read).
 * These two are the server's only readers of holdings: the Requests panel, an approval, the portal and
 * the confirmation all count units here, so they can never disagree.
 */

/** The rule, once: each record's shares and each fee line's units taken, as signed rows `units`. */
function unitMoves(investorId?: number): SQL {
  const onlyRecords =
    investorId === undefined ? sql`` : sql` where ${eq(investments.investorId, investorId)}`;
  const onlyFees =
    investorId === undefined ? sql`` : sql` where ${eq(feeRunInvestors.investorId, investorId)}`;
  return sql`(
    select ${investments.investorId} as investor_id, ${investments.sharesIssued} as units
      from ${investments}${onlyRecords}
    union all
    select ${feeRunInvestors.investorId}, -${feeRunInvestors.feeShares}
      from ${feeRunInvestors}${onlyFees}
  ) units`;
}

/** One investor's units held, or the whole fund's when `investorId` is left out. */
export async function unitsHeld(ex: Executor, investorId?: number): Promise<Decimal> {
  const [row] = await queryRows<{ units: string }>(
    ex,
    sql`select coalesce(sum(units.units), 0)::text as units from ${unitMoves(investorId)}`,
  );
  return new Decimal(row?.units ?? 0);
}

/**
 * Every investor's units held as a subquery to join on `investorId` (`unitsHeld`, as text): investors
 * with no record have no row. Its columns are named apart from every table's (a query refers to them
 * unqualified).
 */
export function unitsHeldByInvestor(ex: Executor) {
  return ex
    .select({
      investorId: sql<number>`units.investor_id`.as('held_investor_id'),
      unitsHeld: sql<string>`sum(units.units)::text`.as('units_held'),
    })
    .from(unitMoves())
    .groupBy(sql`units.investor_id`)
    .as('held');
}
