import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { durableFs, durableStartParams } from './durable-node-fs';
import { EMBEDDED_SETTINGS } from './embedded-settings';
import * as schema from './schema';
import { MIGRATIONS_DIR, type Database, type Db, type SampleFundOptions } from './database';

/*
 * The embedded database: PGlite in DATA_DIR/pgdata, behind DATA_DIR's lock, with commits synced to
 * disk and small memory settings (decisions 015 and 016).
 */

/**
 * Creates, migrates and fills a new embedded database in a process of its own (src/server/init-embedded.ts,
 * dist/node/init-embedded.js once built, beside the bundle's chunks): what initdb and the first migrations
 * make PostgreSQL allocate goes when that process ends.
 */
async function initInChildProcess(
  location: string,
  sampleFund: SampleFundOptions | undefined,
): Promise<void> {
  const source = import.meta.url.endsWith('.ts');
  const script = fileURLToPath(
    new URL(source ? '../init-embedded.ts' : './init-embedded.js', import.meta.url),
  );
  const args = [script, location, ...(sampleFund ? [JSON.stringify(sampleFund)] : [])];
  const child = spawn(process.execPath, [...(source ? ['--import', 'tsx'] : []), ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`Creating the embedded database in ${location} failed (exit code ${code})`);
}

export async function openEmbedded(
  dataDir: string,
  purpose: string,
  sampleFund?: SampleFundOptions,
  memoryTemplate?: Blob,
  lockHeartbeatMs?: number,
): Promise<Database> {
  if (dataDir === 'memory://') {
    const client = await PGlite.create({ dataDir, loadDataDir: memoryTemplate });
    return wrap(client, 'in memory', () => undefined);
  }
  // The lock comes first: a second process must not so much as open the files.
  const lock = lockDataDir(dataDir, purpose, { heartbeatMs: lockHeartbeatMs });
  try {
    const location = path.join(dataDir, 'pgdata');
    await fs.mkdir(location, { recursive: true });
    const fresh = !(await fs.stat(path.join(location, 'PG_VERSION')).catch(() => null));
    if (fresh) await initInChildProcess(location, sampleFund);
    const client = await PGlite.create({
      fs: durableFs(location),
      startParams: durableStartParams(EMBEDDED_SETTINGS),
    });
    fenceWrites(client, lock);
    return wrap(client, location, () => lock.release());
  } catch (err) {
    lock.release();
    throw err;
  }
}

/**
 * Every message PGlite's engine runs passes `execProtocolRawSync`; before each, the lock must still be
 * ours. A process resumed after a pause (SIGSTOP, a frozen VM) may run a request before its heartbeat's
 * timer fires: this is where it finds the lock taken over, and stops before its engine writes.
 */
function fenceWrites(client: PGlite, lock: DataDirLock): void {
  const run = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message) => {
    lock.assertHeld();
    return run(message);
  };
}

function wrap(client: PGlite, location: string, release: () => void): Database {
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    location,
    migrate: () => migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR }),
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
