import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../domain/api-schemas';
import type { Db } from '../db/client';
import { STARTING, STOPPING, type Lifecycle } from '../lifecycle';

export interface HealthOptions {
  db: Db;
  lifecycle: Lifecycle;
}

/**
 * Liveness and readiness (decision 016). `/api/health`: the process answers (a restart would not
 * help with anything else). `/api/ready`: migrations are done, no shutdown has begun and the database
 * answers, so a load balancer may send it requests.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, lifecycle }) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Readiness: migrated, not shutting down, and the database answers',
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ready') }), 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const phase = lifecycle.phase();
      if (phase !== 'ready') {
        return reply.status(503).send({ error: phase === 'starting' ? STARTING : STOPPING });
      }
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'readiness: the database does not answer');
        return reply.status(503).send({ error: 'The database does not answer.' });
      }
      return { status: 'ready' as const };
    },
  );
};
