import { asc, desc, eq } from 'drizzle-orm';
import type { PastRun } from '../../domain/fees/fee-rule';
import type { FeeDeduction } from '../../domain/fees/fees-paid';
import { feeRunCoversDay } from '../../domain/fees/messages';
import { parseQuarter, quarterOfDay } from '../../domain/quarters';
import { feeRunInvestors, feeRunLots, feeRuns, feeTerms } from '../db/schema';
import { HttpError } from '../http-error';
import type { Executor } from './transaction';

/*
 * What the posted fee runs did, as the rest of the books read it (decision 019): the fee units each
 * investor gave (which every count of units subtracts) and what each run did to each lot (from which
 * lots and marks are replayed).
 */

/** A posted run's charge to one investor, figures as the database keeps them. */
export interface DeductionRow extends FeeDeduction {
  investorId: number;
  feeRunId: number;
  navPerUnit: string;
  managementFee: string;
  performanceFee: string;
  totalFee: string;
  shares: string;
}

/** Every posted run's charge to each investor, or to one, oldest run first. */
export async function loadDeductions(ex: Executor, investorId?: number): Promise<DeductionRow[]> {
  return ex
    .select({
      investorId: feeRunInvestors.investorId,
      feeRunId: feeRuns.id,
      quarter: feeRuns.quarter,
      date: feeRuns.periodEnd,
      navPerUnit: feeRuns.navPerUnit,
      managementFee: feeRunInvestors.managementFee,
      performanceFee: feeRunInvestors.performanceFee,
      totalFee: feeRunInvestors.totalFee,
      shares: feeRunInvestors.feeShares,
    })
    .from(feeRunInvestors)
    .innerJoin(feeRuns, eq(feeRuns.id, feeRunInvestors.feeRunId))
    .where(investorId === undefined ? undefined : eq(feeRunInvestors.investorId, investorId))
    .orderBy(asc(feeRuns.periodEnd), asc(feeRunInvestors.investorId));
}

/** Each investor's posted runs as `lotsAt` and `chargeFees` read them, oldest first. */
export async function loadPastRuns(ex: Executor, investorId?: number): Promise<Map<number, PastRun[]>> {
  const rows = await ex
    .select({
      investorId: feeRunLots.investorId,
      feeRunId: feeRunLots.feeRunId,
      periodEnd: feeRuns.periodEnd,
      investmentId: feeRunLots.investmentId,
      feeShares: feeRunLots.feeShares,
      newHighWaterMark: feeRunLots.newHighWaterMark,
    })
    .from(feeRunLots)
    .innerJoin(feeRuns, eq(feeRuns.id, feeRunLots.feeRunId))
    .where(investorId === undefined ? undefined : eq(feeRunLots.investorId, investorId))
    .orderBy(asc(feeRuns.periodEnd), asc(feeRunLots.investmentId));
  const byInvestor = new Map<number, Map<number, PastRun>>();
  for (const row of rows) {
    const runs = byInvestor.get(row.investorId) ?? new Map<number, PastRun>();
    byInvestor.set(row.investorId, runs);
    const run = runs.get(row.feeRunId) ?? { periodEnd: row.periodEnd, lots: [] };
    runs.set(row.feeRunId, run);
    (run.lots as PastRun['lots'][number][]).push({
      investmentId: row.investmentId,
      feeShares: row.feeShares,
      newHighWaterMark: row.newHighWaterMark,
    });
  }
  return new Map([...byInvestor].map(([id, runs]) => [id, [...runs.values()]]));
}

/**
 * The fee ledger's lock: the fund's terms row. A run's post or reversal holds it FOR UPDATE, an
 * investment record FOR SHARE, so a record never slips under a run that is being posted.
 */
export async function lockFeeLedger(ex: Executor, mode: 'update' | 'share'): Promise<void> {
  await ex.select({ id: feeTerms.id }).from(feeTerms).where(eq(feeTerms.id, 1)).for(mode);
}

/** The latest posted run's quarter and last day, or null. */
export async function latestRun(
  ex: Executor,
): Promise<{ id: number; quarter: string; periodEnd: string } | null> {
  const [row] = await ex
    .select({ id: feeRuns.id, quarter: feeRuns.quarter, periodEnd: feeRuns.periodEnd })
    .from(feeRuns)
    .orderBy(desc(feeRuns.periodEnd))
    .limit(1);
  return row ?? null;
}

/**
 * 409 when an investment record dated `days` would fall on or before the last day of the latest
 * posted fee run: the run charged the lots as they stood, so changing them means reversing it first.
 */
export async function assertNoRunCovers(ex: Executor, days: readonly string[]): Promise<void> {
  await lockFeeLedger(ex, 'share');
  const latest = await latestRun(ex);
  if (latest === null) return;
  if (days.some((day) => day.slice(0, 10) <= latest.periodEnd))
    throw new HttpError(
      409,
      feeRunCoversDay(parseQuarter(latest.quarter) ?? quarterOfDay(latest.periodEnd)!, latest.periodEnd),
    );
}
