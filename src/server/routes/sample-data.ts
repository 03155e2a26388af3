import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors } from '../../domain/api-schemas';
import {
  sampleDataBlockedSchema,
  sampleDataRemovedSchema,
  sampleDataStateSchema,
} from '../../domain/sample-data/schemas';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { removeSampleData, sampleDataState } from '../sample-data/sample-fund';

/** The sample fund in the books: whether it is there, and 'Remove sample data'. */
export const sampleDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/sample-data',
    {
      onRequest: app.requireReader,
      schema: {
        summary: 'Whether the books hold sample rows, and how many of each',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: sampleDataStateSchema, ...adminErrors },
      },
    },
    async () => sampleDataState(db),
  );

  app.delete(
    '/api/sample-data',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Remove every sample row (and nothing the administrator entered), audited; 409 with what blocks it',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: sampleDataRemovedSchema, 409: sampleDataBlockedSchema, ...adminErrors },
      },
    },
    async (request) => ({ removed: await removeSampleData(db, actorOf(request)) }),
  );
};
