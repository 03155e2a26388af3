import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/support/test-config';
import { DataDirLockedError, LOCK_FILE, lockDataDir, type DataDirLock } from './data-dir-lock';

/** The PID of a process that has exited. */
function deadPid(): number {
  return Number(
    spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim(),
  );
}

function writeLock(dir: string, holder: object, ageMs = 0) {
  const file = path.join(dir, LOCK_FILE);
  fs.writeFileSync(file, JSON.stringify(holder));
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
}

describe('the DATA_DIR lock', () => {
  const held: DataDirLock[] = [];
  afterEach(() => {
    for (const lock of held.splice(0)) lock.release();
  });

  it('names its holder and refuses a second taker until it is released', () => {
    const dir = tempDir();
    held.push(lockDataDir(dir, 'server'));
    const holder = JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, hostname: os.hostname(), purpose: 'server' });
    expect(holder.startedAt).toMatch(/Z$/);
    expect(() => lockDataDir(dir, 'backup')).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, 'backup')).toThrow(
      new RegExp(`in use by the server \\(process ${process.pid}`),
    );
    held.pop()!.release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    held.push(lockDataDir(dir, 'backup'));
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = tempDir();
    writeLock(dir, {
      pid: deadPid(),
      hostname: os.hostname(),
      purpose: 'server',
      startedAt: 'x',
      processStart: null,
    });
    held.push(lockDataDir(dir, 'server'));
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  it('takes over a lock file that is not one, once it has stood a moment', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), 'half-writ');
    held.push(lockDataDir(dir, 'server'));
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  it('takes over a lock whose PID now belongs to a later process', () => {
    const dir = tempDir();
    writeLock(dir, {
      pid: process.pid,
      hostname: os.hostname(),
      purpose: 'server',
      startedAt: 'x',
      processStart: '1',
    });
    held.push(lockDataDir(dir, 'server'));
  });

  it('trusts another host’s lock while its heartbeat is fresh, and takes it over once it is old', () => {
    const dir = tempDir();
    const remote = { pid: 1, hostname: 'another-host', purpose: 'server', startedAt: 'x', processStart: '5' };
    writeLock(dir, remote);
    expect(() => lockDataDir(dir, 'server')).toThrow(/another-host/);
    writeLock(dir, remote, 60_000);
    held.push(lockDataDir(dir, 'server'));
  });
});
