import { eq, sql } from 'drizzle-orm';
import {
  IMPORT_API_MESSAGES as M,
  decisionMissingMessage,
  unknownRollMessage,
  type CommitImport,
  type ImportView,
} from '../../domain/imports/api-schemas';
import type { PlanEntry } from '../../domain/imports/plan-types';
import { ClosedPeriodError, deferAudits, flushAudits, type Tx, writeAudit } from '../books';
import type { Db } from '../db/client';
import { importPositions, importRows, imports } from '../db/schema';
import { HttpError } from '../http-error';
import { cacheWithin } from '../trades/tx-cache';
import { bookEntry, type Booking } from './book-entry';
import { positionFingerprint } from './fingerprint';
import { planNow, viewOf, type StoredEntry } from './plan-now';
import { loadImport } from './store';

const CHUNK = 2000;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/**
 * POST /api/imports/{id}/commit: plans the previewed rows again against the books as they are, then
 * books every change in one transaction through the Trade Log's own create, close, roll and
 * average-down code (quarters created as needed, an audit row per change), each transaction linked
 * to its import and row with the row's fees. Either everything is booked or nothing.
 */
export async function commitImport(
  db: Db,
  importId: number,
  input: CommitImport,
  actor: string,
  today: string,
): Promise<ImportView> {
  try {
    return await db.transaction(async (tx) => {
      const [record] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update');
      if (record === undefined) throw new HttpError(404, M.notFound);
      if (record.status !== 'PREVIEW') throw new HttpError(409, M.notPreview);
      const { plan } = await planNow(tx, importId, input.confirmedRolls);
      const proposed = new Set(plan.rolls.map((roll) => roll.id));
      const unknown = input.confirmedRolls.find((id) => !proposed.has(id));
      if (unknown !== undefined) throw new HttpError(400, unknownRollMessage(unknown));
      const decisions = new Map(input.decisions.map((d) => [d.rowNumber, d.decision]));
      const undecided = plan.entries.find((e) => e.outcome === 'NEEDS_REVIEW' && !decisions.has(e.rowNumber));
      if (undecided) throw new HttpError(400, decisionMissingMessage(undecided.rowNumber));

      // Thousands of changes in a row: remember what each wrote, and write their audit rows in chunks.
      cacheWithin(tx);
      deferAudits(tx);
      const booking: Booking = { tx, importId, actor, today, plan, created: new Map(), touched: new Map() };
      const done = new Set<number>();
      for (const entry of plan.entries) {
        if (done.has(entry.rowNumber)) continue;
        try {
          for (const row of await bookEntry(booking, entry)) done.add(row);
        } catch (error) {
          // A closed quarter refuses the whole import in its own words (docs/requirements.md#period-close).
          if (error instanceof HttpError && !(error instanceof ClosedPeriodError))
            throw new HttpError(error.statusCode, `Row ${entry.rowNumber}: ${error.message}`);
          throw error;
        }
      }
      await flushAudits(tx);
      await markRows(tx, importId, plan.entries, decisions);
      await recordTouched(tx, importId, booking.touched);
      const counts = Object.fromEntries(Object.entries(plan.counts));
      await tx
        .update(imports)
        .set({ status: 'COMMITTED', committedAt: sql`now()`, counts })
        .where(eq(imports.id, importId));
      await writeAudit(tx, {
        actor,
        action: 'commit',
        entity: 'import',
        entityId: importId,
        after: { filename: record.filename, format: record.format, counts },
      });
      return viewOf(tx, (await loadImport(tx, importId))!);
    });
  } catch (error) {
    // Another commit booked some of these rows first: the unique key refused them a second time.
    if (isUniqueViolation(error)) throw new HttpError(409, M.alreadyImported);
    throw error;
  }
}

/** Stores each row's entry; booked rows and skipped review rows count as imported from now on. */
async function markRows(
  tx: Tx,
  importId: number,
  entries: readonly PlanEntry[],
  decisions: ReadonlyMap<number, string>,
): Promise<void> {
  const rows = entries.map((entry, order) => ({
    row_number: entry.rowNumber,
    imported:
      entry.outcome === 'NEEDS_REVIEW'
        ? decisions.get(entry.rowNumber) === 'SKIP'
        : entry.outcome !== 'DUPLICATE',
    entry: { ...entry, order } satisfies StoredEntry,
  }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const data = JSON.stringify(rows.slice(start, start + CHUNK));
    await tx.execute(sql`
      update ${importRows} r set imported = x.imported, entry = x.entry
      from jsonb_to_recordset(${data}::jsonb) as x(row_number int, imported boolean, entry jsonb)
      where r.import_id = ${importId} and r.row_number = x.row_number`);
  }
}

/** Each position written, with its row before (null: created by this import) and its fingerprint after. */
async function recordTouched(tx: Tx, importId: number, touched: ReadonlyMap<number, unknown>): Promise<void> {
  const rows = [...touched].map(([positionId, before]) => ({
    importId,
    positionId,
    before,
    afterFingerprint: '',
  }));
  for (let start = 0; start < rows.length; start += CHUNK)
    await tx.insert(importPositions).values(rows.slice(start, start + CHUNK));
  await tx
    .update(importPositions)
    .set({ afterFingerprint: positionFingerprint(sql`${importPositions.positionId}`) })
    .where(eq(importPositions.importId, importId));
}
