import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** BENCH_APP_DIR: another checkout of the app (say, of main) to measure with this bench, for a before/after. */
const appRoot = path.resolve(process.env.BENCH_APP_DIR ?? root);

/** A process the bench started, stopped with SIGTERM (and waited for) when done. */
export interface BenchProcess {
  url: string;
  pid: number | undefined;
  /** Bytes the process wrote to stdout (its log) since started or since the last reset. */
  logBytes(): number;
  resetLogBytes(): void;
  /** CPU time (user + system) the process and its children have used so far, in seconds. */
  cpuSeconds(): number;
  /** Resolves once the process has been (nearly) idle for a second: start-up work is over. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

const CLOCK_TICKS = 100;

/** utime + stime of `pid` and its descendants from /proc (Linux); 0 where /proc is unavailable. */
function processTreeCpu(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let ticks = Number(fields[11]) + Number(fields[12]);
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : [])
      ticks += processTreeCpu(Number(child)) * CLOCK_TICKS;
    return ticks / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Only what a fresh shell has, so the app runs with its default settings whatever the bench's own
 * environment sets (LOG_LEVEL, NODE_ENV, DATABASE_URL, OIDC_ISSUER...).
 */
function bareEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'CHROME_PATH'];
  const env: NodeJS.ProcessEnv = {};
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name];
  // Load from one address is the bench's method, not abuse: the per-client limit (decision 022) is off.
  return { ...env, RATE_LIMIT_PER_MINUTE: '0', ...extra };
}

function track(child: ChildProcess, url: string, cleanup: () => void): BenchProcess {
  let bytes = 0;
  // A deployment's log goes down a pipe to a collector; so does this one, read and dropped.
  child.stdout?.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  return {
    url,
    pid: child.pid,
    logBytes: () => bytes,
    resetLogBytes: () => {
      bytes = 0;
    },
    cpuSeconds: () => (child.pid === undefined ? 0 : processTreeCpu(child.pid)),
    async settled() {
      // After /api/ready answers, PGlite and the JIT keep a core busy for several seconds; a figure
      // taken then says nothing about a server that has been up for a while.
      const deadline = Date.now() + 60_000;
      let last = child.pid === undefined ? 0 : processTreeCpu(child.pid);
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const now = child.pid === undefined ? 0 : processTreeCpu(child.pid);
        if (now - last < 0.05) return;
        last = now;
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      }
      cleanup();
    },
  };
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * The app as a deployment runs it: `node scripts/start.mjs` (which builds the client when it is
 * stale) with its default settings on a temporary DATA_DIR (`settings` only for experiments).
 */
export async function startAppProcess(
  settings: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<BenchProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-app-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: appRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: bareEnvironment({ ...settings, PORT: String(port), DATA_DIR: dataDir }),
  });
  const url = `http://localhost:${port}`;
  // A folder the caller brought stays: it is theirs to look at or remove.
  const started = track(child, url, () =>
    options.dataDir ? undefined : fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  try {
    await waitFor(`${url}/api/ready`, child);
  } catch (err) {
    await started.stop();
    throw err;
  }
  return started;
}

/** A bare Fastify route in a process of its own answering exactly `body` with `headers`. */
export async function startBareProcess(body: Buffer, headers: Record<string, string>): Promise<BenchProcess> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-bare-'));
  const bodyFile = path.join(dir, 'body');
  fs.writeFileSync(bodyFile, body);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: bareEnvironment({
      PORT: String(port),
      BARE_BODY_FILE: bodyFile,
      BARE_HEADERS: JSON.stringify(headers),
    }),
  });
  const url = `http://127.0.0.1:${port}`;
  const started = track(child, url, () => fs.rmSync(dir, { recursive: true, force: true }));
  try {
    await waitFor(`${url}/bare`, child, 30_000);
  } catch (err) {
    await started.stop();
    throw err;
  }
  return started;
}
