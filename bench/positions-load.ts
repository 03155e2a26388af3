import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { localAccessToken } from './local-sign-in';
import { seedPositions } from './positions';

/*
 * `GET /api/positions?quarter=` under load. 2,000 positions are seeded on a fresh
 * DATA_DIR, the app runs as its own process with default settings (`node --import tsx
 * src/server/main.ts`, PGlite, the local identity provider), a real admin token comes from signing in
 * through that provider, and autocannon drives 200 connections from this process: readers alone (as a
 * browser asks: Accept-Encoding br/gzip, and with no Accept-Encoding), then readers beside 50 parallel
 * writers that edit positions of the same quarter. Printed, never asserted. Aim: p99 < 1 s.
 * BENCH_DATABASE_URL (a PostgreSQL server) runs the same on a fresh database there instead of PGlite.
 */

const QUARTER = 'Q3_2025';
// BENCH_APP_DIR runs the app of another checkout (say, the commit before a change) for a comparison.
const ROOT = path.resolve(process.env.BENCH_APP_DIR ?? path.join(import.meta.dirname, '..'));

function startApp(port: number, dataDir: string, databaseUrl = ''): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      OIDC_ISSUER: '',
      DATABASE_URL: databaseUrl,
      // Load from one address is the bench's method: the per-client limit (decision 022) is off.
      RATE_LIMIT_PER_MINUTE: '0',
    },
  });
}

async function waitForHealth(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The app did not answer ${baseUrl}/api/health in time`);
}

/** Waits until the app answers at once again, so one run's backlog does not count in the next. */
async function settle(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const start = performance.now();
    const answered = await fetch(`${baseUrl}/api/ready`)
      .then((response) => response.arrayBuffer())
      .catch(() => null);
    if (answered && performance.now() - start < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** The app's CPU time per answered request: steadier than latency on a machine others share. */
  cpuMs?: number;
}

/** CPU seconds the process has used (Linux: utime + stime in /proc, 100 ticks a second). */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function readers(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  pid: number | undefined,
): Promise<Figures> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: 200, duration: seconds, headers, timeout: 60 });
  const cpuAfter = cpuSeconds(pid);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

/** 50 loops editing open stock positions of the quarter until `stop` resolves; their latencies. */
async function writers(baseUrl: string, token: string, stockIds: number[], stop: Promise<void>) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const loop = async () => {
    while (!stopped) {
      const n = next++;
      const id = stockIds[n % stockIds.length]!;
      const start = performance.now();
      const response = await fetch(`${baseUrl}/api/stock-holdings`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          id,
          ticker: `T${n % 400}`,
          shares: 10 + (n % 5),
          avgPrice: 150.25,
          thesis: `edit ${n}`,
          openDate: '2025-07-05',
        }),
      });
      await response.arrayBuffer();
      if (response.ok) times.push(performance.now() - start);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: 50 }, loop));
  times.sort((a, b) => a - b);
  const at = (q: number) => (times.length ? times[Math.floor(q * (times.length - 1))]! : NaN);
  return { p50: at(0.5), p99: at(0.99), count: times.length, failures };
}

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;
const line = (label: string, f: Figures) =>
  console.log(
    `  ${label.padEnd(44)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${String(f.rps).padStart(6)} req/s` +
      (f.cpuMs === undefined ? '' : `  ${f.cpuMs.toFixed(2).padStart(7)} ms CPU/req`) +
      (f.errors ? `  (${f.errors} failed)` : ''),
  );

/** A fresh database on the server at `serverUrl`, and how to drop it. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fund_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** `npx tsx bench/positions-load.ts`, or from bench/run.ts beside the public API figures. */
export async function benchPositionsLoad(seconds: number, count = 2000): Promise<void> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-load-'));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const postgres = serverUrl ? await freshPostgres(serverUrl) : undefined;
  const seeded = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  await seeded.migrate();
  await seedPositions(seeded.db, count);
  await seeded.close();

  const app = startApp(port, dataDir, postgres?.url);
  try {
    await waitForHealth(baseUrl);
    const token = await localAccessToken(baseUrl, 'admin@fund.local', 'admin-password');
    const url = `${baseUrl}/api/positions?quarter=${QUARTER}`;
    const auth = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers: { ...auth, 'accept-encoding': 'identity' } });
    const items = (await first.json()) as { id: number; type: string; isOpen: boolean }[];
    const identityBytes = Number(first.headers.get('content-length') ?? 0);
    const compressed = await fetch(url, { headers: { ...auth, 'accept-encoding': 'br' } });
    await compressed.arrayBuffer();
    // fetch decodes the body; the header says what went over the wire.
    const brBytes = Number(compressed.headers.get('content-length') ?? 0);
    const brLabel =
      compressed.headers.get('content-encoding') === 'br'
        ? `br ${(brBytes / 1024).toFixed(0)} KB`
        : 'not compressed';
    const stockIds = items.filter((item) => item.type === 'STOCK' && item.isOpen).map((item) => item.id);

    const browser = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
    console.log(
      `\nGET /api/positions?quarter=, ${items.length} positions (${(identityBytes / 1e6).toFixed(1)} MB JSON, ${brLabel}), app process on ${postgres ? 'PostgreSQL' : 'PGlite'}, 200 connections, ${seconds} s each; aim: p99 < 1 s`,
    );
    await settle(baseUrl);
    line('readers, Accept-Encoding: gzip, deflate, br', await readers(url, browser, seconds, app.pid));
    await settle(baseUrl);
    line('readers, no Accept-Encoding', await readers(url, auth, seconds, app.pid));
    await settle(baseUrl);
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const writing = writers(baseUrl, token, stockIds, stopped);
    const read = await readers(url, browser, seconds, app.pid);
    stop();
    const written = await writing;
    line('readers beside 50 parallel writers', read);
    console.log(
      `  ${'50 writers (PATCH /api/stock-holdings edit)'.padEnd(44)} p50 ${ms(written.p50)}  p99 ${ms(written.p99)}  ${String(Math.round(written.count / seconds)).padStart(6)} writes/s` +
        (written.failures ? `  (${written.failures} failed)` : ''),
    );
  } finally {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchPositionsLoad(Number(process.env.BENCH_LOAD_SECONDS ?? 10));
}
