import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityLinkResponseSchema, identityLinkSchema } from '../../domain/portal/identity-link';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { linkIdentity, readIdentityLink, unlinkIdentity } from '../investors/identity-writes';
import { adminErrors, errorSchema, investorIdParamsSchema } from '../investors/route-schemas';

const meta = { tags: ['investors'], security: [{ bearer: [] }] };

/** The administrator's link between an investor and a sign-in (docs/requirements.md#auth-investor). */
export const investorIdentityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/investors/:id/identity',
    {
      schema: {
        ...meta,
        summary: "The sign-in (the token's sub) linked to the investor, or null",
        params: investorIdParamsSchema,
        response: { 200: identityLinkResponseSchema, 400: errorSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => readIdentityLink(db, request.params.id),
  );

  app.put(
    '/api/investors/:id/identity',
    {
      schema: {
        ...meta,
        summary: 'Link a sign-in to the investor, audited; 409 when it is linked to another investor',
        params: investorIdParamsSchema,
        body: identityLinkSchema,
        response: {
          200: identityLinkResponseSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => linkIdentity(db, request.params.id, request.body.subject, actorOf(request)),
  );

  app.delete(
    '/api/investors/:id/identity',
    {
      schema: {
        ...meta,
        summary: "Unlink the investor's sign-in, audited",
        params: investorIdParamsSchema,
        response: { 200: identityLinkResponseSchema, 400: errorSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => unlinkIdentity(db, request.params.id, actorOf(request)),
  );
};
