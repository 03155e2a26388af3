import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { writeBackup, type BackupMeta, type BackupSummary } from './write-backup';

/**
 * Writes a backup to `target` whole or not at all: into a temporary name beside it, synced, then
 * renamed over it. A failure leaves no partial file under the final name.
 */
export async function writeBackupFile(
  database: Database,
  target: string,
  meta: BackupMeta,
): Promise<BackupSummary & { bytes: number }> {
  const dir = path.dirname(target);
  await fs.promises.mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${path.basename(target)}.${randomBytes(4).toString('hex')}.partial`);
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
  }
}
