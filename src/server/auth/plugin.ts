import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createTokenVerifier, IssuerUnavailableError, type AuthUser } from './verify-token';

export type { AuthUser } from './verify-token';

export interface AuthPluginOptions {
  issuer: string;
  audience: string;
  allowedClaim: string;
  fetchTimeoutMs?: number;
}

/** `absent`: no bearer token was sent; `invalid`: one was sent and refused; `valid`: `request.user` is set. */
export type TokenStatus = 'absent' | 'invalid' | 'valid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a verified bearer token, or null. */
    user: AuthUser | null;
    tokenStatus: TokenStatus;
  }
  interface FastifyInstance {
    /** Hook (onRequest or preHandler): 401 without a valid token, 403 unless the allowed claim is `true`. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

interface AuthResult {
  user: AuthUser | null;
  status: TokenStatus;
}

const BEARER = /^Bearer(?:\s+(.*))?$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = BEARER.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

const plugin: FastifyPluginAsync<AuthPluginOptions> = async (app, options) => {
  const verifier = createTokenVerifier(options);
  // Keyed by request so requireAdmin works even where it runs before the onRequest hook below.
  const results = new WeakMap<FastifyRequest, Promise<AuthResult>>();

  async function check(request: FastifyRequest): Promise<AuthResult> {
    const token = bearerToken(request);
    if (token === undefined) return { user: null, status: 'absent' };
    try {
      return { user: await verifier.verify(token), status: 'valid' };
    } catch (err) {
      if (err instanceof IssuerUnavailableError) {
        request.log.warn({ err }, 'bearer token not checked: identity provider unavailable');
      } else {
        request.log.debug({ err }, 'bearer token refused');
      }
      return { user: null, status: 'invalid' };
    }
  }

  async function authenticate(request: FastifyRequest): Promise<AuthResult> {
    let result = results.get(request);
    if (!result) {
      result = check(request);
      results.set(request, result);
    }
    const settled = await result;
    request.user = settled.user;
    request.tokenStatus = settled.status;
    return settled;
  }

  app.decorateRequest('user', null);
  app.decorateRequest('tokenStatus', 'absent');
  app.addHook('onRequest', async (request) => {
    await authenticate(request);
  });

  app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    const { user, status } = await authenticate(request);
    if (!user) {
      if (status === 'invalid') reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      else reply.header('WWW-Authenticate', 'Bearer');
      return reply.status(401).send({ error: 'Unauthorized' });
    }
    if (user.allowed !== true) {
      return reply.status(403).send({ error: 'Forbidden' });
    }
    return undefined;
  });
};

/** Reads `Authorization: Bearer` tokens into `request.user` and provides the `requireAdmin` hook. */
export const authPlugin = fp(plugin, { name: 'fund-auth', fastify: '5.x' });
