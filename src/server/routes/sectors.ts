import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sectorListSchema } from '../../domain/positions/responses';
import type { Db } from '../db/client';
import { ADMIN_SECURITY, errorResponses, TRADE_LOG_TAGS } from '../trades/route-docs';
import { listSectors } from '../trades/sectors';

export const sectorsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireReader);
  app.get(
    '/api/sectors',
    {
      schema: {
        summary: 'Every sector, alphabetical; positions create new ones by naming them',
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        response: { 200: sectorListSchema, ...errorResponses() },
      },
    },
    async () => listSectors(db),
  );
};
