import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/*
 * The server (src/server/main.ts) and the command-line tasks as processes of their own, for tests of
 * what only a process shows: signals, listening addresses, the DATA_DIR lock, exit codes.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

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

export interface Spawned {
  child: ChildProcess;
  /** Everything written to standard output and error so far. */
  output(): string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry of the project with tsx, with `env` over a quiet test environment. */
export function spawnEntry(entry: string, env: Record<string, string>, args: string[] = []): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      OIDC_ISSUER: '',
      HOST: '',
      DEMO_DATA: '',
      BACKUP_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export const startServer = (env: Record<string, string>) => spawnEntry('src/server/main.ts', env);

/** Waits until the server answers /api/ready with 200: migrated and serving. */
export async function waitReady(port: number, host = '127.0.0.1', timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`http://${host}:${port}/api/ready`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

/**
 * POST /api/investors with its body sent in two parts, `signal` sent to `server` in between (`times`
 * times, 300 ms apart): the first line of the answer the request got (a shutdown must let it finish).
 */
export async function requestAcrossSignal(
  port: number,
  token: string,
  server: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  times = 1,
): Promise<string> {
  const body = JSON.stringify({ name: 'In Flight', email: 'in.flight@fund.test' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.write(
    `POST /api/investors HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
      body.slice(0, 10),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (let sent = 0; sent < times; sent += 1) {
    if (sent > 0) await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill(signal);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  // No new connection is taken meanwhile; the one in flight is still served.
  const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => false,
    () => true,
  );
  socket.write(body.slice(10));
  await new Promise((resolve) => socket.once('close', resolve));
  if (!refused) return 'a new connection was accepted during the shutdown';
  return answer.split('\r\n', 1)[0] ?? '';
}

/** Sends SIGTERM and waits for the exit code. */
export async function stop(spawned: Spawned): Promise<number | null> {
  if (spawned.child.exitCode === null) spawned.child.kill('SIGTERM');
  return spawned.exited;
}
