import { desc, isNotNull, lte, sql } from 'drizzle-orm';
import { closedPeriodMessage } from '../../domain/periods/messages';
import { compareQuarters, parseQuarter, quarterKey, quarterOfDay, type Quarter } from '../../domain/quarters';
import { fundPeriods } from '../db/schema';
import { HttpError } from '../http-error';
import type { Executor } from './transaction';

/*
 * The closed-period check (docs/requirements.md#period-close, decisions 019 and 023). A close covers the
 * past: once a quarter is closed, every write dated in it or before it is refused, so nothing carried
 * into a closed quarter (capital, units, lots) can change under its stored statements.
 *
 * The lock protocol. Every quarter has a row in fund_periods. A write locks FOR SHARE the row of the
 * earliest quarter it touches, then reads the latest closed quarter. A close of quarter Q locks FOR
 * UPDATE every row up to Q, newest first. So a close waits for each write under way at or before Q,
 * and a write that comes after the close waits for it and then reads it closed. A write's later
 * quarters need no lock of their own: a close that could cover them covers its earliest one too.
 * Writes and closes both take rows newest first (a transaction's successive writes only ever lock an
 * earlier row than they hold), so the two never wait on each other in a circle.
 */

/** The refusal of a write dated in or before a closed quarter: answered as it is, whatever wraps the write. */
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

/** Year × 10 + quarter: the quarter's place in time, for SQL (the key's text order is not time order). */
const quarterOrder = sql<number>`(substr(${fundPeriods.quarter}, 4)::int * 10 + substr(${fundPeriods.quarter}, 2, 1)::int)`;
const orderOf = ({ quarter, year }: Quarter) => year * 10 + quarter;

/** Per transaction: the earliest quarter whose row it holds FOR SHARE. Every quarter from it on is open. */
const openFrom = new WeakMap<object, Quarter>();

/** The quarters `dated` names, oldest first, without repeats. */
export function quartersOf(dated: Dated): Quarter[] {
  const found = new Map<string, Quarter>();
  for (const key of dated.quarters ?? []) {
    const quarter = key ? parseQuarter(key) : null;
    if (quarter) found.set(quarterKey(quarter), quarter);
  }
  for (const day of dated.days ?? []) {
    const quarter = day ? quarterOfDay(day) : null;
    if (quarter) found.set(quarterKey(quarter), quarter);
  }
  return [...found.values()].sort(compareQuarters);
}

/** The latest closed quarter, or null while none is. */
export async function latestClosedQuarter(ex: Executor): Promise<Quarter | null> {
  const rows = await ex
    .select({ quarter: fundPeriods.quarter })
    .from(fundPeriods)
    .where(isNotNull(fundPeriods.closedAt));
  const closed = rows.map((row) => parseQuarter(row.quarter)).filter((quarter) => quarter !== null);
  return closed.sort(compareQuarters).at(-1) ?? null;
}

/**
 * 409 `{quarter} is closed. Reopen it to change its records.` (naming the latest closed quarter, the one
 * to reopen first) when any quarter `dated` names is closed or lies before a closed one; otherwise
 * those quarters stay open until `tx` ends. Call it inside the write's transaction, through
 * `guardWrite` (./guard-write.ts).
 */
export async function lockOpenPeriods(tx: Executor, dated: Dated): Promise<void> {
  const earliest = quartersOf(dated)[0];
  if (earliest === undefined) return;
  const held = openFrom.get(tx);
  if (held !== undefined && compareQuarters(earliest, held) >= 0) return;
  await tx
    .select({ quarter: fundPeriods.quarter })
    .from(fundPeriods)
    .where(sql`${fundPeriods.quarter} = ${quarterKey(earliest)}`)
    .for('share');
  const latest = await latestClosedQuarter(tx);
  if (latest !== null && compareQuarters(earliest, latest) <= 0) throw new ClosedPeriodError(latest);
  openFrom.set(tx, earliest);
}

/**
 * A close's lock: every quarter's row up to `quarter` FOR UPDATE, newest first, so the writes under way
 * in or before it finish first and none begins until the close ends. Answers the quarter's own row.
 */
export async function lockPeriodsThrough(tx: Executor, quarter: Quarter) {
  const rows = await tx
    .select()
    .from(fundPeriods)
    .where(lte(quarterOrder, orderOf(quarter)))
    .orderBy(desc(quarterOrder))
    .for('update');
  const own = rows[0];
  if (!own || own.quarter !== quarterKey(quarter))
    throw new Error(`No period row for ${quarterKey(quarter)}`);
  return own;
}
