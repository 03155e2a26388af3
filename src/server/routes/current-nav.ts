import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentNavResponseSchema } from '../../domain/public-data/schemas';
import { errorResponseSchema } from '../../domain/api-schemas';
import { HttpError } from '../http-error';
import type { PublicData } from '../sources/public-data';

export const currentNavRoutes: FastifyPluginAsyncZod<{ publicData: PublicData }> = async (
  app,
  { publicData },
) => {
  app.addHook('onRequest', app.requireReader);
  app.get(
    '/api/nav/current',
    {
      schema: {
        summary: 'Current NAV per unit from the current-NAV sheet',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: currentNavResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        return { NAV: await publicData.currentNav() };
      } catch (err) {
        request.log.error({ err }, 'Error fetching current NAV:');
        throw new HttpError(503, 'The current NAV sheet is unavailable; enter the NAV by hand');
      }
    },
  );
};
