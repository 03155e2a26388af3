import { eq, isNotNull, sql } from 'drizzle-orm';
import {
  closeWithoutFeeRun,
  periodAlreadyClosed,
  periodBeforeFirstRecord,
  periodNotClosed,
  periodNotEnded,
  reopenLaterFirst,
} from '../../domain/periods/messages';
import type { Period } from '../../domain/periods/schemas';
import {
  compareQuarters,
  parseQuarter,
  quarterKey,
  quarterLabel,
  quarterLastDay,
  type Quarter,
} from '../../domain/quarters';
import { latestClosedQuarter, lockPeriodsThrough, writeAudit, type Db, type Tx } from '../books';
import { feeRuns, fundPeriods, periodStatements } from '../db/schema';
import { isoInstant } from '../api-json';
import { feesAreCharged } from '../fees/fee-terms';
import { HttpError } from '../http-error';
import { loadStatementContext } from '../statements/statement-pdf';
import { recordStatementReady, recordTaxPackageReady } from '../notices/events';
import { firstRecordQuarter } from './first-record';
import { storeStatements } from './stored-statements';
import { storeTaxYear } from '../tax/tax-year-store';

/*
 * Closing and reopening a quarter (docs/requirements.md#period-close, decisions 019 and 023). A close
 * covers the past: it locks every quarter's row up to its own (src/server/books/period-lock.ts), and
 * from then on every write dated in it or before it is refused. So closes may come in any order, but
 * reopening goes newest first.
 */

/** The quarter's own row, locked FOR UPDATE: the writes under way in it (FOR SHARE) finish first. */
async function lockPeriod(tx: Tx, quarter: Quarter) {
  const [row] = await tx
    .select()
    .from(fundPeriods)
    .where(eq(fundPeriods.quarter, quarterKey(quarter)))
    .for('update');
  if (!row) throw new Error(`No period row for ${quarterKey(quarter)}`);
  return row;
}

export interface CloseOptions {
  confirmNoFees: boolean;
  actor: string;
  /** The fund's today, 'YYYY-MM-DD'. */
  today: string;
  fundName: string;
}

/**
 * `POST /api/periods/{quarter}/close`: refuses (409) a quarter already closed, one not ended yet, one
 * before the fund's first record, and one without a fee run while fee terms are set unless
 * `confirmNoFees`; then stores each investor's statement for the quarter and marks it closed, audited,
 * in one transaction.
 */
export async function closePeriod(db: Db, quarter: Quarter, options: CloseOptions): Promise<Period> {
  return db.transaction(async (tx) => {
    const row = await lockPeriodsThrough(tx, quarter);
    if (row.closedAt !== null) throw new HttpError(409, periodAlreadyClosed(quarter));
    const lastDay = quarterLastDay(quarter);
    if (options.today <= lastDay) throw new HttpError(409, periodNotEnded(quarter, lastDay));
    const first = await firstRecordQuarter(tx);
    if (first === null || compareQuarters(quarter, first) < 0)
      throw new HttpError(409, periodBeforeFirstRecord(quarter, first));
    if (!options.confirmNoFees) {
      const [run] = await tx
        .select({ id: feeRuns.id })
        .from(feeRuns)
        .where(eq(feeRuns.quarter, quarterKey(quarter)));
      if (!run && (await feesAreCharged(tx))) throw new HttpError(409, closeWithoutFeeRun(quarter));
    }
    const closing = row.closings + 1;
    // Past quarters' statements take their end NAV from the books, never today's sheet.
    const context = await loadStatementContext(
      { tx },
      {
        today: options.today,
        currentNav: null,
        fundName: options.fundName,
      },
    );
    const statements = await storeStatements(tx, quarter, closing, context);
    // Each investor whose statement was stored hears of it, in this transaction (decision 027).
    for (const stored of statements)
      await recordStatementReady(tx, stored.investorId, quarterKey(quarter), closing);
    // A year's tax figures are stored with its last quarter's close (issue 28), and each investor who
    // held capital in the year hears that their tax package is ready; after a reopen, only those whose
    // package is new or corrected (decision 027).
    if (quarter.quarter === 4) {
      const packaged = await storeTaxYear(tx, quarter.year, closing, options.actor);
      for (const { investorId, corrected } of packaged)
        await recordTaxPackageReady(tx, investorId, quarter.year, corrected ? closing : undefined);
    }
    const [after] = await tx
      .update(fundPeriods)
      .set({ closedAt: sql`now()`, closedBy: options.actor, closings: closing })
      .where(eq(fundPeriods.quarter, quarterKey(quarter)))
      .returning();
    await writeAudit(tx, {
      actor: options.actor,
      action: 'close',
      entity: 'period',
      entityId: quarterKey(quarter),
      before: row,
      after: { ...after, confirmNoFees: options.confirmNoFees, statements },
    });
    return periodAnswer(after!, statements.length);
  });
}

/**
 * `POST /api/periods/{quarter}/reopen {reason}`: 409 unless closed, and while a later quarter is closed
 * (it still covers this one); audited with the reason.
 */
export async function reopenPeriod(db: Db, quarter: Quarter, reason: string, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPeriod(tx, quarter);
    if (row.closedAt === null) throw new HttpError(409, periodNotClosed(quarter));
    const latest = await latestClosedQuarter(tx);
    if (latest !== null && compareQuarters(latest, quarter) > 0)
      throw new HttpError(409, reopenLaterFirst(quarter, latest));
    const [after] = await tx
      .update(fundPeriods)
      .set({ closedAt: null, closedBy: null })
      .where(eq(fundPeriods.quarter, quarterKey(quarter)))
      .returning();
    await writeAudit(tx, {
      actor,
      action: 'reopen',
      entity: 'period',
      entityId: quarterKey(quarter),
      before: row,
      after: { ...after, reason },
    });
  });
}

function periodAnswer(row: typeof fundPeriods.$inferSelect, statementCount: number): Period {
  return {
    quarter: row.quarter,
    label: quarterLabel(parseQuarter(row.quarter)!),
    closedAt: isoInstant(row.closedAt!),
    closedBy: row.closedBy ?? '',
    statementCount,
  };
}

/** `GET /api/periods`: the closed quarters, newest first, with who closed them, when, and what they stored. */
export async function listPeriods(db: Db): Promise<Period[]> {
  const rows = await db
    .select({
      row: fundPeriods,
      statements: sql<number>`(select count(*)::int from ${periodStatements} s
        where s.quarter = ${fundPeriods.quarter} and s.closing = ${fundPeriods.closings})`,
    })
    .from(fundPeriods)
    .where(isNotNull(fundPeriods.closedAt));
  return rows
    .map(({ row, statements }) => periodAnswer(row, statements))
    .sort((a, b) => compareQuarters(parseQuarter(b.quarter)!, parseQuarter(a.quarter)!));
}
