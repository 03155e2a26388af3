import type { FastifyRequest } from 'fastify';

/** Who made a change, for the audit log: the e-mail when the token has one, else the subject. */
export function actorOf(request: FastifyRequest): string {
  const user = request.user;
  if (!user) return 'anonymous';
  return user.email ?? user.sub;
}
