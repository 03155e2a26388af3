import { asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../books';
import { queryRows } from '../db/client';
import {
  dataVersions,
  positionSectors,
  positionTags,
  positions,
  sectors,
  tags,
  transactions,
} from '../db/schema';
import { MAX_RECORD_ID } from '../../domain/record-id';
import { parseTickerCloses, tickerClosesJson, type TickerCloses } from './ticker-closes';
import { TRADE_LOG_VERSION } from './trade-log-version';
import type { PositionRecord, PositionRow, TransactionRow } from './position-record';
import { cachedRecord } from './tx-cache';

export type {
  PositionInsert,
  PositionRecord,
  PositionRow,
  TransactionLink,
  TransactionRow,
} from './position-record';

type NameRow = { positionId: number; name: string };

function assemble(
  rows: PositionRow[],
  transactionRows: TransactionRow[],
  sectorRows: NameRow[],
  tagRows: NameRow[],
): PositionRecord[] {
  const byId = new Map<number, PositionRecord>();
  const records = rows.map((position) => {
    const record: PositionRecord = { position, transactions: [], sectors: [], tags: [] };
    byId.set(position.id, record);
    return record;
  });
  for (const row of transactionRows) byId.get(row.positionId)?.transactions.push(row);
  for (const row of sectorRows) byId.get(row.positionId)?.sectors.push(row.name);
  for (const row of tagRows) byId.get(row.positionId)?.tags.push(row.name);
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

/** A quarter's positions and what their list items read besides them. */
export interface QuarterSnapshot {
  version: bigint;
  records: PositionRecord[];
  /** The closes of THETA and OPTION positions on the tickers of the quarter's stock (adjusted cost). */
  tickerCloses: TickerCloses;
}

const nameRows = (
  names: typeof sectors | typeof tags,
  links: typeof positionSectors | typeof positionTags,
  idColumn: SQL,
  positionIds: SQL,
) =>
  jsonRows(
    sql`select ${links.positionId} as "positionId", ${names.name} as "name"
        from ${links} join ${names} on ${names.id} = ${idColumn}
        where ${links.positionId} in ${positionIds}`,
    ['name'],
  );

/**
 * A quarter's positions, their transactions, sectors and tags, the option closes their stock's adjusted
 * cost reads, and the Trade Log's data version, in one statement whatever the count: one statement sees
 * one snapshot, so the parts agree with one another and the records are exactly that version's (what a
 * cache may key them by), without a transaction holding the connection (PGlite has only the one) while
 * the texts are parsed.
 *
 * Each part is one JSON text (`json_agg`) rather than rows: PGlite decodes a result field by field,
 * which made 5,000 positions of 27 columns cost more than everything else in the request.
 */
export async function loadQuarterSnapshot(db: Executor, quarterKey: string): Promise<QuarterSnapshot> {
  const inQuarter = sql`(select ${positions.id} from ${positions} where ${positions.quarter} = ${quarterKey})`;
  const stockTickers = sql`(select ${positions.ticker} from ${positions}
    where ${positions.quarter} = ${quarterKey} and ${positions.type} = 'STOCK')`;
  const [row] = await queryRows<{
    version: string | null;
    positions: string;
    transactions: string;
    sectors: string;
    tags: string;
    closes: string;
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
      ${nameRows(sectors, positionSectors, sql`${positionSectors.sectorId}`, inQuarter)} as "sectors",
      ${nameRows(tags, positionTags, sql`${positionTags.tagId}`, inQuarter)} as "tags",
      ${tickerClosesJson(stockTickers)} as "closes"`,
  );
  if (row === undefined) throw new Error('The quarter query answered no row');
  const records = assemble(
    JSON.parse(row.positions) as PositionRow[],
    JSON.parse(row.transactions) as TransactionRow[],
    JSON.parse(row.sectors) as NameRow[],
    JSON.parse(row.tags) as NameRow[],
  );
  return { version: BigInt(row.version ?? 0), records, tickerCloses: parseTickerCloses(row.closes) };
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
  return (await loadRestOf(tx, [position]))[0]!;
}

/** The transactions, sectors and tags of these positions, as records in the same order. */
async function loadRestOf(tx: Tx, rows: PositionRow[]): Promise<PositionRecord[]> {
  const ids = rows.map((row) => row.id);
  const transactionRows = await tx
    .select()
    .from(transactions)
    .where(inArray(transactions.positionId, ids))
    .orderBy(asc(transactions.date), asc(transactions.id));
  const sectorRows = await tx
    .select({ positionId: positionSectors.positionId, name: sectors.name })
    .from(positionSectors)
    .innerJoin(sectors, eq(sectors.id, positionSectors.sectorId))
    .where(inArray(positionSectors.positionId, ids))
    .orderBy(asc(sectors.name));
  return assemble(rows, transactionRows, sectorRows, await tagRowsOf(tx, ids));
}

/** The tags of these positions, alphabetical as the database orders them. */
export async function tagRowsOf(tx: Tx, ids: readonly number[]): Promise<NameRow[]> {
  return tx
    .select({ positionId: positionTags.positionId, name: tags.name })
    .from(positionTags)
    .innerJoin(tags, eq(tags.id, positionTags.tagId))
    .where(inArray(positionTags.positionId, [...ids]))
    .orderBy(asc(tags.name));
}

/**
 * Many positions at once, their rows locked (in id order, so two such requests never deadlock) until
 * the transaction ends; ordered by id. Ids that name no position are left out.
 */
export async function loadRecordsForUpdate(tx: Tx, ids: readonly number[]): Promise<PositionRecord[]> {
  const known = ids.filter((id) => id <= MAX_RECORD_ID);
  if (known.length === 0) return [];
  const rows = await tx
    .select()
    .from(positions)
    .where(inArray(positions.id, known))
    .orderBy(asc(positions.id))
    .for('update');
  return rows.length === 0 ? [] : loadRestOf(tx, rows);
}

/** Oldest first, as `loadRest` orders them (trade times are fixed-width text, so text order is time order). */
export function byDateThenId(rows: readonly TransactionRow[]): TransactionRow[] {
  return [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** What the audit log keeps of a position: its row, its sector names and its tags. */
export function auditSnapshot(record: PositionRecord): Record<string, unknown> {
  return { ...record.position, sectors: record.sectors, tags: record.tags };
}
