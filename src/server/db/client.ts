import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { durableFs, durableStartParams } from './durable-node-fs';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the books are, for people: PGlite's folder, or the server and database without password. */
  location: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` on one session of its own: a dedicated connection on PostgreSQL; on PGlite, its only
   * session, shared with every other query (so `work` must not leave a transaction open between its
   * statements unless it holds PGlite's transaction, see `exclusive`).
   */
  session<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction that nothing else interleaves with (PGlite's lock, or a connection). */
  transaction<T>(work: (session: RawSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Raw SQL with positional parameters, answering rows as the driver parses them. */
export interface RawSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** A PostgreSQL server address; when unset, PGlite keeps the data under `dataDir`. */
  databaseUrl?: string;
  /** Folder for PGlite's files, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** Who holds DATA_DIR's lock, in its message to a second process: 'server', 'backup', ... */
  purpose?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.purpose ?? 'server');
}

async function openPglite(dataDir: string, purpose: string): Promise<Database> {
  if (dataDir === 'memory://') return wrapPglite(await PGlite.create(dataDir), 'in memory', () => undefined);
  // The lock comes first: a second process must not so much as open the files.
  const lock = lockDataDir(dataDir, purpose);
  try {
    const location = path.join(dataDir, 'pgdata');
    await fs.mkdir(location, { recursive: true });
    const client = await PGlite.create({ fs: durableFs(location), startParams: durableStartParams() });
    return wrapPglite(client, location, () => lock.release());
  } catch (err) {
    lock.release();
    throw err;
  }
}

function wrapPglite(client: PGlite, location: string, release: () => void): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    location,
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
    session: (work) => work(client),
    transaction: (work) => client.transaction((tx) => work(tx)),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** 'postgres://db.internal:5432/fund': where, without the user's password. */
function describeServer(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL server';
  }
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, an administrator) must not crash the process: the
  // pool drops it and opens a fresh one on the next query.
  pool.on('error', (err) => console.error(`Idle database connection closed: ${err.message}`));
  // Fail at start-up with the server's own message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    location: describeServer(connectionString),
    migrate: () => migrateUnderLock(pool),
    async session(work) {
      const client = await pool.connect();
      try {
        return await work(client as RawSession);
      } finally {
        client.release();
      }
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(client as RawSession);
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The advisory lock instances of this app take to migrate one at a time: a fixed number, chosen once,
 * that nothing else on the server uses. Text, because it is beyond JavaScript's exact integers.
 */
export const MIGRATION_LOCK_KEY = '7305926418112001';

/**
 * Replicas started together on a fresh database would each run `CREATE TYPE ...` at once and all but
 * one would die on a duplicate key. Under a session-level advisory lock on one dedicated connection
 * they take turns: the first migrates, the others wait, then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
  } catch (err) {
    // Closing the connection ends its session, and with it the lock, whatever state it was left in.
    client.release(true);
    throw err;
  }
  client.release();
}

/** Both drivers answer raw SQL with `{ rows }`; this reads them typed. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
