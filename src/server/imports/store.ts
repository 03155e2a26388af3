import { createHash } from 'node:crypto';
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Execution, FileReading } from '../../domain/imports/execution';
import type { OpenPositionSnapshot } from '../../domain/imports/plan-types';
import { rowKeys } from '../../domain/imports/row-keys';
import { queryRows, type Db } from '../db/client';
import { auditLog, importRows, imports, positions } from '../db/schema';
import type { Executor } from '../books';

export type ImportRecord = typeof imports.$inferSelect;

/** What the reading reported beside the executions, kept for the preview. */
export type StoredReading = Pick<FileReading, 'problems' | 'ignored' | 'warnings' | 'dataRows'>;

// Keeps each insert well under PostgreSQL's 65,535 bound parameters.
const CHUNK = 2000;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Records a previewed file: the import and each execution with its stable key. Nothing in the books. */
export async function storePreview(
  db: Db,
  reading: FileReading,
  fields: { filename: string; account: string; actor: string },
): Promise<number> {
  const keys = rowKeys(reading.executions, sha256);
  const byRow = new Map(reading.executions.map((execution) => [execution.rowNumber, execution]));
  return db.transaction(async (tx) => {
    const { problems, ignored, warnings, dataRows } = reading;
    const [created] = await tx
      .insert(imports)
      .values({
        format: reading.format,
        account: fields.account,
        filename: fields.filename,
        actor: fields.actor,
        reading: { problems, ignored, warnings, dataRows } satisfies StoredReading,
      })
      .returning({ id: imports.id });
    const importId = created!.id;
    for (let start = 0; start < keys.length; start += CHUNK) {
      await tx.insert(importRows).values(
        keys.slice(start, start + CHUNK).map((key) => ({
          importId,
          rowNumber: key.rowNumber,
          rowKey: key.key,
          occurrence: key.occurrence,
          execution: byRow.get(key.rowNumber)!,
        })),
      );
    }
    return importId;
  });
}

export async function loadImport(db: Executor, id: number): Promise<ImportRecord | null> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row ?? null;
}

export async function listImports(
  db: Executor,
): Promise<(ImportRecord & { rowCount: number; undoneBy: string | null })[]> {
  return db
    .select({
      ...getTableColumns(imports),
      rowCount: sql<number>`(select count(*)::int from ${importRows} where ${importRows.importId} = ${imports.id})`,
      // Who undid it: the undo's own audit row (the import keeps only who uploaded and committed it).
      // Written out, as drizzle leaves the outer table's columns unqualified inside a subquery.
      undoneBy: sql<string | null>`(select undo.actor from ${auditLog} as undo where undo.entity = 'import'
        and undo.action = 'undo' and undo.entity_id = "imports"."id"::text order by undo.id desc limit 1)`,
    })
    .from(imports)
    .orderBy(desc(imports.id))
    .limit(200);
}

export interface StoredRow {
  rowNumber: number;
  execution: Execution;
  entry: unknown;
  imported: boolean;
}

export async function loadRows(db: Executor, importId: number): Promise<StoredRow[]> {
  return (await db
    .select({
      rowNumber: importRows.rowNumber,
      execution: importRows.execution,
      entry: importRows.entry,
      imported: importRows.imported,
    })
    .from(importRows)
    .where(eq(importRows.importId, importId))
    .orderBy(importRows.rowNumber)) as StoredRow[];
}

/**
 * The row numbers of this import that earlier imports hold already (docs/requirements.md#imp-rows):
 * a row is a duplicate when its key's occurrence is imported. With occurrences 1..m stored, as
 * imports leave them, that is `duplicateRows`' k - m rule; read by occurrence, it stays right after
 * an earlier import of the key was undone and left a gap, and never meets the unique index.
 */
export async function duplicatesOf(db: Executor, importId: number): Promise<Set<number>> {
  const rows = await queryRows<{ row_number: number }>(
    db as Db,
    sql`select r.row_number from ${importRows} r
        where r.import_id = ${importId}
          and exists (select 1 from ${importRows} s
                      where s.row_key = r.row_key and s.occurrence = r.occurrence
                        and s.imported and s.import_id <> ${importId})`,
  );
  return new Set(rows.map((row) => Number(row.row_number)));
}

/** The Trade Log's open positions as the plan reads them. */
export async function openPositionSnapshot(db: Executor): Promise<OpenPositionSnapshot[]> {
  const rows = await db
    .select({
      id: positions.id,
      type: positions.type,
      ticker: positions.ticker,
      expiration: positions.expirationDate,
      strike: positions.strike,
      right: positions.optionType,
      action: positions.action,
      contracts: positions.contracts,
      shares: positions.numberShares,
    })
    .from(positions)
    .where(eq(positions.isOpen, true))
    .orderBy(positions.openDate, positions.id);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    ticker: row.ticker,
    expiration: row.expiration,
    strike: row.strike,
    right: row.right === 'C' || row.right === 'P' ? row.right : null,
    action: row.action === 'STO' || row.action === 'BTO' ? row.action : null,
    quantity: (row.type === 'STOCK' ? row.shares : row.contracts) ?? 0,
  }));
}
