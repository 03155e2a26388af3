import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import { positionSectors, positions, sectors, transactions } from '../db/schema';

/** A Drizzle transaction handed to the callback of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction on it. */
export type Executor = Db | Tx;

export type PositionRow = typeof positions.$inferSelect;
export type PositionInsert = typeof positions.$inferInsert;
export type TransactionRow = typeof transactions.$inferSelect;

/** A position with what the unified list shows beside it. */
export interface PositionRecord {
  position: PositionRow;
  /** Oldest first. */
  transactions: TransactionRow[];
  /** Names, alphabetical. */
  sectors: string[];
}

const MAX_ID = 2_147_483_647;

/** Closing transactions; a closed position's netProfit is the sum of theirs. */
export const CLOSING_TYPES = new Set<TransactionRow['type']>([
  'CLOSE',
  'PARTIAL_CLOSE',
  'ROLL_CLOSE',
  'EXPIRE',
  'SELL',
]);

function assemble(
  rows: PositionRow[],
  transactionRows: TransactionRow[],
  sectorRows: { positionId: number; name: string }[],
): PositionRecord[] {
  const byId = new Map<number, PositionRecord>();
  const records = rows.map((position) => {
    const record: PositionRecord = { position, transactions: [], sectors: [] };
    byId.set(position.id, record);
    return record;
  });
  for (const row of transactionRows) byId.get(row.positionId)?.transactions.push(row);
  for (const row of sectorRows) byId.get(row.positionId)?.sectors.push(row.name);
  return records;
}

/**
 * Every column of `table` under its Drizzle name, numeric columns as text (exact, as Drizzle reads
 * them). The names come from the table definition, so JSON rows built from this select list have the
 * shape of `table.$inferSelect` (timestamps in ISO form rather than the driver's text).
 */
function selectAsJsonKeys(table: PgTable): SQL {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) =>
    column.columnType === 'PgNumeric'
      ? sql`${column}::text as ${sql.identifier(key)}`
      : sql`${column} as ${sql.identifier(key)}`,
  );
  return sql.join(columns, sql`, `);
}

/** The rows of `select` as one JSON text, ordered by `orderBy` (names of its columns). */
async function jsonRows<T>(db: Executor, select: SQL, orderBy: string[]): Promise<T[]> {
  const order = sql.join(
    orderBy.map((key) => sql`x.${sql.identifier(key)}`),
    sql`, `,
  );
  const [row] = await queryRows<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(x order by ${order}), '[]')::text as rows from (${select}) x`,
  );
  return JSON.parse(row?.rows ?? '[]') as T[];
}

/**
 * A quarter's positions with their transactions and sectors in three queries, whatever the count,
 * read in one repeatable-read snapshot so the three agree. Ordered by open date, then id.
 *
 * Each query answers one JSON text (`json_agg`) rather than rows: PGlite decodes a result field by
 * field, which made 5,000 positions of 27 columns cost more than everything else in the request.
 */
export async function loadQuarterRecords(db: Db, quarterKey: string): Promise<PositionRecord[]> {
  return db.transaction(
    async (tx) => {
      const rows = await jsonRows<PositionRow>(
        tx,
        sql`select ${selectAsJsonKeys(positions)} from ${positions} where ${positions.quarter} = ${quarterKey}`,
        ['openDate', 'id'],
      );
      if (rows.length === 0) return [];
      const inQuarter = sql`(select ${positions.id} from ${positions} where ${positions.quarter} = ${quarterKey})`;
      const transactionRows = await jsonRows<TransactionRow>(
        tx,
        sql`select ${selectAsJsonKeys(transactions)} from ${transactions} where ${transactions.positionId} in ${inQuarter}`,
        ['date', 'id'],
      );
      const sectorRows = await jsonRows<{ positionId: number; name: string }>(
        tx,
        sql`select ${positionSectors.positionId} as "positionId", ${sectors.name} as "name"
            from ${positionSectors} join ${sectors} on ${sectors.id} = ${positionSectors.sectorId}
            where ${positionSectors.positionId} in ${inQuarter}`,
        ['name'],
      );
      return assemble(rows, transactionRows, sectorRows);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One position, its row locked against concurrent changes until the transaction ends; null when unknown. */
export async function loadRecordForUpdate(tx: Tx, id: number): Promise<PositionRecord | null> {
  // Ids are int4: a larger one names no position (and would be a database error).
  if (id > MAX_ID) return null;
  const [position] = await tx.select().from(positions).where(eq(positions.id, id)).for('update');
  if (position === undefined) return null;
  return loadRest(tx, position);
}

/** One position as it is now inside `tx`. */
export async function reloadRecord(tx: Tx, id: number): Promise<PositionRecord> {
  const [position] = await tx.select().from(positions).where(eq(positions.id, id));
  if (position === undefined) throw new Error(`Position ${id} vanished inside its own transaction`);
  return loadRest(tx, position);
}

async function loadRest(tx: Tx, position: PositionRow): Promise<PositionRecord> {
  const transactionRows = await tx
    .select()
    .from(transactions)
    .where(eq(transactions.positionId, position.id))
    .orderBy(asc(transactions.date), asc(transactions.id));
  const sectorRows = await tx
    .select({ positionId: positionSectors.positionId, name: sectors.name })
    .from(positionSectors)
    .innerJoin(sectors, eq(sectors.id, positionSectors.sectorId))
    .where(eq(positionSectors.positionId, position.id))
    .orderBy(asc(sectors.name));
  return assemble([position], transactionRows, sectorRows)[0]!;
}

/** What the audit log keeps of a position: its row and its sector names. */
export function auditSnapshot(record: PositionRecord): Record<string, unknown> {
  return { ...record.position, sectors: record.sectors };
}
