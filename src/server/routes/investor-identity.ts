import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityLinkResponseSchema, identityLinkSchema } from '../../domain/portal/identity-link';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { linkIdentity, readIdentityLink, unlinkIdentity } from '../investors/identity-writes';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { investorIdParamsSchema } from '../investors/route-schemas';

const meta = { tags: ['investors'], security: [{ bearer: [] }] };

/** The administrator's link between an investor and a sign-in (docs/requirements.md#auth-investor). */
export const investorIdentityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/investors/:id/identity',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: "The sign-in (the token's sub) linked to the investor, or null",
        params: investorIdParamsSchema,
        response: {
          200: identityLinkResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => readIdentityLink(db, request.params.id),
  );

  app.put(
    '/api/investors/:id/identity',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: 'Link a sign-in to the investor, audited; 409 when it is linked to another investor',
        params: investorIdParamsSchema,
        body: identityLinkSchema,
        response: {
          200: identityLinkResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => linkIdentity(db, request.params.id, request.body.subject, actorOf(request)),
  );

  app.delete(
    '/api/investors/:id/identity',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: "Unlink the investor's sign-in, audited",
        params: investorIdParamsSchema,
        response: {
          200: identityLinkResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => unlinkIdentity(db, request.params.id, actorOf(request)),
  );
};
