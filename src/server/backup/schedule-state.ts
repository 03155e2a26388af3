import type { BackupsResponse } from '../../domain/backups/schemas';
import { isoInstant } from '../api-json';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { listBackupFiles } from './schedule';

/** GET /api/backups: the schedule's settings, its last run (any instance's) and this fund's files in its folder. */
export async function backupScheduleState(
  database: Database,
  settings: Config['backups'],
  fundName: string,
): Promise<BackupsResponse> {
  const { rows } = await database.session((session) =>
    session.query<{
      last_started_at: string | null;
      last_finished_at: string | null;
      last_error: string | null;
    }>('select last_started_at::text, last_finished_at::text, last_error from backup_schedule where id = 1'),
  );
  const last = rows[0];
  return {
    schedule: {
      enabled: settings.dir !== undefined,
      intervalMinutes: settings.intervalMinutes,
      keep: settings.keep,
      lastStartedAt: last?.last_started_at ? isoInstant(last.last_started_at) : null,
      lastFinishedAt: last?.last_finished_at ? isoInstant(last.last_finished_at) : null,
      lastError: last?.last_error ?? null,
    },
    files: settings.dir ? await listBackupFiles(settings.dir, fundName) : [],
  };
}
