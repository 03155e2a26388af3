import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { instantSchema } from '../../domain/api-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { isoInstant } from '../api-json';

const auditRow = z.object({
  id: z.number(),
  at: instantSchema,
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The address the change came from; null for the command line and the schedule. */
  clientAddress: z.string().nullable(),
});

/** The fund's change history, newest first, for the administrator and the auditor. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireReader);
  app.get(
    '/api/audit-log',
    {
      schema: {
        summary: 'Latest changes to the books',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
        response: { 200: z.object({ entries: z.array(auditRow) }) },
      },
    },
    async (request) => {
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(request.query.limit);
      return { entries: rows.map((row) => ({ ...row, at: isoInstant(row.at) })) };
    },
  );
};
