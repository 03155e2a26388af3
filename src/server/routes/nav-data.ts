import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVESTOR_NOT_FOUND } from '../../domain/investors/messages';
import { navDataBodySchema, navDataQuerySchema, navDataSchema } from '../../domain/investors/schemas';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { loadNavData } from '../investors/investor-reads';
import { saveNavData } from '../investors/nav-data-writes';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { investorIdParamsSchema } from '../investors/route-schemas';

const meta = { tags: ['investors'], security: [{ bearer: [] }] };

/** Per-investor NAV data: quarterly snapshots, year-start values and the inception NAV. */
export const navDataRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function navDataOf(id: number) {
    const navData = await loadNavData(db, id);
    if (!navData) throw new HttpError(404, INVESTOR_NOT_FOUND);
    return navData;
  }

  app.get(
    '/api/investors/:id/nav-data',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: "An investor's quarterly, year-start and inception NAV values",
        params: investorIdParamsSchema,
        response: { 200: navDataSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => navDataOf(request.params.id),
  );

  app.post(
    '/api/investors/:id/nav-data',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          'Set one NAV value: ?type=quarterly with {quarter: "Q3_2025", navValue}, year-start with {year, navValue}, inception with {navValue}',
        params: investorIdParamsSchema,
        querystring: navDataQuerySchema,
        body: navDataBodySchema,
        response: { 200: navDataSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await saveNavData(db, request.params.id, request.query.type, request.body, actorOf(request));
      return navDataOf(request.params.id);
    },
  );
};
