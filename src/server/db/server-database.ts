import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { MIGRATION_LOCK_KEY, MIGRATIONS_DIR, type Database, type Db, type RawSession } from './database';

/* A PostgreSQL server (DATABASE_URL) through a node-postgres pool. */

/** 'postgres://db.internal:5432/fund': where, without the user's password. */
function describeServer(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL server';
  }
}

export async function openServerDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, an administrator) must not crash the process: the
  // pool drops it and opens a fresh one on the next query.
  pool.on('error', (err) => console.error(`Idle database connection closed: ${err.message}`));
  // Fail at start-up with the server's own message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle({ client: pool, schema }) as unknown as Db;
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
 * Replicas started together on a fresh database would each run `CREATE TYPE ...` at once and all but
 * one would die on a duplicate key. Under a session-level advisory lock on one dedicated connection
 * they take turns: the first migrates, the others wait, then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
    await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
  } catch (err) {
    // Closing the connection ends its session, and with it the lock, whatever state it was left in.
    client.release(true);
    throw err;
  }
  client.release();
}
