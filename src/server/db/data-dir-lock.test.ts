import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/support/test-config';
import {
  DataDirLockedError,
  DataDirLockLostError,
  LOCK_FILE,
  lockDataDir,
  PID_PLACE,
  type DataDirLock,
} from './data-dir-lock';

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
      ...PID_PLACE,
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
      ...PID_PLACE,
    });
    held.push(lockDataDir(dir, 'server'));
  });

  it('trusts a fresh heartbeat on this hostname when the PID cannot be compared (another container)', () => {
    const dir = tempDir();
    // Node as PID 1 in another PID namespace: our PID 1 is someone else, with another start time.
    const container = {
      pid: 1,
      hostname: os.hostname(),
      purpose: 'server',
      startedAt: 'x',
      processStart: '1',
      token: 'theirs',
      heartbeatMs: 5_000,
      bootId: PID_PLACE.bootId,
      pidNamespace: 'pid:[1]',
    };
    writeLock(dir, container);
    expect(() => lockDataDir(dir, 'server')).toThrow(DataDirLockedError);
    writeLock(dir, { ...container, pid: deadPid() });
    expect(() => lockDataDir(dir, 'server')).toThrow(DataDirLockedError);
    // Stale after six of the holder's own heartbeats.
    writeLock(dir, { ...container, heartbeatMs: 1_000 }, 6_500);
    held.push(lockDataDir(dir, 'server'));
  });

  it('fences a holder whose lock was taken over: the heartbeat finds the other token', async () => {
    const dir = tempDir();
    const lost: string[] = [];
    const lock = lockDataDir(dir, 'server', { heartbeatMs: 50, onLost: (m) => lost.push(m) });
    held.push(lock);
    const file = path.join(dir, LOCK_FILE);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).token).toBe(lock.token);
    await new Promise((r) => setTimeout(r, 120));
    expect(lost).toEqual([]);
    lock.assertHeld();
    // Another process takes it over (same PID, as two containers' PID 1 would be).
    const theirs = { ...JSON.parse(fs.readFileSync(file, 'utf8')), token: 'another', purpose: 'backup' };
    fs.writeFileSync(file, JSON.stringify(theirs));
    await new Promise((r) => setTimeout(r, 150));
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatch(/Lost the lock of DATA_DIR .* now held by the backup/);
    expect(() => lock.assertHeld()).toThrow(DataDirLockLostError);
    // Release leaves the other's lock where it is.
    lock.release();
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).token).toBe('another');
  });

  it('finds the loss before a write when its heartbeat is overdue (a paused process)', () => {
    const dir = tempDir();
    const lost: string[] = [];
    const lock = lockDataDir(dir, 'server', { heartbeatMs: 50, onLost: (m) => lost.push(m) });
    held.push(lock);
    const file = path.join(dir, LOCK_FILE);
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), token: 'x' }));
    // No timer has run (this test never yields): only the overdue check can see it.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 120);
    expect(() => lock.assertHeld()).toThrow(DataDirLockLostError);
    expect(lost).toHaveLength(1);
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
