import Fastify, { type FastifyInstance } from 'fastify';
import { authPlugin } from '../../src/server/auth/plugin';

/**
 * The auth plugin alone on a bare Fastify app: a public route that echoes what it sees, admin routes
 * guarded the two ways route files do it, a reader route, and a profile route as /api/me reads it. Failures are
 * remembered for 50 ms so tests can watch an outage end.
 */
export async function buildAuthTestApp(issuer: string, allowedClaim = 'allowed'): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(authPlugin, { issuer, audience: 'fund-api', allowedClaim, retryAfterMs: 50 });
  app.get('/public/me', async (request) => ({ user: request.user, tokenStatus: request.tokenStatus }));
  // The shape admin route files use: one encapsulated plugin guarded by a hook.
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    admin.get('/admin/ping', async (request) => ({ ok: true, user: request.user }));
    admin.post('/admin/echo', async (request) => ({ body: request.body }));
  });
  app.get('/guarded-by-route-option', { preHandler: app.requireAdmin }, async () => ({ ok: true }));
  // A read of the Reports area, as route files guard each read.
  app.get('/reader/ping', { onRequest: app.requireReader }, async (request) => ({
    ok: true,
    user: request.user,
  }));
  app.get('/profile', { onRequest: app.requireUser }, async (request) => app.completeProfile(request));
  await app.ready();
  return app;
}
