import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { isAdministrator, isReader, type AuthUser } from './claims';
import { createDiscovery, type Discovery } from './discovery';
import { IssuerUnavailableError, PROVIDER_UNAVAILABLE } from './errors';
import { createIdentity } from './identity';
import { createProviderStatus } from './provider-status';
import type { VerifiedClaims } from './verify-token';

export type { AuthUser } from './claims';

export interface AuthPluginOptions {
  issuer: string;
  audience: string;
  allowedClaim: string;
  /** AUDITOR_CLAIM: exactly `true` makes a reader (administrator-or-auditor routes); default `auditor`. */
  auditorClaim?: string;
  /** INVESTOR_CLAIM: the claim naming the caller's investor id, when the provider sends one. */
  investorClaim?: string;
  fetchTimeoutMs?: number;
  retryAfterMs?: number;
  /** The app's shared discovery (the security headers read it too); by default the plugin makes its own. */
  discovery?: Discovery;
}

/**
 * `absent`: no bearer token was sent; `invalid`: one was sent and refused; `unavailable`: it could
 * not be checked because the identity provider cannot be reached; `valid`: `request.user` is set.
 */
export type TokenStatus = 'absent' | 'invalid' | 'unavailable' | 'valid';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a verified bearer token, or null. */
    user: AuthUser | null;
    tokenStatus: TokenStatus;
  }
  interface FastifyInstance {
    /** Hook: 401 without a valid token, 503 while the identity provider cannot be reached. */
    requireUser: Guard;
    /**
     * Hook (onRequest or preHandler) of every route that changes something: as requireUser, then 403
     * unless the caller is the administrator (the allowed claim exactly `true`).
     */
    requireAdmin: Guard;
    /**
     * Hook of the Reports area's reads (GET routes, and reads that need a body): as requireUser, then
     * 403 unless the caller is the administrator or an auditor (AUDITOR_CLAIM exactly `true`). A route
     * guarded by it must change nothing: the auditor may call it (decision 018).
     */
    requireReader: Guard;
    /** The caller with a name and e-mail filled from userinfo where the token lacks them. */
    completeProfile: (request: FastifyRequest) => Promise<AuthUser | null>;
    /** The 503 to throw when a decision needs the identity provider and it cannot be reached. */
    providerUnavailable: () => HttpError;
  }
}

interface AuthResult {
  status: TokenStatus;
  user: AuthUser | null;
  token?: string;
  claims?: VerifiedClaims;
}

const BEARER = /^Bearer(?:\s+(.*))?$/i;
const ABSENT: AuthResult = { status: 'absent', user: null };

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = BEARER.exec(header.trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

const plugin: FastifyPluginAsync<AuthPluginOptions> = async (app, options) => {
  let discovery = options.discovery;
  if (!discovery) {
    discovery = createDiscovery({
      issuer: options.issuer,
      fetchTimeoutMs: options.fetchTimeoutMs,
      retryAfterMs: options.retryAfterMs,
      status: createProviderStatus(options.issuer, app.log),
    });
    const own = discovery;
    app.addHook('onClose', async () => own.close());
  }
  const identity = createIdentity({
    discovery,
    audience: options.audience,
    allowedClaim: options.allowedClaim,
    auditorClaim: options.auditorClaim ?? 'auditor',
    investorClaim: options.investorClaim,
  });
  const retryAfterSeconds = String(Math.max(1, Math.ceil(discovery.retryAfterMs / 1000)));
  // Keyed by request so requireAdmin works even where it runs before the onRequest hook below.
  const results = new WeakMap<FastifyRequest, Promise<AuthResult>>();

  async function check(request: FastifyRequest): Promise<AuthResult> {
    const token = bearerToken(request);
    if (token === undefined) return ABSENT;
    try {
      const { user, claims } = await identity.authenticate(token);
      return { status: 'valid', user, token, claims };
    } catch (err) {
      // The outage itself is logged once by the provider status; one line per request would flood.
      request.log.debug({ err }, 'bearer token refused');
      return { status: err instanceof IssuerUnavailableError ? 'unavailable' : 'invalid', user: null };
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

  function refuse(reply: FastifyReply, status: TokenStatus): FastifyReply {
    if (status === 'unavailable') {
      return reply.status(503).header('Retry-After', retryAfterSeconds).send({ error: PROVIDER_UNAVAILABLE });
    }
    reply.header('WWW-Authenticate', status === 'invalid' ? 'Bearer error="invalid_token"' : 'Bearer');
    return reply.status(401).send({ error: 'Unauthorized' });
  }

  app.decorateRequest('user', null);
  app.decorateRequest('tokenStatus', 'absent');
  app.addHook('onRequest', (request, _reply, done) => {
    // Without the header there is nothing to check and the decorations above already say so; most
    // requests (every public page and answer) go on without a promise or a lookup.
    if (request.headers.authorization === undefined) {
      done();
      return;
    }
    authenticate(request).then(() => done(), done);
  });

  app.decorate('requireUser', async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    const { user, status } = await authenticate(request);
    return user ? undefined : refuse(reply, status);
  });

  app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    const { user, status } = await authenticate(request);
    if (!user) return refuse(reply, status);
    if (!isAdministrator(user)) return reply.status(403).send({ error: 'Forbidden' });
    return undefined;
  });

  app.decorate('requireReader', async function requireReader(request: FastifyRequest, reply: FastifyReply) {
    const { user, status } = await authenticate(request);
    if (!user) return refuse(reply, status);
    if (!isReader(user)) return reply.status(403).send({ error: 'Forbidden' });
    return undefined;
  });

  app.decorate(
    'providerUnavailable',
    () => new HttpError(503, PROVIDER_UNAVAILABLE, { 'Retry-After': retryAfterSeconds }),
  );

  app.decorate('completeProfile', async function completeProfile(request: FastifyRequest) {
    const { user, token, claims } = await authenticate(request);
    if (!user || token === undefined || !claims) return null;
    return identity.completeProfile(user, token, claims);
  });
};

/**
 * Reads `Authorization: Bearer` tokens into `request.user` and provides the guards: `requireUser`,
 * `requireReader` (administrator or auditor: reads) and `requireAdmin` (administrator: writes).
 */
export const authPlugin = fp(plugin, { name: 'fund-auth', fastify: '5.x' });
