import { and, desc, eq, isNotNull, like } from 'drizzle-orm';
import { hasTaxPackage, taxPackageChanged } from '../../domain/tax';
import type { Executor, Tx } from '../books';
import { fundPeriods, taxYearFigures } from '../db/schema';
import { computeTaxYear, type TaxYearFigures } from './tax-year';

/*
 * A closed year's figures (issue 28): the Q4 close computes them once, inside its own transaction, and
 * stores them under its closing number. Nothing updates a stored row; a reopen and a new close add the
 * next closing's row, as the stored statements do.
 */

/** An investor whose package a close makes: new, or corrected (an earlier close's figures differ). */
export interface PackageMade {
  investorId: number;
  corrected: boolean;
}

/**
 * Stores the year's figures; answers the investors to tell of their package: every one who held
 * capital in the year at the first close, and after a reopen only those whose package is new or whose
 * figures changed since the last close stored them (an unchanged package is not announced again).
 */
export async function storeTaxYear(
  tx: Tx,
  year: number,
  closing: number,
  actor: string,
): Promise<PackageMade[]> {
  const { figures } = await computeTaxYear(tx, year);
  const [last] = await tx
    .select({ figures: taxYearFigures.figures })
    .from(taxYearFigures)
    .where(eq(taxYearFigures.year, year))
    .orderBy(desc(taxYearFigures.closing))
    .limit(1);
  const earlier = new Map(
    ((last?.figures as TaxYearFigures | undefined)?.allocations.investors ?? [])
      .filter(hasTaxPackage)
      .map((items) => [items.investorId, items]),
  );
  await tx.insert(taxYearFigures).values({
    year,
    closing,
    figures: { ...figures, draft: false, storedAt: null },
    storedBy: actor,
  });
  return figures.allocations.investors.filter(hasTaxPackage).flatMap<PackageMade>((items) => {
    const before = earlier.get(items.investorId);
    if (before === undefined) return [{ investorId: items.investorId, corrected: false }];
    return taxPackageChanged(before, items) ? [{ investorId: items.investorId, corrected: true }] : [];
  });
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
