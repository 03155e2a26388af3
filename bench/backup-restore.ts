import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase, type Database } from '../src/server/db/client';
import { syncCounter } from '../src/server/db/durable-node-fs';
import { startAppProcess } from './app-process';
import { localAccessToken } from './local-sign-in';
import { seedPositions } from './positions';
import { megabytes, watchPeak } from './process-memory';

/*
 * Backup and restore of the largest books the bench makes (5,000 positions, 50,000 imported rows,
 * 200 investors, 100 MB of documents) on the embedded database: GET /api/backup from the running
 * server (its time, the file's size and the server's peak memory while it streams), then
 * `npm run restore` into a new DATA_DIR (its time and peak memory). And what a durable commit costs:
 * single-row commits per second with the write-ahead log synced, and without. Decision 015.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const INVESTORS = 200;
const DOCUMENT_MB = 100;
const DOCUMENT_BYTES = 1024 * 1024;
const IMPORT_ROWS = 50_000;

async function seedBooks(database: Database): Promise<void> {
  await seedPositions(database.db, 5_000);
  await database.session(async (session) => {
    await session.query(
      `insert into investors (name, email) select 'Investor ' || i, 'investor' || i || '@fund.test'
         from generate_series(1, ${INVESTORS}) as i`,
    );
    await session.query(
      `insert into investments (investor_id, investment_date, amount_invested, nav_at_entry, shares_issued, type)
       select id, date '2024-01-02' + k * 90, 10000 * k, 100 + k, round(10000 * k / (100 + k), 6), 'Investment'
         from investors, generate_series(1, 3) as k`,
    );
    await session.query(
      `insert into imports (format, filename, status, actor, reading) values ('tastytrade', 'bench.csv', 'COMMITTED', 'bench', '{}')`,
    );
    await session.query(
      `insert into import_rows (import_id, row_number, row_key, occurrence, execution, imported)
       select 1, i, md5(i::text), 1, jsonb_build_object('rowNumber', i, 'ticker', 'SPY', 'price', '3.40',
              'quantity', '1', 'side', 'SELL', 'at', '2025-09-02T10:05:10'), true
         from generate_series(1, ${IMPORT_ROWS}) as i`,
    );
  });
  for (let i = 0; i < DOCUMENT_MB; i += 1) {
    await database.session((session) =>
      session.query(
        `insert into documents (investor_id, filename, category, file_size, file_type, content)
         values ($1, $2, 'quarterly_report', $3, 'application/pdf', $4)`,
        [1 + (i % INVESTORS), `statement-${i}.pdf`, DOCUMENT_BYTES, randomBytes(DOCUMENT_BYTES)],
      ),
    );
  }
}

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ ms: number; peak: number }> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  const watch = watchPeak(child.pid!);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      const peak = watch.stop();
      if (code === 0) resolve({ ms: performance.now() - started, peak });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    }),
  );
}

async function commitsPerSecond(durable: boolean): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-commit-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const { durableFs, durableStartParams } = await import('../src/server/db/durable-node-fs');
  const client = durable
    ? await PGlite.create({ fs: durableFs(dir), startParams: durableStartParams() })
    : await PGlite.create(dir);
  try {
    await client.query('create table probe (id int generated always as identity primary key, note text)');
    const count = 500;
    const started = performance.now();
    for (let i = 0; i < count; i += 1)
      await client.query('insert into probe (note) values ($1)', [`row ${i}`]);
    return count / ((performance.now() - started) / 1000);
  } finally {
    await client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchBackupRestore(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-books-'));
  const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-restored-'));
  const file = path.join(os.tmpdir(), `fund-bench-${process.pid}.ndjson.gz`);
  try {
    const seeding = performance.now();
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await seedBooks(database);
    await database.close();
    const seeded = ((performance.now() - seeding) / 1000).toFixed(0);

    const app = await startAppProcess({ DEMO_DATA: 'off' }, { dataDir });
    let backup: { ms: number; peak: number; bytes: number; before: number };
    try {
      await app.settled();
      const token = await localAccessToken(app.url, 'admin@fund.local', 'admin-password');
      const before = watchPeak(app.pid!).stop();
      const watch = watchPeak(app.pid!);
      const started = performance.now();
      const res = await fetch(`${app.url}/api/backup`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok || !res.body) throw new Error(`GET /api/backup answered ${res.status}`);
      await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(file));
      const ms = performance.now() - started;
      backup = { ms, peak: watch.stop(), bytes: fs.statSync(file).size, before };
    } finally {
      await app.stop();
    }
    const restore = await run('npm', ['run', '-s', 'restore', '--', file], {
      DATA_DIR: restoredDir,
      DATABASE_URL: '',
    });

    const durable = await commitsPerSecond(true);
    const unsynced = await commitsPerSecond(false);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `\nbackup and restore, embedded database (5,000 positions, ${IMPORT_ROWS.toLocaleString('en-US')} imported rows, ` +
        `${INVESTORS} investors, ${DOCUMENT_MB} MB of documents; seeded in ${seeded} s):` +
        `\n  GET /api/backup: ${seconds(backup.ms)}, ${megabytes(backup.bytes)} file; server ${megabytes(backup.before)} before, ` +
        `${megabytes(backup.peak)} at its peak while streaming` +
        `\n  npm run restore into a new DATA_DIR: ${seconds(restore.ms)}, ${megabytes(restore.peak)} at its peak (npm and the restore)` +
        `\n  single-row commits on PGlite: ${durable.toFixed(0)}/s with the WAL synced to disk, ${unsynced.toFixed(0)}/s without (${syncCounter.calls} syncs counted)`,
    );
  } finally {
    for (const dir of [dataDir, restoredDir]) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(file, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBackupRestore();
