import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client';
import { dataVersions, positionSectors, positions, sectors, transactions } from '../db/schema';
import { MAX_RECORD_ID } from '../../domain/record-id';
import { TRADE_LOG_VERSION } from './trade-log-version';
import { cachedRecord } from './tx-cache';

/** A Drizzle transaction handed to the callback of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction on it. */
export type Executor = Db | Tx;

export type PositionRow = typeof positions.$inferSelect;
export type PositionInsert = typeof positions.$inferInsert;
export type TransactionRow = typeof transactions.$inferSelect;

/** Where a transaction came from when an import wrote it: the import, its row and the row's fees. */
export type TransactionLink = Partial<
  Pick<typeof transactions.$inferInsert, 'importId' | 'importRow' | 'fees'>
>;

/** A position with what the unified list shows beside it. */
export interface PositionRecord {
  position: PositionRow;
  /** Oldest first. */
  transactions: TransactionRow[];
  /** Names, alphabetical. */
  sectors: string[];
}

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

/** A scalar subquery: the rows of `select` as one JSON text, ordered by `orderBy` (its column names). */
function jsonRows(select: SQL, orderBy: string[]): SQL {
  const order = sql.join(
    orderBy.map((key) => sql`x.${sql.identifier(key)}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(x order by ${order}), '[]')::text from (${select}) x)`;
}

/**
 * A quarter's positions with their transactions and sectors, ordered by open date, then id. See
 * `loadQuarterSnapshot`.
 */
export async function loadQuarterRecords(db: Executor, quarterKey: string): Promise<PositionRecord[]> {
  return (await loadQuarterSnapshot(db, quarterKey)).records;
}

/**
 * A quarter's positions, their transactions and sectors, and the Trade Log's data version, in one
 * statement whatever the count: one statement sees one snapshot, so the parts agree with one another
 * and the records are exactly that version's (what a cache may key them by), without a transaction
 * holding the connection (PGlite has only the one) while the texts are parsed.
 *
 * Each part is one JSON text (`json_agg`) rather than rows: PGlite decodes a result field by field,
 * which made 5,000 positions of 27 columns cost more than everything else in the request.
 */
export async function loadQuarterSnapshot(
  db: Executor,
  quarterKey: string,
): Promise<{ version: bigint; records: PositionRecord[] }> {
  const inQuarter = sql`(select ${positions.id} from ${positions} where ${positions.quarter} = ${quarterKey})`;
  const [row] = await queryRows<{
    version: string | null;
    positions: string;
    transactions: string;
    sectors: string;
  }>(
    db,
    sql`select
      (select ${dataVersions.version}::text from ${dataVersions} where ${dataVersions.key} = ${TRADE_LOG_VERSION}) as "version",
      ${jsonRows(
        sql`select ${selectAsJsonKeys(positions)} from ${positions} where ${positions.quarter} = ${quarterKey}`,
        ['openDate', 'id'],
      )} as "positions",
      ${jsonRows(
        sql`select ${selectAsJsonKeys(transactions)} from ${transactions} where ${transactions.positionId} in ${inQuarter}`,
        ['date', 'id'],
      )} as "transactions",
      ${jsonRows(
        sql`select ${positionSectors.positionId} as "positionId", ${sectors.name} as "name"
            from ${positionSectors} join ${sectors} on ${sectors.id} = ${positionSectors.sectorId}
            where ${positionSectors.positionId} in ${inQuarter}`,
        ['name'],
      )} as "sectors"`,
  );
  if (row === undefined) throw new Error('The quarter query answered no row');
  const records = assemble(
    JSON.parse(row.positions) as PositionRow[],
    JSON.parse(row.transactions) as TransactionRow[],
    JSON.parse(row.sectors) as { positionId: number; name: string }[],
  );
  return { version: BigInt(row.version ?? 0), records };
}

/** One position, its row locked against concurrent changes until the transaction ends; null when unknown. */
export async function loadRecordForUpdate(tx: Tx, id: number): Promise<PositionRecord | null> {
  // Ids are int4: a larger one names no position (and would be a database error).
  if (id > MAX_RECORD_ID) return null;
  // Already locked or created by this transaction: it is as remembered.
  const cached = cachedRecord(tx, id);
  if (cached !== undefined) return cached;
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

/** Oldest first, as `loadRest` orders them (trade times are fixed-width text, so text order is time order). */
export function byDateThenId(rows: readonly TransactionRow[]): TransactionRow[] {
  return [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** What the audit log keeps of a position: its row and its sector names. */
export function auditSnapshot(record: PositionRecord): Record<string, unknown> {
  return { ...record.position, sectors: record.sectors };
}
