import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  spawnEntry,
  startServer,
  stop,
  waitReady,
  type Spawned,
} from '../../test/support/server-process';
import { tempDir } from '../../test/support/test-config';
import { tightenDataFolders } from './file-modes';

/*
 * The books are the app's alone (decision 022): what the server and the command-line tasks create is
 * 0700 / 0600, and a DATA_DIR left looser is tightened at start, which the start-up lines say.
 */

/** Every entry below `folder` (itself included) whose group or other bits are set. */
function loose(folder: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${entry} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
  };
  visit(folder);
  return found;
}

/** Opens everything up as a careless copy or a umask of 000 would. */
function loosen(folder: string): void {
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    fs.chmodSync(entry, stat.isDirectory() ? 0o777 : 0o666);
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
  };
  visit(folder);
}

const running: Spawned[] = [];
afterAll(async () => {
  for (const spawned of running) await stop(spawned);
});

describe('files only the app can read', () => {
  const dataDir = path.join(tempDir(), 'books');

  it('the server makes a new DATA_DIR 0700 with its files 0600, then tightens a loosened one and says so', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'off', LOG_LEVEL: 'info' };
    const first = startServer(env);
    running.push(first);
    await waitReady(port);
    expect(await stop(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(loose(dataDir)).toEqual([]);
    expect(first.output()).not.toContain('File modes:');

    loosen(dataDir);
    const again = startServer(env);
    running.push(again);
    await waitReady(port);
    expect(await stop(again)).toBe(0);
    expect(again.output()).toMatch(/File modes: tightened \d+ entries in .*books to the app's user only/);
    expect(loose(dataDir)).toEqual([]);
  }, 120_000);

  it('npm run backup tightens DATA_DIR and writes a 0600 backup in a new 0700 folder; restore makes a private DATA_DIR', async () => {
    loosen(dataDir);
    const folder = path.join(tempDir(), 'backups');
    const task = spawnEntry('src/server/backup/backup-cli.ts', { DATA_DIR: dataDir }, [`${folder}/`]);
    expect(await task.exited, task.output()).toBe(0);
    expect(task.output()).toMatch(/File modes: tightened \d+ entries in .*books/);
    expect(loose(dataDir)).toEqual([]);
    expect(loose(folder)).toEqual([]);
    expect(fs.readdirSync(folder)).toHaveLength(1);

    // npm run restore into a new DATA_DIR makes it the app's alone, the database's files included.
    const fresh = path.join(tempDir(), 'restored');
    const [file] = fs.readdirSync(folder);
    const restore = spawnEntry('src/server/backup/restore-cli.ts', { DATA_DIR: fresh }, [
      path.join(folder, file!),
    ]);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(fs.existsSync(path.join(fresh, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(loose(fresh)).toEqual([]);
  }, 90_000);

  it('says nothing of a folder already private, or missing', () => {
    const folder = tempDir();
    fs.chmodSync(folder, 0o700);
    expect(tightenDataFolders([folder, path.join(folder, 'missing'), 'memory://'])).toEqual([]);
    fs.writeFileSync(path.join(folder, 'key.json'), '{}', { mode: 0o644 });
    expect(tightenDataFolders([folder])).toEqual([
      `File modes: tightened 1 entry in ${folder} to the app's user only (folders 0700, files 0600)`,
    ]);
    expect(fs.statSync(path.join(folder, 'key.json')).mode & 0o777).toBe(0o600);
  });
});
