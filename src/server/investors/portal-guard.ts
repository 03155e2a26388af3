import type { FastifyRequest } from 'fastify';
import { NOT_LINKED } from '../../domain/portal/messages';
import type { AuthUser } from '../auth/claims';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { linkedInvestor, type LinkedInvestor } from './identity-link';

/**
 * The investor `user` is linked to, or null. When none is found and userinfo, whose e-mail or investor
 * claim might have linked one, could not be asked, the answer is not "none" but unknown: the provider's
 * 503, so the browser says to try again instead of "not linked". An administrator's role needs no link.
 */
export async function decidedInvestor(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
): Promise<LinkedInvestor | null> {
  const investor = await linkedInvestor(db, user);
  if (!investor && !user.allowed && user.claims.userinfo === 'unreachable') {
    throw request.server.providerUnavailable();
  }
  return investor;
}

/**
 * The signed-in investor, from the verified token alone (docs/requirements.md#auth-investor); 403 with
 * the portal's text for a sign-in linked to no investor. Run after `requireUser`.
 */
export async function requireInvestor(db: Db, request: FastifyRequest): Promise<LinkedInvestor> {
  // The e-mail may come from userinfo when the token lacks it, as for GET /api/me.
  const user = await request.server.completeProfile(request);
  const investor = user ? await decidedInvestor(db, request, user) : null;
  if (!investor) throw new HttpError(403, NOT_LINKED);
  return investor;
}
