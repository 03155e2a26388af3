import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investmentCreateSchema, investmentSchema } from '../../domain/investors/schemas';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { recordInvestment } from '../investors/investment-writes';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { toInvestment } from '../investors/rows';

/** Investments and redemptions (negative amount and shares) of an existing investor. */
export const investorInvestmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/api/investor-investments',
    {
      schema: {
        summary: 'Record an investment, or a redemption with negative amount and shares',
        tags: ['investors'],
        security: [{ bearer: [] }],
        body: investmentCreateSchema,
        response: {
          201: investmentSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const row = await recordInvestment(db, request.body, actorOf(request), app.clock.today());
      return reply.status(201).send(toInvestment(row));
    },
  );
};
