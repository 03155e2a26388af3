import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  ROOT,
  spawnEntry,
  startServer,
  stop,
  waitReady,
  type Spawned,
} from '../../test/support/server-process';
import { startTestIssuer } from '../../test/support/test-issuer';
import { tempDir } from '../../test/support/test-config';
import { LOCK_FILE } from './db/data-dir-lock';

/*
 * The DATA_DIR lock between processes (decision 025): a holder paused past its heartbeat and taken over
 * exits on resuming without writing; a holder on the same hostname is trusted while its heartbeat is
 * fresh, whatever its PID says. Heartbeats of 200 ms keep the tests quick (stale after 1.2 s).
 */

const HEARTBEAT = { DATA_DIR_LOCK_HEARTBEAT_MS: '200' };
const running: Spawned[] = [];
afterAll(async () => {
  for (const spawned of running) {
    spawned.child.kill('SIGCONT');
    await stop(spawned);
  }
});

const track = (spawned: Spawned) => (running.push(spawned), spawned);

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const within = <T>(promise: Promise<T>, seconds: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still running after ${seconds} s`)), seconds * 1000),
    ),
  ]);

/** Every file under `dir` with its bytes: what an engine wrote there. */
function snapshot(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const entry of fs
      .readdirSync(at, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(full).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const lockToken = (dataDir: string) =>
  JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).token as string;

describe('a holder paused past its heartbeat', () => {
  it('is taken over, and on SIGCONT exits without writing a byte', async () => {
    const issuer = await startTestIssuer();
    try {
      const auth = {
        authorization: `Bearer ${await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true })}`,
        'content-type': 'application/json',
      };
      const dataDir = tempDir();
      const port = await freePort();
      const server = track(
        startServer({
          ...HEARTBEAT,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          OIDC_ISSUER: issuer.issuer,
          DEMO_DATA: 'off',
        }),
      );
      await waitReady(port);
      const base = `http://127.0.0.1:${port}`;
      // The key set is fetched now, so that a request after the pause goes straight to the books.
      expect((await fetch(`${base}/api/investors`, { headers: auth })).status).toBe(200);

      server.child.kill('SIGSTOP');
      await new Promise((r) => setTimeout(r, 1_500));
      const taker = track(spawnEntry('test/support/hold-lock.ts', { ...HEARTBEAT, DATA_DIR: dataDir }));
      await until(() => taker.output().includes('held '), 'the takeover');
      expect(taker.output()).toMatch(/Took over the lock/);
      const token = lockToken(dataDir);
      const before = snapshot(path.join(dataDir, 'pgdata'));

      // A write waits in the paused server's socket, to be read the moment it resumes.
      const write = fetch(`${base}/api/investors`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'After The Pause', email: 'after.pause@fund.test' }),
      }).then(
        (res) => `answered ${res.status}`,
        () => 'no answer',
      );
      await new Promise((r) => setTimeout(r, 200));
      server.child.kill('SIGCONT');

      expect(await within(server.exited, 20)).toBe(1);
      expect(server.output()).toMatch(/Lost the lock of DATA_DIR .* now held by the lock test/);
      expect(await write).toBe('no answer');
      expect(snapshot(path.join(dataDir, 'pgdata'))).toBe(before);
      expect(lockToken(dataDir)).toBe(token);

      expect(await stop(taker)).toBe(0);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      await issuer.close();
    }
  }, 120_000);
});

// Two containers with one `hostname:` on a shared volume: each runs node as PID 1 in its own PID
// namespace. `unshare` makes one here (it needs root).
const canUnshare =
  process.getuid?.() === 0 && spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

describe('two holders with the same hostname', () => {
  it.skipIf(!canUnshare)(
    'refuses the second while the first’s heartbeat is fresh, though its PID 1 is not ours',
    async () => {
      const dataDir = tempDir();
      const child = spawn(
        'unshare',
        [
          '--pid',
          '--fork',
          '--mount-proc',
          '--kill-child',
          process.execPath,
          '--import',
          'tsx',
          'test/support/hold-lock.ts',
        ],
        {
          cwd: ROOT,
          // A second's heartbeat: fresh for 6 s, however busy the machine.
          env: {
            ...process.env,
            DATA_DIR_LOCK_HEARTBEAT_MS: '1000',
            DATA_DIR: dataDir,
            LOCK_PURPOSE: 'server',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        await until(() => output.includes('held '), 'the first holder');
        const first = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
        expect(first).toMatchObject({ pid: 1, hostname: os.hostname() });

        const second = spawnEntry('src/server/main.ts', {
          ...HEARTBEAT,
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
        });
        expect(await within(second.exited, 30)).toBe(1);
        expect(second.output()).toMatch(new RegExp(`in use by the server \\(process 1 on ${os.hostname()}`));
        // Still beating after the refusal, and still the first's.
        const beat = () => fs.statSync(path.join(dataDir, LOCK_FILE)).mtimeMs;
        const before = beat();
        await new Promise((r) => setTimeout(r, 1_200));
        expect(beat()).toBeGreaterThan(before);
        expect(lockToken(dataDir)).toBe(first.token);
      } finally {
        // unshare --kill-child takes its child along.
        child.kill('SIGKILL');
        await exited;
      }
    },
    60_000,
  );
});
