import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * One process per embedded database. Two PGlite engines writing one data folder corrupt it, and
 * nothing in PGlite refuses the second, so every process that opens DATA_DIR (the server, db:migrate,
 * backup, restore) holds this lock for its whole life. The lock file names its holder and a random
 * token; the holder's heartbeat reads the file back and touches it, and a holder that finds another's
 * token there has lost the lock and must stop writing at once (it is fenced). A lock whose heartbeat is
 * stale is taken over, whoever wrote it; a fresh one is taken over only when its holder is provably gone.
 * See docs/decisions/015-safe-defaults-lock-durability-backups.md and 025-a-lock-that-fences-restore-that-trusts-nothing.md.
 */

export const LOCK_FILE = 'process.lock';
export const DEFAULT_HEARTBEAT_MS = 5_000;
/** A lock is stale once its heartbeat is this many of its holder's intervals old (30 s by default). */
const STALE_HEARTBEATS = 6;
/** A holder's own interval is trusted within these bounds, so a broken file cannot keep a lock forever. */
const MIN_HEARTBEAT_MS = 50;
const MAX_HEARTBEAT_MS = 60_000;

export interface LockHolder {
  pid: number;
  hostname: string;
  purpose: string;
  startedAt: string;
  /** The kernel's start time of the process (Linux), which tells a live holder from a reused PID. */
  processStart: string | null;
  /** Random, one per taking: what the holder's heartbeat and release look for. */
  token: string | null;
  /** How often the holder touches the file; its lock is stale after STALE_HEARTBEATS of them. */
  heartbeatMs: number;
  /** The kernel's boot and the holder's PID namespace: where its PID means what ours would. */
  bootId: string | null;
  pidNamespace: string | null;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by the ${holder.purpose} (process ${holder.pid} on ${holder.hostname}, ` +
        `started ${holder.startedAt}). Two processes on one embedded database would corrupt it: stop that ` +
        'process first, or use a PostgreSQL server (DATABASE_URL) to run several.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Thrown by `assertHeld` when the lock is another's: nothing more may be written. */
export class DataDirLockLostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirLockLostError';
  }
}

export interface DataDirLock {
  readonly path: string;
  readonly token: string;
  /**
   * Before a write: throws DataDirLockLostError (after `onLost`) if the lock is another's. Reads the
   * file only when the heartbeat is overdue (the process was paused or blocked), so it costs a clock
   * read otherwise.
   */
  assertHeld(): void;
  release(): void;
}

export interface LockOptions {
  /** How often the heartbeat reads the file back and touches it (DATA_DIR_LOCK_HEARTBEAT_MS). */
  heartbeatMs?: number;
  /** Called once when the lock is found to be another's; by default logs and exits with code 1. */
  onLost?: (message: string) => void;
}

function processStart(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

const readOrNull = (read: () => string): string | null => {
  try {
    return read().trim() || null;
  } catch {
    return null;
  }
};
const BOOT_ID = readOrNull(() => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
const PID_NAMESPACE = readOrNull(() => fs.readlinkSync('/proc/self/ns/pid'));
/** Where this process's PIDs mean something: its boot and PID namespace (null off Linux). */
export const PID_PLACE = { bootId: BOOT_ID, pidNamespace: PID_NAMESPACE } as const;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseHolder(content: string): LockHolder | null {
  try {
    const value = JSON.parse(content) as Record<string, unknown>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return null;
    const heartbeatMs = typeof value.heartbeatMs === 'number' ? value.heartbeatMs : DEFAULT_HEARTBEAT_MS;
    return {
      pid: value.pid,
      hostname: value.hostname,
      purpose: text(value.purpose) ?? 'process',
      startedAt: text(value.startedAt) ?? 'at an unknown time',
      processStart: text(value.processStart),
      token: text(value.token),
      heartbeatMs: Math.min(Math.max(heartbeatMs, MIN_HEARTBEAT_MS), MAX_HEARTBEAT_MS),
      bootId: text(value.bootId),
      pidNamespace: text(value.pidNamespace),
    };
  } catch {
    return null;
  }
}

/**
 * Gone for certain only where its PID means what ours would: the same boot and PID namespace (a
 * hostname proves neither: two containers may share one, and both run node as PID 1). There a PID
 * that does not answer, or answers with another start time, is not the holder.
 */
function provablyGone(holder: LockHolder): boolean {
  if (holder.bootId === null || holder.bootId !== BOOT_ID) return false;
  if (holder.pidNamespace === null || holder.pidNamespace !== PID_NAMESPACE) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  if (holder.processStart === null) return false;
  const current = processStart(holder.pid);
  return current !== null && current !== holder.processStart;
}

/** A fresh heartbeat means alive, whatever the hostname or the PID's start time, unless provably gone. */
function isAlive(holder: LockHolder, heartbeatAt: number): boolean {
  if (Date.now() - heartbeatAt >= holder.heartbeatMs * STALE_HEARTBEATS) return false;
  return !provablyGone(holder);
}

const readText = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
};

/**
 * Removes the lock at `lockPath` if it still reads `expected` (a dead holder's, or our own), and puts
 * back whatever else was there: another process's lock is never removed. Rename is atomic, so two
 * processes cannot both remove the same lock.
 */
function removeLockIf(lockPath: string, expected: (content: string | null) => boolean): void {
  const aside = `${lockPath}.aside-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (!expected(readText(aside))) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // Someone holds the path already; their lock wins.
    }
  }
  fs.rmSync(aside, { force: true });
}

const describeHolder = (holder: LockHolder | null) =>
  holder
    ? `the ${holder.purpose} (process ${holder.pid} on ${holder.hostname})`
    : 'nobody (the file is gone)';

function exitOnLost(message: string): void {
  console.error(message);
  // No close: closing PGlite writes a checkpoint into files that are now another engine's.
  process.exit(1);
}

/** Takes DATA_DIR's lock for this process, or throws DataDirLockedError naming the live holder. */
export function lockDataDir(dataDir: string, purpose: string, options: LockOptions = {}): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    purpose,
    startedAt: new Date().toISOString(),
    processStart: processStart(process.pid),
    token: randomBytes(16).toString('hex'),
    heartbeatMs: Math.min(
      Math.max(options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, MIN_HEARTBEAT_MS),
      MAX_HEARTBEAT_MS,
    ),
    bootId: BOOT_ID,
    pidNamespace: PID_NAMESPACE,
  };
  // Enough turns to wait out a lock being written (2 s) and a takeover race or two.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    let fd: number;
    try {
      fd = fs.openSync(lockPath, 'wx', 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const content = readText(lockPath);
      const heartbeatAt = fs.statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs;
      // Released meanwhile: try again.
      if (content === null || heartbeatAt === undefined) continue;
      const existing = parseHolder(content);
      if (existing === null) {
        // Being written this very moment, or left half-written by a crash: give a writer a moment.
        if (Date.now() - heartbeatAt < 2_000) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
          continue;
        }
      } else if (isAlive(existing, heartbeatAt)) {
        throw new DataDirLockedError(dataDir, existing);
      }
      removeLockIf(lockPath, (found) => found === content);
      console.warn(
        `Took over the lock of ${dataDir} from ${existing ? `process ${existing.pid} on ${existing.hostname}` : 'an unreadable lock'}, which is no longer running or whose heartbeat stopped.`,
      );
      continue;
    }
    try {
      fs.writeFileSync(fd, `${JSON.stringify(holder)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return holdLock(dataDir, lockPath, holder, options.onLost ?? exitOnLost);
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands`);
}

function holdLock(
  dataDir: string,
  lockPath: string,
  own: LockHolder,
  onLost: (message: string) => void,
): DataDirLock {
  const token = own.token!;
  let lost: string | null = null;
  let released = false;
  let verifiedAt = Date.now();

  const isOurs = (content: string | null) => content !== null && parseHolder(content)?.token === token;

  /** Reads the file back: ours is touched; another's (or none) means the lock is lost. */
  const verify = () => {
    if (lost !== null || released) return;
    const content = readText(lockPath);
    if (isOurs(content)) {
      const now = new Date();
      try {
        fs.utimesSync(lockPath, now, now);
      } catch {
        // Gone since the read: the next check finds out whose it is now.
        return;
      }
      verifiedAt = Date.now();
      return;
    }
    lost =
      `Lost the lock of DATA_DIR ${dataDir}: it is now held by ${describeHolder(content === null ? null : parseHolder(content))}. ` +
      `This ${own.purpose} (process ${process.pid}) was paused or blocked past its heartbeat and another ` +
      'process took the data folder over; exiting without writing another byte to it.';
    clearInterval(heartbeat);
    onLost(lost);
  };

  const heartbeat = setInterval(() => {
    try {
      verify();
    } catch (err) {
      // A file system that fails a read is no proof of loss; the next beat tries again.
      console.warn(`The heartbeat of ${lockPath} failed: ${(err as Error).message}`);
    }
  }, own.heartbeatMs);
  heartbeat.unref();

  const assertHeld = () => {
    if (lost === null && !released && Date.now() - verifiedAt > own.heartbeatMs * 2) verify();
    if (lost !== null) throw new DataDirLockLostError(lost);
  };

  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    // Only our own lock is removed: after a takeover the file is another's, whatever its PID, and is
    // not so much as moved aside.
    if (lost === null && isOurs(readText(lockPath))) removeLockIf(lockPath, isOurs);
  };
  // A process that exits without closing the database (a crash in start-up) leaves no lock behind.
  process.on('exit', release);
  return { path: lockPath, token, assertHeld, release };
}
