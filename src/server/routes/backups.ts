import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { backupsResponseSchema } from '../../domain/backups/schemas';
import { actorOf } from '../actor';
import { backupDownload, scheduledBackupDownload, type BackupDownload } from '../backup/download';
import { backupScheduleState } from '../backup/schedule-state';
import type { Config } from '../config';
import type { Database } from '../db/client';

const fileResponse = z.any().describe('A gzip-compressed backup file (docs/decisions/015)');

function sendFile(reply: import('fastify').FastifyReply, download: BackupDownload) {
  return reply
    .header('Content-Type', 'application/gzip')
    .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(download.stream);
}

/** Backups of the whole books: one taken now, and the scheduled ones BACKUP_DIR keeps. */
export const backupRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/backup',
    {
      schema: {
        summary: 'Download a backup of the whole books, taken now from one consistent snapshot',
        tags: ['admin'],
        security: [{ bearer: [] }],
        produces: ['application/gzip'],
        response: { 200: fileResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      const download = await backupDownload(database, {
        actor: actorOf(request),
        fundName: config.fundName,
        log: request.log,
        key: config.backups.key,
      });
      return sendFile(reply, download);
    },
  );

  app.get(
    '/api/backups',
    {
      schema: {
        summary: 'The scheduled backups: settings, last run and the files kept, newest first',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: backupsResponseSchema, ...adminErrors },
      },
    },
    async () => backupScheduleState(database, config.backups, config.fundName),
  );

  app.get(
    '/api/backups/:name',
    {
      schema: {
        summary: 'Download one scheduled backup by its name',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: z.object({ name: z.string().max(200) }),
        produces: ['application/gzip'],
        response: { 200: fileResponse, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const download = await scheduledBackupDownload(
        database,
        config.backups.dir,
        { name: request.params.name, fundName: config.fundName },
        actorOf(request),
      );
      return sendFile(reply, download);
    },
  );
};
