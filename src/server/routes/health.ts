import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../domain/api-schemas';
import type { Db } from '../db/client';

export interface HealthOptions {
  db: Db;
  /** False while starting or shutting down. */
  isReady: () => boolean;
}

const healthy = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, isReady }) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Ready when the database is migrated and answering',
        tags: ['system'],
        response: { 200: healthy, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!isReady()) return reply.status(503).send({ error: 'Not ready' });
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database not answering');
        return reply.status(503).send({ error: 'Database unavailable' });
      }
      return { status: 'ok' as const };
    },
  );
};
