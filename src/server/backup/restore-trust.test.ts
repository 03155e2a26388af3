import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { loadConfig } from '../config';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { spawnEntry } from '../../../test/support/server-process';
import { tempDir } from '../../../test/support/test-config';
import { removeStalePartials } from './backup-file';
import { printable } from './format';
import { restoreBackup } from './restore-backup';
import { pruneBackups } from './schedule';

/*
 * Restore trusts nothing it reads (decision 025): a file edited and resealed with a recomputed SHA-256
 * is refused under BACKUP_KEY, a row line holds one row, the version is at least 1, a link is not a
 * backup; pruning and the cleaning of killed backups touch only this fund's own files.
 */

const KEY = 'k'.repeat(16) + '0123456789abcdef';
const pglite = databaseTargets()[0]!;

/** A backup's lines (without the last) sealed again as anyone could: counts and SHA-256 recomputed. */
function reseal(lines: string[], extra: Record<string, unknown> = {}): Buffer {
  const body = lines.map((line) => `${line}\n`).join('');
  const tables: Record<string, number> = {};
  let current = '';
  let rows = 0;
  for (const line of lines) {
    if (line.startsWith('{"table":')) tables[(current = JSON.parse(line).table)] = 0;
    else if (line.startsWith('{"r":')) {
      tables[current]! += 1;
      rows += 1;
    }
  }
  const sha256 = createHash('sha256').update(body).digest('hex');
  return zlib.gzipSync(`${body}${JSON.stringify({ end: true, tables, rows, sha256, ...extra })}\n`);
}

describe('restore of a backup it cannot trust', () => {
  let api: ApiApp;
  let lines: string[];
  let end: { hmac?: string };
  let target: Database;
  let dispose: () => Promise<void>;
  const dir = tempDir();
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return file;
  };

  beforeAll(async () => {
    api = await startApiApp(pglite, { BACKUP_KEY: KEY, DEMO_DATA: 'on' });
    const res = await api.app.inject({ method: 'GET', url: '/api/backup', headers: await api.admin() });
    expect(res.statusCode).toBe(200);
    const all = zlib.gunzipSync(res.rawPayload).toString('utf8').trimEnd().split('\n');
    end = JSON.parse(all.pop()!);
    lines = all;
    write('keyed.ndjson.gz', res.rawPayload);
    ({ database: target, dispose } = await pglite.create());
  });
  afterAll(async () => {
    await api?.close();
    await dispose?.();
  });

  it('restores the keyed backup with its key, and says it was authenticated', async () => {
    expect(end.hmac).toMatch(/^[0-9a-f]{64}$/);
    const restored = await restoreBackup(target, path.join(dir, 'keyed.ndjson.gz'), {
      force: true,
      key: KEY,
    });
    expect(restored.authenticated).toBe(true);
  });

  it('refuses a file edited and resealed with a recomputed SHA-256: its HMAC is wrong', async () => {
    // The audit log's rows removed, an investor's e-mail changed (a sign-in linked elsewhere).
    const start = lines.findIndex((line) => line.startsWith('{"table":"audit_log"'));
    expect(start).toBeGreaterThan(0);
    const edited = lines
      .filter((line, index) => !(index > start && line.startsWith('{"r":') && index < nextTable(start)))
      .map((line) => line.replace('"email":"', '"email":"x'));
    expect(edited.length).toBeLessThan(lines.length);
    const file = write('edited.ndjson.gz', reseal(edited, { hmac: end.hmac }));
    await expect(restoreBackup(target, file, { force: true, key: KEY })).rejects.toThrow(
      /altered, or was written with another BACKUP_KEY/,
    );
    await expect(restoreBackup(target, file, { force: true, key: `${KEY}-other` })).rejects.toThrow(/HMAC/);
    // Without the key the checksum is all there is: it restores, said to be unauthenticated.
    const loose = await restoreBackup(target, file, { force: true });
    expect(loose.authenticated).toBe(false);
  });

  function nextTable(after: number): number {
    const index = lines.findIndex((line, i) => i > after && line.startsWith('{"table":'));
    return index === -1 ? lines.length : index;
  }

  it('refuses a file whose HMAC was removed while BACKUP_KEY is set', async () => {
    const file = write('no-hmac.ndjson.gz', reseal(lines));
    await expect(restoreBackup(target, file, { force: true, key: KEY })).rejects.toThrow(/carries no HMAC/);
  });

  it('refuses a row line that holds two rows, whatever its checksum', async () => {
    const index = lines.findIndex((line) => line.startsWith('{"r":{"id":') && line.includes('"email"'));
    const row = lines[index]!.slice('{"r":'.length, -1);
    const twice = [...lines];
    twice[index] = `{"r":${row},${row.replace(/"id":\d+/, '"id":999999')}}`;
    const file = write('two-rows.ndjson.gz', reseal(twice));
    await expect(restoreBackup(target, file, { force: true })).rejects.toThrow(/exactly one row/);
  });

  it('refuses format version -7 and 0', async () => {
    for (const version of [-7, 0, 1.5]) {
      const header = { ...JSON.parse(lines[0]!), version };
      const file = write(`v${version}.ndjson.gz`, reseal([JSON.stringify(header), ...lines.slice(1)]));
      await expect(restoreBackup(target, file, { force: true }), String(version)).rejects.toThrow(
        /not a backup of this app/,
      );
    }
  });

  it('refuses a symbolic link, even to a good backup', async () => {
    const link = path.join(dir, 'link.ndjson.gz');
    fs.symlinkSync(path.join(dir, 'keyed.ndjson.gz'), link);
    await expect(restoreBackup(target, link, { force: true, key: KEY })).rejects.toThrow(/symbolic link/);
    await expect(restoreBackup(target, dir, { force: true })).rejects.toThrow(/not a regular file/);
  });

  it('prints what the header says without its control characters', () => {
    expect(printable('Fund\u001b[2J\u001b]0;owned\u0007 \u202eevil\u009b')).toBe('Fund?[2J?]0;owned? ?evil?');
    expect(printable('x'.repeat(300))).toHaveLength(201);
  });

  it('refuses a BACKUP_KEY shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', BACKUP_KEY: 'short' })).toThrow(/at least 32 characters/);
  });
});

describe('npm run restore of an unauthenticated file', () => {
  it('names its fund without escape codes and says it is unauthenticated', async () => {
    const api = await startApiApp(pglite, { FUND_NAME: 'Plain', DEMO_DATA: 'off' });
    try {
      const res = await api.app.inject({ method: 'GET', url: '/api/backup', headers: await api.admin() });
      const all = zlib.gunzipSync(res.rawPayload).toString('utf8').trimEnd().split('\n');
      all.pop();
      all[0] = JSON.stringify({
        ...JSON.parse(all[0]!),
        fund: 'Evil\u001b[31m\u001b]8;;http://x\u0007 Fund',
      });
      const file = path.join(tempDir(), 'evil.ndjson.gz');
      fs.writeFileSync(file, reseal(all));
      const restore = spawnEntry('src/server/backup/restore-cli.ts', { DATA_DIR: tempDir() }, [file]);
      expect(await restore.exited, restore.output()).toBe(0);
      expect(restore.output()).toContain('the books of Evil?[31m?]8;;http://x? Fund');
      expect(restore.output()).not.toContain('\u001b');
      expect(restore.output()).toMatch(/The file is unauthenticated: BACKUP_KEY is not set/);
    } finally {
      await api.close();
    }
  }, 90_000);
});

describe('the backup folder', () => {
  const fund = 'Evergreen Theta Fund';
  const age = (file: string, minutes: number) => {
    const at = new Date(Date.now() - minutes * 60_000);
    fs.utimesSync(file, at, at);
  };

  it('prunes only this fund’s backups, oldest by modification time, never the one just written', async () => {
    const dir = tempDir();
    const own = (stamp: string, minutes: number) => {
      const name = `evergreen-theta-fund-backup-${stamp}.ndjson.gz`;
      fs.writeFileSync(path.join(dir, name), 'x');
      age(path.join(dir, name), minutes);
      return name;
    };
    // Names and times disagree (a copy kept its name): the modification time decides.
    const a = own('20260101T000000Z', 10);
    const b = own('20260102T000000Z', 30);
    const c = own('20260103T000000Z', 20);
    // Written now, by a clock set back: oldest by every measure, and still kept.
    const justWritten = own('20250101T000000Z', 60);
    const others = [
      'other-fund-backup-20200101T000000Z.ndjson.gz',
      'notes.txt',
      'evergreen-theta-fund-backup-old.gz',
    ];
    for (const name of others) {
      fs.writeFileSync(path.join(dir, name), 'x');
      age(path.join(dir, name), 1_000);
    }
    const elsewhere = path.join(tempDir(), 'precious');
    fs.writeFileSync(elsewhere, 'keep');
    fs.symlinkSync(elsewhere, path.join(dir, 'evergreen-theta-fund-backup-20000101T000000Z.ndjson.gz'));

    const removed = await pruneBackups(dir, 2, { fundName: fund, justWritten });
    expect(removed.sort()).toEqual([b, c].sort());
    expect(fs.readdirSync(dir).sort()).toEqual(
      [a, justWritten, ...others, 'evergreen-theta-fund-backup-20000101T000000Z.ndjson.gz'].sort(),
    );
    expect(fs.readFileSync(elsewhere, 'utf8')).toBe('keep');
  });

  it('removes a killed backup’s .partial at the next start, leaving fresh and foreign ones', async () => {
    const dir = tempDir();
    const killed = '.evergreen-theta-fund-backup-20260101T000000Z.ndjson.gz.0a1b2c3d.partial';
    const writing = '.evergreen-theta-fund-backup-20260101T000500Z.ndjson.gz.0a1b2c3e.partial';
    const foreign = '.other-fund-backup-20260101T000000Z.ndjson.gz.0a1b2c3d.partial';
    for (const name of [killed, writing, foreign]) fs.writeFileSync(path.join(dir, name), 'half');
    age(path.join(dir, killed), 10);
    age(path.join(dir, foreign), 10);

    const api = await startApiApp(pglite, { BACKUP_DIR: dir, BACKUP_INTERVAL_MINUTES: '1440' });
    try {
      const deadline = Date.now() + 10_000;
      while (fs.existsSync(path.join(dir, killed)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(fs.readdirSync(dir).sort()).toEqual([writing, foreign].sort());
      // And by the next run (a CLI backup into the folder, say) once it has stood a minute.
      age(path.join(dir, writing), 2);
      expect(await removeStalePartials(dir, fund)).toEqual([writing]);
    } finally {
      await api.close();
    }
  });

  it('lists and serves no symbolic link as a scheduled backup', async () => {
    const dir = tempDir();
    const secret = path.join(tempDir(), 'secret');
    fs.writeFileSync(secret, 'not yours');
    const name = 'evergreen-theta-fund-backup-20260101T000000Z.ndjson.gz';
    fs.symlinkSync(secret, path.join(dir, name));
    const api = await startApiApp(pglite, { BACKUP_DIR: dir, BACKUP_INTERVAL_MINUTES: '1440' });
    try {
      const admin = await api.admin();
      const list = await api.app.inject({ method: 'GET', url: '/api/backups', headers: admin });
      expect(list.json().files).toEqual([]);
      const file = await api.app.inject({ method: 'GET', url: `/api/backups/${name}`, headers: admin });
      expect(file.statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });
});
