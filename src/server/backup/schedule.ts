import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { backupFileName, ownBackupPattern } from './format';
import { removeStalePartials, writeBackupFile } from './backup-file';
import { recordBackupFailed } from '../notices/events';

/*
 * Scheduled backups (BACKUP_DIR, BACKUP_INTERVAL_MINUTES, BACKUP_KEEP). Every instance looks now and
 * then; under an advisory lock, one of them finds the interval passed since the last backup any of
 * them started (the database's clock, backup_schedule), records its start and takes it. A failure is
 * logged and the next interval tries again; nothing here ever stops the server.
 */

/** The advisory lock key of the claim; fixed, and used by nothing else (see MIGRATION_LOCK_KEY). */
export const BACKUP_LOCK_KEY = '7305926418112002';
const MAX_TICK_MS = 60_000;

export interface BackupScheduleOptions {
  database: Database;
  dir: string;
  intervalMinutes: number;
  keep: number;
  fundName: string;
  log: FastifyBaseLogger;
  /** BACKUP_KEY: each backup carries an HMAC under it. */
  key?: string;
}

export interface BackupSchedule {
  stop(): Promise<void>;
}

export interface BackupFileInfo {
  name: string;
  size: number;
  /** When the file was written (its modification time), ISO-8601. */
  createdAt: string;
}

/** A backup file of this fund's in `dir`, with its modification time in milliseconds. */
interface OwnBackupFile extends BackupFileInfo {
  mtimeMs: number;
}

/**
 * This fund's backups in `dir`: regular files named as this fund names its backups. The one rule of
 * what the listing shows, a download serves and pruning may remove: another fund's backups in a shared
 * BACKUP_DIR, the operator's copies and links are none of this fund's business.
 */
async function ownBackupFiles(dir: string, fundName: string): Promise<OwnBackupFile[]> {
  const pattern = ownBackupPattern(fundName);
  const files: OwnBackupFile[] = [];
  for (const name of (await fs.promises.readdir(dir)).filter((entry) => pattern.test(entry))) {
    // lstat: a symbolic link is not a backup of this folder, whatever it points at.
    const stat = await fs.promises.lstat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile()) {
      files.push({ name, size: stat.size, createdAt: stat.mtime.toISOString(), mtimeMs: stat.mtimeMs });
    }
  }
  return files;
}

/** Whether `name` is one of this fund's backups' names (a download serves no other file). */
export const isOwnBackupName = (name: string, fundName: string): boolean =>
  ownBackupPattern(fundName).test(name);

/** This fund's backups in `dir`, newest first. */
export async function listBackupFiles(dir: string, fundName: string): Promise<BackupFileInfo[]> {
  let files: OwnBackupFile[];
  try {
    files = await ownBackupFiles(dir, fundName);
  } catch (err) {
    // Not made yet, or not a folder at all: the schedule's last error says why.
    if (['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '')) return [];
    throw err;
  }
  // The name's UTC stamp orders them even when a copy changed the modification times.
  const stamp = (name: string) => /(\d{8}T\d{6}Z)/.exec(name)![1]!;
  return files
    .map(({ name, size, createdAt }) => ({ name, size, createdAt }))
    .sort((a, b) => stamp(b.name).localeCompare(stamp(a.name)) || b.name.localeCompare(a.name));
}

/**
 * Removes the oldest (by modification time) of this fund's backups in `dir` beyond the newest `keep`,
 * never `justWritten`, which counts as one of those kept. Only this fund's backups (ownBackupFiles) are
 * candidates: another fund's backups, the operator's copies and links stay.
 */
export async function pruneBackups(
  dir: string,
  keep: number,
  own: { fundName: string; justWritten?: string },
): Promise<string[]> {
  const candidates = (await ownBackupFiles(dir, own.fundName)).filter(
    (file) => file.name !== own.justWritten,
  );
  candidates.sort((a, b) => b.mtimeMs - a.mtimeMs || b.name.localeCompare(a.name));
  const removed = candidates.slice(Math.max(own.justWritten ? keep - 1 : keep, 0)).map((file) => file.name);
  for (const name of removed) await fs.promises.rm(path.join(dir, name), { force: true });
  return removed;
}

/** Whether this instance takes the backup now: the interval has passed and no other instance took it. */
async function claim(database: Database, intervalMinutes: number): Promise<boolean> {
  return database.transaction(async (session) => {
    const { rows: locked } = await session.query<{ got: boolean }>(
      'select pg_try_advisory_xact_lock($1::bigint) as got',
      [BACKUP_LOCK_KEY],
    );
    if (!locked[0]?.got) return false;
    const { rows } = await session.query<{ due: boolean }>(
      `select coalesce(max(last_started_at) <= now() - make_interval(secs => $1::float8), true) as due
         from backup_schedule`,
      // A little early rather than a whole tick late.
      [intervalMinutes * 60 * 0.98],
    );
    if (!rows[0]?.due) return false;
    await session.query(
      `insert into backup_schedule (id, last_started_at) values (1, now())
       on conflict (id) do update set last_started_at = excluded.last_started_at`,
    );
    return true;
  });
}

async function record(database: Database, file: string | null, error: string | null): Promise<void> {
  await database.session((session) =>
    session.query(
      'update backup_schedule set last_finished_at = now(), last_file = coalesce($1, last_file), last_error = $2 where id = 1',
      [file, error],
    ),
  );
}

export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { database, dir, intervalMinutes, keep, fundName, log, key } = options;
  const tickMs = Math.min(intervalMinutes * 60_000, MAX_TICK_MS);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const stopping = new AbortController();

  const run = async () => {
    let claimed = false;
    try {
      claimed = await claim(database, intervalMinutes);
      if (!claimed) return;
      const started = performance.now();
      const file = path.join(dir, backupFileName(fundName, new Date()));
      const written = await writeBackupFile(database, file, {
        fundName,
        now: new Date(),
        signal: stopping.signal,
        key,
      });
      const removed = await pruneBackups(dir, keep, { fundName, justWritten: path.basename(file) });
      await record(database, path.basename(file), null);
      log.info(
        {
          file,
          bytes: written.bytes,
          rows: written.rows,
          ms: Math.round(performance.now() - started),
          removed,
        },
        'scheduled backup written',
      );
    } catch (err) {
      log.error({ err }, 'scheduled backup failed; the next interval tries again');
      if (claimed) {
        const reason = (err as Error).message.slice(0, 1000);
        await record(database, null, reason).catch(() => undefined);
        // Only the instance that claimed the run tells the administrator (decision 027).
        await recordBackupFailed(database.db, new Date().toISOString(), reason).catch((failure: unknown) =>
          log.error({ err: failure }, 'the failed backup could not be noticed'),
        );
      }
    }
  };

  // What a backup killed with the last process left behind goes now, not at the next interval.
  let running: Promise<void> = removeStalePartials(dir, fundName).then(
    (removed) => {
      if (removed.length > 0) log.info({ dir, removed }, 'removed the temporary files of killed backups');
    },
    (err: unknown) => log.warn({ err }, 'could not clean the backup folder'),
  );
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, tickMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A backup under way stops at its next line; its temporary file is removed.
      stopping.abort(new Error('The server is shutting down'));
      await running;
    },
  };
}
