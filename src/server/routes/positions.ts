import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, positionsCsv } from '../../domain/positions/export-csv';
import { newPositionSchema } from '../../domain/positions/payloads/new-position';
import { quarterQuery } from '../../domain/positions/payloads/quarter';
import { positionItemSchema, positionListSchema } from '../../domain/positions/responses';
import { quarterKey } from '../../domain/quarters';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { createPosition } from '../trades/create-position';
import { toPositionItem } from '../trades/position-item';
import { currentQuarter } from '../trades/quarters';
import { loadQuarterRecords } from '../trades/records';
import { ADMIN_SECURITY, errorResponses, TRADE_LOG_TAGS } from '../trades/route-docs';

/** The Trade Log's positions: the quarter's unified list, its CSV export, and Add Position. */
export const positionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  const quarterItems = async (quarter: z.output<typeof quarterQuery>['quarter']) => {
    const key = quarterKey(quarter ?? (await currentQuarter(db, new Date())));
    return { key, items: (await loadQuarterRecords(db, key)).map(toPositionItem) };
  };

  app.get(
    '/api/positions',
    {
      schema: {
        summary: "A quarter's theta, stock and option positions with their transactions and sectors",
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        querystring: quarterQuery,
        response: { 200: positionListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { items } = await quarterItems(request.query.quarter);
      // A string skips the Zod serializer: for 5,000 positions its copy of the 4 MB answer cost more
      // than the queries. The schema above still documents the answer, and the API tests check every
      // answer against it.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(items));
    },
  );

  app.get(
    '/api/positions/export',
    {
      schema: {
        summary: "A quarter's positions and transactions as CSV: one row per transaction, header row first",
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        querystring: quarterQuery,
        produces: ['text/csv'],
        response: {
          200: z.string().describe("text/csv; saved as 'trade-log-{Q3_2025}.csv'"),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { key, items } = await quarterItems(request.query.quarter);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(key)}"`)
        .header('cache-control', 'private, no-store')
        .send(positionsCsv(items));
    },
  );

  app.post(
    '/api/positions',
    {
      schema: {
        summary: 'Add a theta, stock or option position, open or backfilled as closed',
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        body: newPositionSchema,
        response: { 201: positionItemSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const item = await createPosition(db, request.body, actorOf(request), new Date());
      return reply.status(201).send(item);
    },
  );
};
