import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sectorListSchema, tagListSchema } from '../../domain/positions/responses';
import type { Db } from '../db/client';
import { ADMIN_SECURITY, errorResponses, TRADE_LOG_TAGS } from '../trades/route-docs';
import { listNames, SECTOR_TABLES, TAG_TABLES } from '../trades/position-names';

/** The names positions carry: sectors and tags, each offered by the forms one click away. */
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
    async () => listNames(db, SECTOR_TABLES),
  );
  app.get(
    '/api/tags',
    {
      schema: {
        summary: 'Every tag, alphabetical; positions create new ones by naming them',
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        response: { 200: tagListSchema, ...errorResponses() },
      },
    },
    async () => listNames(db, TAG_TABLES),
  );
};
