import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './app-process';
import { gone, megabytes, tree, treeMemory, watchPeak } from './process-memory';

/*
 * The memory of the whole process tree `npm start` leaves running (npm, its shell, the server), after
 * start-up and one visit of each public page (its HTML and the files it loads), on the embedded database
 * and on a PostgreSQL server, each on a new database's first start and on a restart; and how long the
 * compiled server takes to answer /api/ready. Decision 016. BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * names a PostgreSQL server the bench may create a database on; without one that half is skipped.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/about/holdings', '/about/performance', '/mission', '/agreement'];

function environment(extra: Record<string, string>): NodeJS.ProcessEnv {
  // MALLOC_ARENA_MAX passes through, to compare against `npm start`'s default of 1 (decision 022).
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'MALLOC_ARENA_MAX'];
  const env: NodeJS.ProcessEnv = {};
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name];
  return { ...env, LOG_LEVEL: 'warn', ...extra };
}

async function until(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Fetches a page and every script and stylesheet it names, as a browser's first visit would. */
async function visit(base: string, page: string): Promise<void> {
  const html = await (await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'br, gzip' } })).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  await Promise.all(assets.map((asset) => fetch(`${base}${asset}`).then((res) => res.arrayBuffer())));
}

interface Measured {
  readyMs: number;
  rss: number;
  /** The most the tree held at any moment, start-up included (a new DATA_DIR's creation). */
  peak: number;
}

/** Waits until the first backup file appears in `dir` (a scheduled backup has been written). */
async function untilBackup(dir: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    if (names.some((name) => name.endsWith('.ndjson.gz'))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no scheduled backup in ${dir} in time`);
}

/** `backups`: the BACKUP_DIR to wait on, so the figure is read after the first scheduled backup. */
async function measureOnce(env: Record<string, string>, backups?: string): Promise<Measured> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: environment({ ...env, PORT: String(port) }),
  });
  const watch = watchPeak(child.pid!, 50);
  try {
    await until(`${base}/api/ready`, child);
    const readyMs = performance.now() - started;
    for (const page of PAGES) await visit(base, page);
    if (backups) await untilBackup(backups, child);
    // Let start-up work and the pages' renders finish before reading the figure.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const rss = treeMemory(child.pid!).rss;
    return { readyMs, rss, peak: watch.stop() };
  } finally {
    watch.stop();
    const members = tree(child.pid!);
    child.kill('SIGTERM');
    await gone(members);
  }
}

async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fund_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function benchMemory(): Promise<void> {
  // The figures are for the built app, as `npm start` runs it; build first so no build is measured.
  const built = spawn('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  await new Promise((resolve) => built.once('exit', resolve));

  const lines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-memory-'));
  try {
    const embedded = { DATA_DIR: dataDir };
    const first = await measureOnce(embedded);
    const restart = await measureOnce(embedded);
    // Decision 022: a backup's gzip runs on the thread pool, whose malloc arenas kept its memory;
    // `npm start` caps them (MALLOC_ARENA_MAX=1). A backup every 6 s; read after the first.
    const backups = path.join(dataDir, 'backups');
    const afterBackup = await measureOnce(
      { ...embedded, BACKUP_DIR: backups, BACKUP_INTERVAL_MINUTES: '0.1' },
      backups,
    );
    lines.push(
      `  embedded database: first start ${megabytes(first.rss)}, restart ${megabytes(restart.rss)} ` +
        `(ready in ${(first.readyMs / 1000).toFixed(1)} s, then ${(restart.readyMs / 1000).toFixed(1)} s; ` +
        `at the peak of the first start, creating the database: ${megabytes(first.peak)})`,
      `  embedded database after its first scheduled backup: ${megabytes(afterBackup.rss)}`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await freshPostgres(serverUrl);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-memory-'));
    try {
      const onServer = { DATABASE_URL: database.url, DATA_DIR: dir };
      const first = await measureOnce(onServer);
      const restart = await measureOnce(onServer);
      lines.push(
        `  PostgreSQL server: first start ${megabytes(first.rss)}, restart ${megabytes(restart.rss)} ` +
          `(ready in ${(first.readyMs / 1000).toFixed(1)} s, then ${(restart.readyMs / 1000).toFixed(1)} s)`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await database.drop();
    }
  } else {
    lines.push('  PostgreSQL server: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }
  console.log(
    `\nmemory of the process tree \`npm start\` leaves running (npm, sh, the server), after start and one visit of each public page:\n${lines.join('\n')}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
