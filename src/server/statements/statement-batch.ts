import type { StatementFees } from '../../domain/statements/capital-account';
import type { Quarter } from '../../domain/quarters';
import { generateReports, type ReportBatch } from '../../domain/reports/generate-reports';
import { readStatementRun, type StatementRun } from '../../domain/reports/statement-run';
import { reportQuarter } from '../../domain/reports/settings';
import type { Db } from '../db/client';
import { loadInvestors } from '../investors/investor-reads';
import { feesForStatement } from './fees';

/** Every investor's fees for the quarter, from feesForStatement, as the generator asks for them. */
export async function feesOfInvestors(
  db: Db,
  investorIds: readonly number[],
  quarter: Quarter,
): Promise<(investorId: number) => StatementFees> {
  const fees = new Map<number, StatementFees>();
  for (const id of investorIds) fees.set(id, await feesForStatement(db, id, quarter));
  return (investorId) => {
    const found = fees.get(investorId);
    if (!found) throw new Error(`No fees were read for investor ${investorId}`);
    return found;
  };
}

/**
 * The batch's statements (docs/requirements.md#rep-run) from the books as they are now: every
 * investor, in id order, with the run's settings and NAV overrides. Reads only.
 */
export async function statementBatch(db: Db, fundName: string, run: StatementRun): Promise<ReportBatch> {
  const { settings, overrides } = readStatementRun(run, fundName);
  const investors = await loadInvestors(db);
  const feesOf = await feesOfInvestors(
    db,
    investors.map((investor) => investor.id),
    reportQuarter(settings),
  );
  return generateReports(investors, settings, feesOf, overrides);
}
