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

/** Each request's investor, once decided: the portal's hook decides it, the handler reads it. */
const decided = new WeakMap<FastifyRequest, LinkedInvestor>();

/**
 * The signed-in investor, from the verified token alone (docs/requirements.md#auth-investor); 403 with
 * the portal's text for a sign-in linked to no investor. Run after `requireUser`: every /api/me/* route
 * runs it as a hook before its body or query is read (so a sign-in linked to no one gets 403, never a
 * 400 about its input), and its handler gets the same answer again.
 */
export async function requireInvestor(db: Db, request: FastifyRequest): Promise<LinkedInvestor> {
  const known = decided.get(request);
  if (known) return known;
  // The e-mail may come from userinfo when the token lacks it, as for GET /api/me.
  const user = await request.server.completeProfile(request);
  const investor = user ? await decidedInvestor(db, request, user) : null;
  if (!investor) throw new HttpError(403, NOT_LINKED);
  decided.set(request, investor);
  return investor;
}
