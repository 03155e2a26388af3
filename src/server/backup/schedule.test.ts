import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { startTestIssuer } from '../../../test/support/test-issuer';
import { tempDir, testConfig } from '../../../test/support/test-config';
import { readBackup } from './read-backup';

/*
 * Scheduled backups (BACKUP_DIR, BACKUP_INTERVAL_MINUTES, BACKUP_KEEP; decision 015), with intervals of
 * about a second so the schedule runs several times within a test.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every backup name seen in `dir` while `until` is false, polling; the names, oldest first. */
async function watch(
  dir: string,
  until: (seen: Set<string>) => boolean,
  timeoutMs = 30_000,
): Promise<string[]> {
  const seen = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  while (!until(seen) && Date.now() < deadline) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      if (name.endsWith('.ndjson.gz')) seen.add(name);
    await sleep(100);
  }
  return [...seen].sort();
}

describe.each(databaseTargets())('scheduled backups on $name', (target) => {
  let api: ApiApp | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('writes a whole backup every interval and keeps the newest BACKUP_KEEP', async () => {
    const dir = path.join(tempDir(), 'backups');
    api = await startApiApp(target, { BACKUP_DIR: dir, BACKUP_INTERVAL_MINUTES: '0.02', BACKUP_KEEP: '2' });
    const seen = await watch(dir, (names) => names.size >= 4);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    await sleep(200);
    const kept = fs.readdirSync(dir).filter((name) => !name.startsWith('.'));
    // The oldest go first; whatever a run is writing is under a temporary name until it is whole.
    expect(kept.length).toBeLessThanOrEqual(2);
    expect(kept.every((name) => seen.indexOf(name) >= seen.length - 3)).toBe(true);
    for (const name of kept) {
      const { end } = await readBackup(
        path.join(dir, name),
        () => undefined,
        () => undefined,
      );
      expect(end.tables).toHaveProperty('investors');
    }

    const res = await api.app.inject({ method: 'GET', url: '/api/backups', headers: await api.admin() });
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state.schedule).toMatchObject({ enabled: true, intervalMinutes: 0.02, keep: 2, lastError: null });
    expect(state.schedule.lastFinishedAt).toMatch(/Z$/);
    expect(state.files.length).toBeGreaterThanOrEqual(1);
    expect(state.files[0]).toEqual({
      name: expect.stringMatching(/-backup-/),
      size: expect.any(Number),
      createdAt: expect.stringMatching(/Z$/),
    });

    const file = await api.app.inject({
      method: 'GET',
      url: `/api/backups/${state.files[0].name}`,
      headers: await api.admin(),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    for (const name of ['../../etc/passwd', 'nope-backup-20260101T000000Z.ndjson.gz']) {
      const missing = await api.app.inject({
        method: 'GET',
        url: `/api/backups/${encodeURIComponent(name)}`,
        headers: await api.admin(),
      });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('lists and serves only this fund’s backups from a folder two funds share, as pruning keeps to them', async () => {
    const dir = tempDir();
    const own = [
      'evergreen-theta-fund-backup-20260101T000000Z.ndjson.gz',
      'evergreen-theta-fund-backup-20260102T000000Z.ndjson.gz',
    ];
    const other = 'other-fund-backup-20260103T000000Z.ndjson.gz';
    for (const name of [...own, other]) fs.writeFileSync(path.join(dir, name), 'x');
    // An hour's interval: no backup of its own appears during the test.
    api = await startApiApp(target, {
      BACKUP_DIR: dir,
      BACKUP_INTERVAL_MINUTES: '60',
      FUND_NAME: 'Evergreen Theta Fund',
    });
    const state = (
      await api.app.inject({ method: 'GET', url: '/api/backups', headers: await api.admin() })
    ).json();
    expect(state.files.map((file: { name: string }) => file.name)).toEqual([...own].reverse());
    const foreign = await api.app.inject({
      method: 'GET',
      url: `/api/backups/${other}`,
      headers: await api.admin(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(fs.readdirSync(dir)).toContain(other);
  });

  it('logs a failed backup, keeps serving and tries again at the next interval', async () => {
    const blocker = path.join(tempDir(), 'a-file');
    fs.writeFileSync(blocker, 'not a folder');
    api = await startApiApp(target, {
      BACKUP_DIR: path.join(blocker, 'backups'),
      BACKUP_INTERVAL_MINUTES: '0.01',
    });
    const admin = await api.admin();
    const state = async () =>
      (await api!.app.inject({ method: 'GET', url: '/api/backups', headers: admin })).json();
    const deadline = Date.now() + 20_000;
    let first: string | null = null;
    let later: string | null = null;
    while (Date.now() < deadline && (first === null || later === null || later === first)) {
      const { schedule } = await state();
      if (schedule.lastError) {
        if (first === null) first = schedule.lastStartedAt;
        else later = schedule.lastStartedAt;
      }
      await sleep(200);
    }
    expect(first).not.toBeNull();
    expect(later).not.toBe(first);
    expect((await state()).schedule.lastError).toMatch(/ENOTDIR|not a directory/i);
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The administrator hears of it (decision 027): a notice per failed run, its e-mail queued.
    const notices = (await api.app.inject({ url: '/api/me/notices', headers: admin })).json();
    expect(notices.notices[0]).toMatchObject({
      kind: 'admin_backup_failed',
      title: 'A scheduled backup failed',
    });
  });
});

describe('scheduled backups of several instances on one PostgreSQL database', () => {
  const postgres = databaseTargets().find((target) => target.name === 'PostgreSQL');

  it('take each backup once: one instance per interval, under an advisory lock', async (context) => {
    if (!postgres) return context.skip('needs a PostgreSQL server: set TEST_DATABASE_URL');
    const issuer = await startTestIssuer();
    const created = await postgres.create();
    const dir = path.join(tempDir(), 'backups');
    const apps: FastifyInstance[] = [];
    try {
      const env = {
        DATABASE_URL: created.url!,
        BACKUP_DIR: dir,
        BACKUP_INTERVAL_MINUTES: '0.05',
        BACKUP_KEEP: '100',
      };
      for (let i = 0; i < 3; i += 1) apps.push(await buildApp(testConfig(issuer.issuer, env)));
      const started = Date.now();
      await sleep(10_000);
      const names = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.ndjson.gz') && !name.startsWith('.'));
      const intervals = (Date.now() - started) / 3_000;
      // Three instances each on their own would write about three times as many.
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(names.length).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
    } finally {
      for (const app of apps) await app.close();
      await created.dispose();
      await issuer.close();
    }
  }, 60_000);
});
