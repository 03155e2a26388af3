import { asc, isNotNull } from 'drizzle-orm';
import {
  feeRunExists,
  feeRunNotEnded,
  laterFeeRunExists,
  notLatestFeeRun,
  reverseClosed,
} from '../../domain/fees/messages';
import type { FundQuarter } from '../../domain/periods/fund-quarters';
import {
  closedPeriodMessage,
  periodAlreadyClosed,
  periodBeforeFirstRecord,
  periodNotEnded,
} from '../../domain/periods/messages';
import {
  compareQuarters,
  nextQuarter,
  parseQuarter,
  quarterDays,
  quarterKey,
  quarterLabel,
  quarterOf,
  type Quarter,
} from '../../domain/quarters';
import { booksNavOn, latestClosedQuarter, type Db } from '../books';
import { feeRuns, fundPeriods } from '../db/schema';
import { booksNavAnswer } from '../fees/fee-runs';
import { feesAreCharged } from '../fees/fee-terms';
import { firstRecordQuarter } from './first-record';

/**
 * `GET /api/fund-quarters`: from the current quarter back to the first record's, each with the books'
 * NAV for its end and, in the words the books would answer, why it cannot be closed, charged or have
 * its run reversed now. The same rules as the writes (period-close.ts, fee-runs.ts), read in one
 * snapshot, so a screen disables what would be refused instead of refusing it after a confirm.
 */
export async function listFundQuarters(db: Db, today: string): Promise<FundQuarter[]> {
  return db.transaction(
    async (tx) => {
      const current = quarterOf(today);
      const first = await firstRecordQuarter(tx);
      const latestClosed = await latestClosedQuarter(tx);
      const closedRows = await tx
        .select({ quarter: fundPeriods.quarter })
        .from(fundPeriods)
        .where(isNotNull(fundPeriods.closedAt));
      const closed = new Set(closedRows.map((row) => row.quarter));
      const runs = await tx
        .select({ id: feeRuns.id, quarter: feeRuns.quarter })
        .from(feeRuns)
        .orderBy(asc(feeRuns.periodEnd));
      const runOf = new Map(runs.map((run) => [run.quarter, run.id]));
      const latestRun = runs.at(-1) ? parseQuarter(runs.at(-1)!.quarter) : null;
      const charged = await feesAreCharged(tx);

      const quarters: Quarter[] = [];
      for (let q = first ?? current; compareQuarters(q, current) <= 0; q = nextQuarter(q))
        quarters.unshift(q);
      const answers: FundQuarter[] = [];
      for (const quarter of quarters) {
        const key = quarterKey(quarter);
        const { start, end } = quarterDays(quarter);
        const ended = today > end;
        const covered = latestClosed !== null && compareQuarters(quarter, latestClosed) <= 0;
        const runId = runOf.get(key);
        const later = latestRun !== null && compareQuarters(latestRun, quarter) > 0 ? latestRun : null;
        const closeRefusal = closed.has(key)
          ? periodAlreadyClosed(quarter)
          : !ended
            ? periodNotEnded(quarter, end)
            : first === null || compareQuarters(quarter, first) < 0
              ? periodBeforeFirstRecord(quarter, first)
              : null;
        const feeRunRefusal =
          runId !== undefined
            ? feeRunExists(quarter)
            : covered
              ? closedPeriodMessage(latestClosed)
              : later !== null
                ? laterFeeRunExists(later)
                : !ended
                  ? feeRunNotEnded(quarter, end)
                  : null;
        answers.push({
          quarter: key,
          label: quarterLabel(quarter),
          start,
          end,
          ended,
          closed: closed.has(key),
          booksNav: booksNavAnswer(await booksNavOn(tx, ended ? end : today)),
          closeRefusal,
          needsNoFeesConfirmation: runId === undefined && charged,
          feeRunRefusal,
          feeRun:
            runId === undefined
              ? null
              : {
                  id: runId,
                  reverseRefusal: covered
                    ? reverseClosed(quarter, latestClosed)
                    : later !== null
                      ? notLatestFeeRun(later)
                      : null,
                },
        });
      }
      return answers;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
