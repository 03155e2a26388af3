import { and, desc, isNotNull, like } from 'drizzle-orm';
import type { Executor, Tx } from '../books';
import { fundPeriods, taxYearFigures } from '../db/schema';
import { computeTaxYear } from './tax-year';

/*
 * A closed year's figures (issue 28): the Q4 close computes them once, inside its own transaction, and
 * stores them under its closing number. Nothing updates a stored row; a reopen and a new close add the
 * next closing's row, as the stored statements do.
 */

/** Stores the year's figures; answers the investors who held capital in the year (their packages are ready). */
export async function storeTaxYear(tx: Tx, year: number, closing: number, actor: string): Promise<number[]> {
  const { figures } = await computeTaxYear(tx, year);
  await tx.insert(taxYearFigures).values({
    year,
    closing,
    figures: { ...figures, draft: false, storedAt: null },
    storedBy: actor,
  });
  return figures.allocations.investors
    .filter(({ capital }) =>
      [capital.beginning, capital.contributed, capital.withdrawn, capital.ending].some(
        (v) => Number(v) !== 0,
      ),
    )
    .map(({ investorId }) => investorId);
}

/** The years whose last quarter is closed, newest first. */
export async function closedTaxYears(ex: Executor): Promise<number[]> {
  const rows = await ex
    .select({ quarter: fundPeriods.quarter })
    .from(fundPeriods)
    .where(and(like(fundPeriods.quarter, 'Q4_%'), isNotNull(fundPeriods.closedAt)))
    .orderBy(desc(fundPeriods.quarter));
  return rows.map((row) => Number(row.quarter.slice(3)));
}
