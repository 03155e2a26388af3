import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, positionsCsv } from '../../domain/positions/export-csv';
import { newPositionSchema } from '../../domain/positions/payloads/new-position';
import { positionTagsSchema } from '../../domain/positions/payloads/position-tags';
import { quarterQuery } from '../../domain/positions/payloads/quarter';
import {
  positionItemSchema,
  positionListSchema,
  positionTagsResponseSchema,
  type PositionItem,
} from '../../domain/positions/responses';
import { quarterKey } from '../../domain/quarters';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { chooseEncoding } from '../http/accept-encoding';
import { noneMatchHits } from '../http/conditional';
import { createPosition } from '../trades/create-position';
import { tagPositions } from '../trades/position-tags';
import { QuarterListCache } from '../trades/quarter-list-cache';
import { currentQuarter } from '../trades/quarters';
import { ADMIN_SECURITY, errorResponses, TRADE_LOG_TAGS } from '../trades/route-docs';

/** The Trade Log's positions: the quarter's unified list, its CSV export, Add Position and tagging. */
export const positionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // One per app: every instance keeps its own, all keyed by the version the database keeps.
  const lists = new QuarterListCache(db);
  const quarterList = async (quarter: z.output<typeof quarterQuery>['quarter']) =>
    lists.get(quarterKey(quarter ?? (await currentQuarter(db, app.clock.today()))));

  app.get(
    '/api/positions',
    {
      onRequest: app.requireReader,
      schema: {
        summary: "A quarter's theta, stock and option positions with their transactions and sectors",
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        querystring: quarterQuery,
        response: {
          200: positionListSchema,
          304: z.null().describe('Not Modified: the copy the If-None-Match ETag names is current'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const list = await quarterList(request.query.quarter);
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', list.etag)
        .header('vary', 'Accept-Encoding');
      if (noneMatchHits(request.headers['if-none-match'], list.etag)) {
        // No payload at all, so nothing (not even `null`) is serialized into the empty 304.
        reply.code(304);
        return reply.send();
      }
      // The kept JSON (or its kept compressed copy) skips the Zod serializer and the compression
      // plugin: a repeated request does no work beyond the version query. The schema above still
      // documents the answer, and the API tests check every answer against it.
      const coding = chooseEncoding(request.headers['accept-encoding']);
      if (coding !== 'identity') reply.header('content-encoding', coding);
      return reply
        .type('application/json; charset=utf-8')
        .send(coding === 'identity' ? list.json : await list.encoded(coding));
    },
  );

  app.get(
    '/api/positions/export',
    {
      onRequest: app.requireReader,
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
      const list = await quarterList(request.query.quarter);
      const items = JSON.parse(list.json.toString('utf8')) as PositionItem[];
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(list.quarter)}"`)
        .header('cache-control', 'private, no-store')
        .send(positionsCsv(items));
    },
  );

  app.post(
    '/api/positions',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Add a theta, stock or option position, open or backfilled as closed',
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        body: newPositionSchema,
        response: { 201: positionItemSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const item = await createPosition(db, request.body, actorOf(request), app.clock.today());
      return reply.status(201).send(item);
    },
  );

  app.post(
    '/api/positions/tags',
    {
      // Its own guard as well: a write stays the administrator's whoever the plugin's reads admit.
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Add a tag to, or remove it from, the positions chosen in the table (audited per position)',
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        body: positionTagsSchema,
        response: { 200: positionTagsResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => tagPositions(db, request.body, actorOf(request)),
  );
};
