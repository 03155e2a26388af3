import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * One process per embedded database. Two PGlite engines writing one data folder corrupt it, and
 * nothing in PGlite refuses the second, so every process that opens DATA_DIR (the server, db:migrate,
 * backup, restore) holds this lock for its whole life. The lock file names its holder; a lock whose
 * holder is gone is taken over. See docs/decisions/015-safe-defaults-lock-durability-backups.md.
 */

export const LOCK_FILE = 'process.lock';
const HEARTBEAT_MS = 5_000;
/** A holder on another host (a shared volume) is presumed gone once its heartbeat is this old. */
const REMOTE_STALE_MS = 30_000;

export interface LockHolder {
  pid: number;
  hostname: string;
  purpose: string;
  startedAt: string;
  /** The kernel's start time of the process (Linux), which tells a live holder from a reused PID. */
  processStart: string | null;
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

export interface DataDirLock {
  readonly path: string;
  release(): void;
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

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return null;
    return {
      pid: value.pid,
      hostname: value.hostname,
      purpose: typeof value.purpose === 'string' ? value.purpose : 'process',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'at an unknown time',
      processStart: typeof value.processStart === 'string' ? value.processStart : null,
    };
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder, lockPath: string): boolean {
  if (holder.hostname !== os.hostname()) {
    // Another host's process cannot be asked; its heartbeat says whether it is still there.
    const age = Date.now() - fs.statSync(lockPath).mtimeMs;
    return age < REMOTE_STALE_MS;
  }
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The PID answers: is it still the process that wrote the lock, or a later one given its number (a
  // restarted container's PID 1, say)?
  if (holder.processStart === null) return true;
  const current = processStart(holder.pid);
  return current === null || current === holder.processStart;
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
 * Moves a dead holder's lock aside, unless another process took it over in the meantime (then its
 * fresh lock is put back). Rename is atomic, so two processes cannot both remove the same lock.
 */
function removeStaleLock(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (readText(aside) !== staleText) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // Someone holds the path already; their lock wins.
    }
  }
  fs.rmSync(aside, { force: true });
}

/** Takes DATA_DIR's lock for this process, or throws DataDirLockedError naming the live holder. */
export function lockDataDir(dataDir: string, purpose: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    purpose,
    startedAt: new Date().toISOString(),
    processStart: processStart(process.pid),
  };
  // Enough turns to wait out a lock being written (2 s) and a takeover race or two.
  for (let attempt = 0; attempt < 40; attempt += 1) {
    let fd: number;
    try {
      fd = fs.openSync(lockPath, 'wx', 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const text = readText(lockPath);
      if (text === null) continue;
      const existing = parseHolder(text);
      if (existing === null) {
        // Being written this very moment, or left half-written by a crash: give a writer a moment.
        const age = Date.now() - fs.statSync(lockPath).mtimeMs;
        if (age < 2_000) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
          continue;
        }
      } else if (isAlive(existing, lockPath)) {
        throw new DataDirLockedError(dataDir, existing);
      }
      removeStaleLock(lockPath, text);
      console.warn(
        `Took over the lock of ${dataDir} from ${existing ? `process ${existing.pid} on ${existing.hostname}` : 'an unreadable lock'}, which is no longer running.`,
      );
      continue;
    }
    try {
      fs.writeFileSync(fd, `${JSON.stringify(holder)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return holdLock(lockPath);
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps changing hands`);
}

function holdLock(lockPath: string): DataDirLock {
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(lockPath, now, now, () => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    const text = readText(lockPath);
    // Only our own lock is removed: after a takeover by someone else the file is theirs.
    if (text !== null && parseHolder(text)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  };
  // A process that exits without closing the database (a crash in start-up) leaves no lock behind.
  process.on('exit', release);
  return { path: lockPath, release };
}
