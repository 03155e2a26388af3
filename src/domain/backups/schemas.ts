import { z } from 'zod';
import { instantSchema } from '../api-schemas';

/** One scheduled backup file of the server's BACKUP_DIR. */
export const backupFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative().describe('Bytes'),
  createdAt: instantSchema,
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** GET /api/backups: the schedule's settings and state, and the files it keeps, newest first. */
export const backupsResponseSchema = z.object({
  schedule: z.object({
    enabled: z.boolean(),
    intervalMinutes: z.number(),
    keep: z.number().int(),
    lastStartedAt: instantSchema.nullable(),
    lastFinishedAt: instantSchema.nullable(),
    lastError: z.string().nullable(),
  }),
  files: z.array(backupFileSchema),
});
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;
