import { inArray } from 'drizzle-orm';
import { closedPeriodMessage } from '../../domain/periods/messages';
import { parseQuarter, quarterKey, quarterOfDay, type Quarter } from '../../domain/quarters';
import { fundPeriods } from '../db/schema';
import { HttpError } from '../http-error';
import type { Executor, PositionRecord } from '../trades/records';

/*
 * The one closed-period check (docs/requirements.md#period-close, decision 019). Every write whose
 * records are dated inside a quarter calls it inside its own transaction, before it writes: the
 * quarter's row in fund_periods is locked FOR SHARE until the transaction ends, so writes run side by
 * side while a close (which locks the row FOR UPDATE) waits for them to commit, and a write that comes
 * after the close waits for it and then reads the row as closed. A refused write changes nothing.
 * Investment records, fee runs, NAV data, positions, imports, quarter moves and the Trade Log's
 * last-updated setting call it; so will anything dated later (a capital request's dealing date).
 */

/** The refusal of a write dated in a closed quarter: answered as it is, whatever wraps the write. */
export class ClosedPeriodError extends HttpError {
  constructor(quarter: Quarter) {
    super(409, closedPeriodMessage(quarter));
  }
}

/** What a write touches: quarters by key or label ('Q3_2025', 'Q3 2025') and days ('YYYY-MM-DD…'). */
export interface Dated {
  quarters?: Iterable<string | null | undefined>;
  days?: Iterable<string | null | undefined>;
}

/** The quarters a transaction has already locked open: it holds their locks until it ends. */
const lockedOpen = new WeakMap<object, Set<string>>();

function quartersOf(dated: Dated): Quarter[] {
  const found: Quarter[] = [];
  for (const key of dated.quarters ?? []) {
    const quarter = key ? parseQuarter(key) : null;
    if (quarter) found.push(quarter);
  }
  for (const day of dated.days ?? []) {
    const quarter = day ? quarterOfDay(day) : null;
    if (quarter) found.push(quarter);
  }
  return found;
}

/**
 * 409 `{quarter} is closed. Reopen it to change its records.` (the earliest, when several are) if any
 * quarter `dated` names is closed; otherwise those quarters stay locked open until `tx` ends. Call it
 * inside the write's transaction.
 */
export async function assertOpen(tx: Executor, dated: Dated): Promise<void> {
  const held = lockedOpen.get(tx) ?? new Set<string>();
  lockedOpen.set(tx, held);
  const keys = [...new Set(quartersOf(dated).map(quarterKey))].filter((key) => !held.has(key));
  if (keys.length === 0) return;
  const rows = await tx
    .select({ quarter: fundPeriods.quarter, closedAt: fundPeriods.closedAt })
    .from(fundPeriods)
    .where(inArray(fundPeriods.quarter, keys))
    .orderBy(fundPeriods.quarter)
    .for('share');
  const closed = rows.find((row) => row.closedAt !== null);
  if (closed) throw new ClosedPeriodError(parseQuarter(closed.quarter)!);
  for (const key of keys) held.add(key);
}

/** A position as a write finds or leaves it: its Trade Log quarter and every date it carries. */
export function positionDated(record: Pick<PositionRecord, 'position' | 'transactions'>): Dated {
  const { position } = record;
  return {
    quarters: [position.quarter],
    days: [position.openDate, position.closeDate, ...record.transactions.map((row) => row.date)],
  };
}
