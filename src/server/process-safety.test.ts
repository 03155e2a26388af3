import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  ROOT,
  spawnEntry,
  startServer,
  stop,
  waitReady,
  type Spawned,
} from '../../test/support/server-process';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { tempDir } from '../../test/support/test-config';
import { LOCK_FILE } from './db/data-dir-lock';

/*
 * What a fund meets when it runs the server for real (docs/decisions/015-...): where it listens on its
 * defaults, the refusal to publish the built-in passwords, one process per embedded database, and
 * backup and restore from the command line.
 */

const externalAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((info) => info && info.family === 'IPv4' && !info.internal)?.address;
const hasIpv6Loopback = Object.values(os.networkInterfaces())
  .flat()
  .some((info) => info?.family === 'IPv6' && info.address === '::1');

const running: Spawned[] = [];
afterAll(async () => {
  for (const spawned of running) await stop(spawned);
});

function server(env: Record<string, string>): Spawned {
  const spawned = startServer(env);
  running.push(spawned);
  return spawned;
}

function npm(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn('npm', ['run', '-s', ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', DATABASE_URL: '', OIDC_ISSUER: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const withinSeconds = <T>(promise: Promise<T>, seconds: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still running after ${seconds} s`)), seconds * 1000),
    ),
  ]);

describe('the server on its defaults', () => {
  it('listens on the loopback addresses only and says so', async () => {
    const port = await freePort();
    const first = server({ PORT: String(port), DATA_DIR: tempDir(), DEMO_DATA: 'off', LOG_LEVEL: 'info' });
    await waitReady(port);
    if (hasIpv6Loopback) expect((await fetch(`http://[::1]:${port}/api/health`)).status).toBe(200);
    if (externalAddress) {
      await expect(fetch(`http://${externalAddress}:${port}/api/health`)).rejects.toThrow();
    }
    const output = first.output();
    expect(output).toContain('this machine only');
    expect(output).toContain('Database: embedded PGlite');
    expect(output).toContain('admin@fund.local (administrator, published password)');
    expect(await stop(first)).toBe(0);
  }, 90_000);

  it.each(['0.0.0.0', '::'])(
    'refuses HOST=%s while a built-in account keeps its published password',
    async (host) => {
      const refused = spawnEntry('src/server/main.ts', {
        HOST: host,
        PORT: String(await freePort()),
        DATA_DIR: tempDir(),
      });
      expect(await withinSeconds(refused.exited, 30)).toBe(1);
      expect(refused.output()).toMatch(
        /Refusing to serve the built-in identity provider beyond this machine/,
      );
      expect(refused.output()).toMatch(/DEV_USERS/);
      expect(refused.output()).toMatch(/OIDC_ISSUER/);
    },
    60_000,
  );
});

describe('one process per embedded database', () => {
  it('refuses a second server, db:migrate, backup and restore while the first keeps serving', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = server({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'off' });
    await waitReady(port);
    const holder = new RegExp(`in use by the server \\(process ${first.child.pid} `);

    const second = spawnEntry('src/server/main.ts', { PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await withinSeconds(second.exited, 20)).toBe(1);
    expect(second.output()).toMatch(holder);
    for (const [entry, args] of [
      ['src/server/db/migrate-cli.ts', []],
      ['src/server/backup/backup-cli.ts', [path.join(tempDir(), 'b.ndjson.gz')]],
      ['src/server/backup/restore-cli.ts', [path.join(tempDir(), 'b.ndjson.gz')]],
    ] as const) {
      const task = spawnEntry(entry, { DATA_DIR: dataDir }, [...args]);
      expect(await withinSeconds(task.exited, 20), entry).toBe(1);
      expect(task.output(), entry).toMatch(holder);
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(await stop(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('takes over the lock a killed server left behind', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const killed = server({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'off' });
    await waitReady(port);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const next = server({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'off' });
    await waitReady(port);
    expect(await stop(next)).toBe(0);
  }, 120_000);
});

describe('backup and restore from the command line', () => {
  let issuer: TestIssuer;
  let admin: Record<string, string>;
  beforeAll(async () => {
    issuer = await startTestIssuer();
    admin = {
      authorization: `Bearer ${await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true })}`,
    };
  });
  afterAll(async () => issuer?.close());

  async function answers(port: number) {
    const read = async (url: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: admin });
      expect(res.status, url).toBe(200);
      return res.json();
    };
    const { quarters } = await read('/api/quarters');
    return {
      investors: await read('/api/investors'),
      positions: await Promise.all(
        quarters.map((q: string) => read(`/api/positions?quarter=${encodeURIComponent(q)}`)),
      ),
      audit: await read('/api/audit-log?limit=1000'),
    };
  }

  it('npm run backup, then npm run restore into a new DATA_DIR, serve the same books', async () => {
    const env = (dataDir: string, port = 0) => ({
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      OIDC_ISSUER: issuer.issuer,
      DEMO_DATA: 'on',
    });
    const source = tempDir();
    const port = await freePort();
    const first = server(env(source, port));
    await waitReady(port);
    const before = await answers(port);
    expect(before.investors.length).toBe(2);
    expect(await stop(first)).toBe(0);

    // The service's settings file names DATA_DIR; a target ending in / is a folder, made when missing.
    const folder = path.join(tempDir(), 'new-folder') + '/';
    const envFile = path.join(tempDir(), 'service.env');
    fs.writeFileSync(envFile, `DATA_DIR=${source}\n`);
    const { DATA_DIR: _unset, ...withoutDataDir } = env(source);
    const backup = await npm(['backup', '--', '--env-file', envFile, folder], withoutDataDir);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`settings from the settings file ${envFile}`);
    const [file] = fs.readdirSync(folder);
    expect(file).toMatch(/^evergreen-theta-fund-backup-\d{8}T\d{6}Z\.ndjson\.gz$/);

    const target = tempDir();
    const restore = await npm(['restore', '--', path.join(folder, file!)], env(target));
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored \d+ rows/);
    const again = await npm(['restore', '--', path.join(folder, file!)], env(target));
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds books/);

    const restored = server(env(target, port));
    await waitReady(port);
    // The same books, and one audit row more: the restore, by the command line (decision 022).
    const after = await answers(port);
    const [restoreRow, ...history] = after.audit.entries;
    expect(restoreRow).toMatchObject({
      action: 'restore',
      entity: 'backup',
      entityId: file,
      clientAddress: null,
      actor: expect.stringMatching(/^command line \(.+@.+\)$/),
    });
    // The Audit Log's filter choices now also name the restore and the command line; the entries must match.
    expect({ ...after, audit: { entries: history } }).toEqual({
      ...before,
      audit: { entries: before.audit.entries },
    });
    expect(await stop(restored)).toBe(0);
  }, 180_000);
});
