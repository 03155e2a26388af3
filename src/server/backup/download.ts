import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../books';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { isOwnBackupName } from './schedule';
import { backupFileName } from './format';
import { writeBackup } from './write-backup';

export interface BackupDownload {
  fileName: string;
  stream: Readable;
}

/**
 * A backup taken now, as a stream for an HTTP answer. The download is recorded in the audit log
 * before the snapshot is taken, so the backup holds its own record. A failure half-way ends the
 * stream with an error: the file is then cut short, and a restore refuses it.
 */
export async function backupDownload(
  database: Database,
  options: { actor: string; fundName: string; log: FastifyBaseLogger; key?: string },
): Promise<BackupDownload> {
  const now = new Date();
  const fileName = backupFileName(options.fundName, now);
  await writeAudit(database.db, {
    actor: options.actor,
    action: 'download',
    entity: 'backup',
    entityId: fileName,
    after: { source: database.kind },
  });
  const stream = new PassThrough();
  writeBackup(database, stream, { fundName: options.fundName, now, key: options.key }).catch(
    (err: unknown) => {
      options.log.error({ err }, 'backup download failed');
      stream.destroy(err as Error);
    },
  );
  return { fileName, stream };
}

/**
 * One of this fund's scheduled backups in `dir` by its name, recorded in the audit log as downloaded.
 * Another fund's backup in a shared folder is not found, as the listing does not show it.
 */
export async function scheduledBackupDownload(
  database: Database,
  dir: string | undefined,
  { name, fundName }: { name: string; fundName: string },
  actor: string,
): Promise<BackupDownload> {
  const notFound = new HttpError(404, 'No such backup');
  if (!dir || !isOwnBackupName(name, fundName)) throw notFound;
  const file = path.join(dir, name);
  // The file itself, never what a symbolic link in the folder points at (O_NOFOLLOW: no gap between
  // the check and the open).
  const handle = await fs.promises
    .open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW)
    .catch(() => null);
  if (!handle) throw notFound;
  if (!(await handle.stat()).isFile()) {
    await handle.close();
    throw notFound;
  }
  try {
    await writeAudit(database.db, {
      actor,
      action: 'download',
      entity: 'backup',
      entityId: name,
      after: { scheduled: true },
    });
  } catch (err) {
    await handle.close();
    throw err;
  }
  return { fileName: name, stream: handle.createReadStream() };
}
