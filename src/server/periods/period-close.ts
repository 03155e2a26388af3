import { eq, isNotNull, sql } from 'drizzle-orm';
import {
  closeWithoutFeeRun,
  periodAlreadyClosed,
  periodNotClosed,
  periodNotEnded,
} from '../../domain/periods/messages';
import type { Period } from '../../domain/periods/schemas';
import { parseQuarter, quarterKey, quarterLabel, quarterLastDay, type Quarter } from '../../domain/quarters';
import { writeAudit } from '../db/audit';
import type { Db } from '../db/client';
import { feeRuns, fundPeriods, periodStatements } from '../db/schema';
import { isoInstant } from '../api-json';
import { feesAreCharged } from '../fees/fee-terms';
import { HttpError } from '../http-error';
import { loadStatementContext } from '../statements/statement-pdf';
import type { Tx } from '../trades/records';
import { storeStatements } from './stored-statements';

/* Closing and reopening a quarter (docs/requirements.md#period-close, decision 019). */

/** The quarter's row, locked FOR UPDATE: the writes under way (FOR SHARE) finish first. */
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
 * `POST /api/periods/{quarter}/close`: refuses (409) a quarter already closed, one not ended yet, and
 * one without a fee run while fee terms are set unless `confirmNoFees`; then stores each investor's
 * statement for the quarter and marks it closed, audited, in one transaction.
 */
export async function closePeriod(db: Db, quarter: Quarter, options: CloseOptions): Promise<Period> {
  return db.transaction(async (tx) => {
    const row = await lockPeriod(tx, quarter);
    if (row.closedAt !== null) throw new HttpError(409, periodAlreadyClosed(quarter));
    const lastDay = quarterLastDay(quarter);
    if (options.today <= lastDay) throw new HttpError(409, periodNotEnded(quarter, lastDay));
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

/** `POST /api/periods/{quarter}/reopen {reason}`: 409 unless closed; audited with the reason. */
export async function reopenPeriod(db: Db, quarter: Quarter, reason: string, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPeriod(tx, quarter);
    if (row.closedAt === null) throw new HttpError(409, periodNotClosed(quarter));
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
    .sort((a, b) => {
      const qa = parseQuarter(a.quarter)!;
      const qb = parseQuarter(b.quarter)!;
      return qb.year - qa.year || qb.quarter - qa.quarter;
    });
}
