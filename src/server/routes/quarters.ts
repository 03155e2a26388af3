import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newQuarterSchema } from '../../domain/positions/payloads/quarter';
import { newQuarterResponseSchema, quartersResponseSchema } from '../../domain/positions/responses';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { createQuarter, quartersResponse } from '../trades/quarters';
import { ADMIN_SECURITY, errorResponses, TRADE_LOG_TAGS } from '../trades/route-docs';

export const quartersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/quarters',
    {
      onRequest: app.requireReader,
      schema: {
        summary: "The Trade Log's quarters and the current one",
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        response: { 200: quartersResponseSchema, ...errorResponses() },
      },
    },
    async () => quartersResponse(db, app.clock.today()),
  );

  app.post(
    '/api/quarters',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Create a quarter after the current one and move every open position of the current quarter into it',
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        body: newQuarterSchema,
        response: {
          201: newQuarterResponseSchema,
          ...errorResponses(400),
          409: errorResponses(409)[409]!.describe("'Quarter Q4 2025 already exists'"),
        },
      },
    },
    async (request, reply) => {
      const result = await createQuarter(db, request.body, actorOf(request), app.clock.today());
      return reply.status(201).send(result);
    },
  );
};
