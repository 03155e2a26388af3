import { IMPORT_API_MESSAGES as M, type ImportView } from '../../domain/imports/api-schemas';
import { planImport } from '../../domain/imports/plan';
import type { ImportPlan, PlanEntry } from '../../domain/imports/plan-types';

/** A plan entry as a commit stores it, with its place in the plan. */
export type StoredEntry = PlanEntry & { order: number };
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import type { Executor } from '../books';
import { duplicatesOf, loadImport, loadRows, openPositionSnapshot, type ImportRecord } from './store';
import { importView } from './view';
import type { Execution } from '../../domain/imports/execution';

/** The plan of a previewed import against the books as they are now. */
export async function planNow(
  db: Executor,
  importId: number,
  confirmedRolls: readonly string[] = [],
): Promise<{ executions: Execution[]; plan: ImportPlan }> {
  const rows = await loadRows(db, importId);
  const executions = rows.map((row) => row.execution);
  const duplicates = await duplicatesOf(db, importId);
  const open = await openPositionSnapshot(db);
  return { executions, plan: planImport(executions, open, { duplicates, confirmedRolls }) };
}

/**
 * GET /api/imports/{id}: a preview is planned again against today's books (what a commit would do
 * now); a committed or undone import shows what it booked.
 */
export async function importViewOf(db: Db, importId: number): Promise<ImportView> {
  const record = await loadImport(db, importId);
  if (record === null) throw new HttpError(404, M.notFound);
  return viewOf(db, record);
}

export async function viewOf(db: Executor, record: ImportRecord): Promise<ImportView> {
  if (record.status === 'PREVIEW') {
    const { executions, plan } = await planNow(db, record.id);
    return importView(record, executions, plan);
  }
  const rows = await loadRows(db, record.id);
  // Every row's entry is stored on commit with its place in the plan.
  const entries = rows
    .map((row) => row.entry as StoredEntry)
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
  return importView(
    record,
    rows.map((row) => row.execution),
    { entries, rolls: [] },
  );
}
