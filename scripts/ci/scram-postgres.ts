import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/*
 * A scratch PostgreSQL server that checks passwords (scram-sha-256), for `npm run test:deploy`: CI's
 * server at 127.0.0.1:5432 trusts every local connection and never asks for one, so a password that
 * "works" there proves nothing. Made with this machine's initdb and postgres in a temporary folder, on a
 * free port, as the `postgres` system user when run as root (PostgreSQL refuses to run as root).
 */

export interface ScramServer {
  host: string;
  port: number;
  /** The superuser's connection, password included (as a pg config object, never a URL). */
  admin: pg.ClientConfig;
  stop(): Promise<void>;
}

const SUPERUSER_PASSWORD = 'scratch-superuser-password';

function findBinary(name: string): string | null {
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  for (const dir of fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : []) {
    const candidate = path.join('/usr/lib/postgresql', dir, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** The postgres system user's ids when this process is root (spawned as it, so signals reach it). */
function serverUser(): { uid: number; gid: number } | null | 'missing' {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return 'missing';
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Null when this machine has no initdb (or, as root, no postgres user): the caller says so. */
export async function startScramServer(): Promise<ScramServer | null> {
  const initdb = findBinary('initdb');
  const postgres = findBinary('postgres');
  if (!initdb || !postgres) return null;
  const owner = serverUser();
  if (owner === 'missing') return null;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-scram-'));
  const data = path.join(folder, 'data');
  const pwfile = path.join(folder, 'pw');
  fs.writeFileSync(pwfile, SUPERUSER_PASSWORD, { mode: 0o600 });
  if (owner) {
    fs.chownSync(folder, owner.uid, owner.gid);
    fs.chownSync(pwfile, owner.uid, owner.gid);
  }
  const as = owner ?? {};
  const made = spawnSync(
    initdb,
    ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '--no-sync'],
    { encoding: 'utf8', ...as },
  );
  if (made.status !== 0) throw new Error(`initdb failed: ${made.stderr || made.stdout}`);
  const port = await freePort();
  const args = ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', folder, '-c', 'fsync=off'];
  const server: ChildProcess = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'], ...as });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const admin: pg.ClientConfig = {
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: SUPERUSER_PASSWORD,
    database: 'postgres',
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`postgres exited: ${log}`);
    const client = new pg.Client(admin);
    try {
      await client.connect();
      await client.end();
      break;
    } catch (err) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`postgres did not answer: ${(err as Error).message}\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    host: '127.0.0.1',
    port,
    admin,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
