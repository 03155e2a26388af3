import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { ownPartialPattern } from './format';
import { writeBackup, type BackupMeta, type BackupSummary } from './write-backup';

/**
 * A temporary file untouched this long is a killed backup's, not one being written: a backup writes
 * every few seconds at worst, and another instance on the same BACKUP_DIR may be writing one now.
 */
export const STALE_PARTIAL_MS = 60_000;

/** The temporary files this process is writing now, which no cleaning touches. */
const writing = new Set<string>();

/**
 * Removes this fund's temporary backup files (`.{name}.{hex}.partial`) that a killed backup left in
 * `dir`: at the server's start and before each backup. Other files are never touched.
 */
export async function removeStalePartials(dir: string, fundName: string): Promise<string[]> {
  const pattern = ownPartialPattern(fundName);
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names.filter((entry) => pattern.test(entry))) {
    const file = path.join(dir, name);
    if (writing.has(file)) continue;
    const stat = await fs.promises.lstat(file).catch(() => null);
    if (!stat?.isFile() || Date.now() - stat.mtimeMs < STALE_PARTIAL_MS) continue;
    await fs.promises.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Writes a backup to `target` whole or not at all: into a temporary name beside it, synced, then
 * renamed over it. A failure leaves no partial file under the final name, and a kill leaves one that
 * the next backup of this fund into the folder removes.
 */
export async function writeBackupFile(
  database: Database,
  target: string,
  meta: BackupMeta,
): Promise<BackupSummary & { bytes: number }> {
  const dir = path.dirname(target);
  await fs.promises.mkdir(dir, { recursive: true });
  await removeStalePartials(dir, meta.fundName);
  const temporary = path.join(dir, `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`);
  writing.add(temporary);
  try {
    const summary = await writeBackup(database, fs.createWriteStream(temporary, { flags: 'wx' }), meta);
    const handle = await fs.promises.open(temporary, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, target);
    const { size } = await fs.promises.stat(target);
    return { ...summary, bytes: size };
  } catch (err) {
    await fs.promises.rm(temporary, { force: true });
    throw err;
  } finally {
    writing.delete(temporary);
  }
}
