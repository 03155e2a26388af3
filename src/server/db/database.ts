import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import { APP_ROOT } from '../app-root';

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
   * statements: `transaction` is for that).
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

export const MIGRATIONS_DIR = path.join(APP_ROOT, 'drizzle');

export interface DatabaseOptions {
  /** A PostgreSQL server address; when unset, PGlite keeps the data under `dataDir`. */
  databaseUrl?: string;
  /** Folder for PGlite's files, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** Who holds DATA_DIR's lock, in its message to a second process: 'server', 'backup', ... */
  purpose?: string;
  /** How often the DATA_DIR lock's heartbeat reads its file back (DATA_DIR_LOCK_HEARTBEAT_MS). */
  lockHeartbeatMs?: number;
  /** The sample fund a new embedded database gets (the server's DEMO_DATA); none when left out. */
  sampleFund?: SampleFundOptions;
  /**
   * A 'memory://' database starts from this dump of a new data directory (PGlite's dumpDataDir)
   * rather than running initdb, which takes seconds: the test suites open hundreds of them.
   */
  memoryTemplate?: Blob;
}

export interface SampleFundOptions {
  fundName: string;
  fundTimeZone: string;
}

/**
 * The advisory lock instances of this app take to migrate one at a time: a fixed number, chosen once,
 * that nothing else on the server uses. Text, because it is beyond JavaScript's exact integers.
 */
export const MIGRATION_LOCK_KEY = '7305926418112001';

/** Both drivers answer raw SQL with `{ rows }`; this reads them typed. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
