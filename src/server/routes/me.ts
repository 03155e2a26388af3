import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema, type MeResponse } from '../../domain/identity/me';
import { errorResponseSchema } from '../../domain/api-schemas';
import type { AuthUser } from '../auth/claims';

export function meBody(user: AuthUser): MeResponse {
  return {
    sub: user.sub,
    role: user.allowed ? 'administrator' : 'none',
    name: user.name ?? null,
    email: user.email ?? null,
    investor: null,
    claims: user.claims,
  };
}

/**
 * The caller as the server sees them, from the same decision the admin guard makes: the browser's
 * Reports gate and account menu follow this answer, never the ID token.
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Who the caller is, their role, and where each claim was read from',
        description:
          'Any signed-in caller. The role comes from the verified access token, or from the ' +
          "provider's userinfo answer when the token lacks the allowed claim. `claims` says where " +
          'each claim was found, to check an identity provider set-up.',
        tags: ['system'],
        security: [{ bearer: [] }],
        response: {
          200: meResponseSchema,
          401: errorResponseSchema.describe('No valid token'),
          503: errorResponseSchema.describe('The identity provider cannot be reached to check the token'),
        },
      },
    },
    async (request, reply) => {
      const user = await app.completeProfile(request);
      // requireUser let the request through, so there is a user; this only satisfies the types.
      if (!user) return reply.status(401).send({ error: 'Unauthorized' });
      reply.header('cache-control', 'private, no-store');
      return meBody(user);
    },
  );
};
