import type { FastifyRequest } from 'fastify';
import { NOT_LINKED } from '../../domain/portal/messages';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { linkedInvestor, type LinkedInvestor } from './identity-link';

/**
 * The signed-in investor, from the verified token alone (docs/requirements.md#auth-investor); 403 with
 * the portal's text for a sign-in linked to no investor. Run after `requireUser`.
 */
export async function requireInvestor(db: Db, request: FastifyRequest): Promise<LinkedInvestor> {
  // The e-mail may come from userinfo when the token lacks it, as for GET /api/me.
  const user = await request.server.completeProfile(request);
  const investor = user ? await linkedInvestor(db, user) : null;
  if (!investor) throw new HttpError(403, NOT_LINKED);
  return investor;
}
