import { createHash, createHmac, randomBytes, type Hmac } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { Database, RawSession } from '../db/client';
import { listTables, quoteIdent, type TableInfo } from './catalog';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, ROW_PREFIX, type BackupHeader } from './format';
import { appliedMigrationTags } from './migrations';

export interface BackupMeta {
  fundName: string;
  now: Date;
  /** Stops the backup between two lines (a server shutting down). */
  signal?: AbortSignal;
  /** BACKUP_KEY: the last line then carries an HMAC-SHA256 of what precedes it (decision 025). */
  key?: string;
}

export interface BackupSummary {
  tables: Record<string, number>;
  rows: number;
}

/** Rows fetched per round trip; a table with bytea columns (documents) comes one row at a time. */
const BATCH_ROWS = 500;

/** Writes lines into a stream, honouring its back-pressure, and keeps the checksum and counts. */
class LineSink {
  private readonly hash = createHash('sha256');
  private readonly hmac: Hmac | null;
  readonly tables: Record<string, number> = {};
  rows = 0;
  private current = '';
  private failure: Error | null = null;

  constructor(
    private readonly out: Writable,
    private readonly signal?: AbortSignal,
    key?: string,
  ) {
    this.hmac = key ? createHmac('sha256', key) : null;
    out.once('error', (err) => {
      this.failure = err;
    });
  }

  async line(text: string, counted = true): Promise<void> {
    if (this.failure) throw this.failure;
    this.signal?.throwIfAborted();
    const bytes = `${text}\n`;
    if (counted) {
      this.hash.update(bytes);
      this.hmac?.update(bytes);
    }
    if (!this.out.write(bytes)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          this.out.off('drain', go);
          this.out.off('close', go);
          resolve();
        };
        this.out.on('drain', go);
        this.out.on('close', go);
      });
      if (this.failure) throw this.failure;
    }
  }

  async table(table: TableInfo): Promise<void> {
    this.current = table.name;
    this.tables[table.name] = 0;
    await this.line(JSON.stringify({ table: table.name, columns: table.columns }));
  }

  async row(json: string): Promise<void> {
    this.tables[this.current]! += 1;
    this.rows += 1;
    await this.line(`${ROW_PREFIX}${json}}`);
  }

  async end(): Promise<void> {
    const sha256 = this.hash.digest('hex');
    const hmac = this.hmac?.digest('hex');
    await this.line(
      JSON.stringify({ end: true, tables: this.tables, rows: this.rows, sha256, ...(hmac ? { hmac } : {}) }),
      false,
    );
  }
}

const cursorQuery = (table: TableInfo) =>
  `select row_to_json(t)::text as j from public.${quoteIdent(table.name)} as t` +
  (table.primaryKey.length
    ? ` order by ${table.primaryKey.map((c) => `t.${quoteIdent(c)}`).join(', ')}`
    : '');

async function drainCursor(session: RawSession, cursor: string, table: TableInfo, sink: LineSink) {
  const batch = table.large ? 1 : BATCH_ROWS;
  for (;;) {
    const { rows } = await session.query<{ j: string }>(`fetch forward ${batch} from ${cursor}`);
    for (const row of rows) await sink.row(row.j);
    if (rows.length < batch) break;
  }
  await session.query(`close ${cursor}`);
}

function header(meta: BackupMeta, database: Database, migrations: string[]): BackupHeader {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    fund: meta.fundName,
    createdAt: meta.now.toISOString(),
    source: database.kind,
    schema: { migrations },
  };
}

/**
 * PostgreSQL: one connection of its own, in a repeatable-read transaction, reads table after table
 * through cursors while the pool's other connections keep serving.
 */
async function snapshotPostgres(database: Database, meta: BackupMeta, sink: LineSink): Promise<void> {
  await database.session(async (session) => {
    await session.query('begin isolation level repeatable read read only');
    try {
      const tables = await listTables(session);
      await sink.line(JSON.stringify(header(meta, database, await appliedMigrationTags(session))));
      for (const table of tables) {
        await sink.table(table);
        await session.query(`declare backup_cursor no scroll cursor for ${cursorQuery(table)}`);
        await drainCursor(session, 'backup_cursor', table, sink);
      }
      await sink.end();
      await session.query('commit');
    } catch (err) {
      await session.query('rollback').catch(() => undefined);
      throw err;
    }
  });
}

/**
 * PGlite has one session. Every table's cursor is declared WITH HOLD in one transaction that nothing
 * interleaves with; its commit keeps their rows (on disk past work_mem), and the rows are then fetched
 * between other requests' queries, outside any transaction.
 */
async function snapshotPglite(database: Database, meta: BackupMeta, sink: LineSink): Promise<void> {
  const prefix = `backup_${randomBytes(6).toString('hex')}`;
  const { tables, migrations } = await database.transaction(async (tx) => {
    const listed = await listTables(tx);
    for (const [index, table] of listed.entries()) {
      await tx.query(`declare ${prefix}_${index} no scroll cursor with hold for ${cursorQuery(table)}`);
    }
    return { tables: listed, migrations: await appliedMigrationTags(tx) };
  });
  let next = 0;
  try {
    await database.session(async (session) => {
      await sink.line(JSON.stringify(header(meta, database, migrations)));
      for (const [index, table] of tables.entries()) {
        await sink.table(table);
        next = index + 1;
        await drainCursor(session, `${prefix}_${index}`, table, sink);
      }
      await sink.end();
    });
  } finally {
    // A backup that stopped half-way (its reader went away) leaves no held cursor behind.
    await database.session(async (session) => {
      for (let index = next; index < tables.length; index += 1) {
        await session.query(`close ${prefix}_${index}`).catch(() => undefined);
      }
    });
  }
}

/**
 * Streams a backup of every table into `destination` (a file, an HTTP answer), gzip-compressed, from
 * one consistent snapshot. Resolves once the destination has taken the last byte.
 */
export async function writeBackup(
  database: Database,
  destination: Writable,
  meta: BackupMeta,
): Promise<BackupSummary> {
  const gzip = zlib.createGzip({ level: 6 });
  const piped = pipeline(gzip, destination);
  // Reported through the sink, which stops the snapshot; the rejection itself is awaited below.
  piped.catch(() => undefined);
  const sink = new LineSink(gzip, meta.signal, meta.key);
  try {
    if (database.kind === 'postgres') await snapshotPostgres(database, meta, sink);
    else await snapshotPglite(database, meta, sink);
    gzip.end();
  } catch (err) {
    gzip.destroy(err as Error);
    await piped.catch(() => undefined);
    throw err;
  }
  await piped;
  return { tables: sink.tables, rows: sink.rows };
}
