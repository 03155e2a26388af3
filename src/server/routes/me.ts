import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponseSchema, type MeResponse } from '../../domain/identity/me';
import { errorResponseSchema } from '../../domain/api-schemas';
import { isAdministrator, isReader, type AuthUser } from '../auth/claims';
import type { Db } from '../db/client';
import type { LinkedInvestor } from '../investors/identity-link';
import { decidedInvestor } from '../investors/portal-guard';

export function meBody(user: AuthUser, investor: LinkedInvestor | null = null): MeResponse {
  return {
    sub: user.sub,
    // The order of the guards: both claims make the administrator; an auditor linked to an investor
    // is still the auditor (the header's My Account follows `investor`, not the role).
    role: isAdministrator(user)
      ? 'administrator'
      : isReader(user)
        ? 'auditor'
        : investor
          ? 'investor'
          : 'none',
    name: user.name ?? null,
    email: user.email ?? null,
    investor: investor ? { id: investor.id, name: investor.name } : null,
    claims: user.claims,
  };
}

/**
 * The caller as the server sees them, from the same decision the admin guard makes: the browser's
 * Reports gate and account menu follow this answer, never the ID token.
 */
export const meRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/me',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Who the caller is, their role, their linked investor, and where each claim was read from',
        description:
          'Any signed-in caller. The role comes from the verified access token, or from the ' +
          "provider's userinfo answer when the token lacks what decides it; 'auditor' for the auditor " +
          "claim (decision 018); 'investor' when the " +
          'sign-in is linked to an investor (docs/requirements.md#auth-investor). `claims` says where ' +
          'each claim was found, to check an identity provider set-up.',
        tags: ['system'],
        security: [{ bearer: [] }],
        response: {
          200: meResponseSchema,
          401: errorResponseSchema.describe('No valid token'),
          503: errorResponseSchema.describe(
            'The identity provider cannot be reached to check the token, or to ask userinfo for what links an investor',
          ),
        },
      },
    },
    async (request, reply) => {
      const user = await app.completeProfile(request);
      // requireUser let the request through, so there is a user; this only satisfies the types.
      if (!user) return reply.status(401).send({ error: 'Unauthorized' });
      reply.header('cache-control', 'private, no-store');
      return meBody(user, await decidedInvestor(db, request, user));
    },
  );
};
