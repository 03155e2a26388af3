import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { isAcceptableIssuer } from '../config';

export interface AuthUser {
  sub: string;
  name?: string;
  email?: string;
  /** True only when the configured claim is the boolean `true`; a string "true" does not count. */
  allowed: boolean;
}

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** Name of the boolean claim that grants the administrator role (Auth0 needs a namespaced name). */
  allowedClaim: string;
  fetchTimeoutMs?: number;
}

export interface TokenVerifier {
  /** Resolves the token's user, or rejects with `InvalidTokenError` or `IssuerUnavailableError`. */
  verify(token: string): Promise<AuthUser>;
}

/** The token itself is bad: malformed, badly signed, expired, or meant for someone else. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** The token could not be checked because the identity provider's metadata could not be read. */
export class IssuerUnavailableError extends Error {
  override name = 'IssuerUnavailableError';
}

const DEFAULT_FETCH_TIMEOUT_MS = 5000;
// Small enough not to matter for security, large enough to absorb clock drift between machines.
const CLOCK_TOLERANCE_SECONDS = 5;
// Only asymmetric algorithms: a key set published by the issuer can never hold our shared secret.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

interface Discovered {
  issuer: string;
  jwks: JWTVerifyGetKey;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

async function discover(issuer: string, timeoutMs: number): Promise<Discovered> {
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  let metadata: unknown;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    metadata = await response.json();
  } catch (err) {
    throw new IssuerUnavailableError(`Could not read ${url}: ${(err as Error).message}`, { cause: err });
  }
  if (typeof metadata !== 'object' || metadata === null) {
    throw new IssuerUnavailableError(`${url} is not a JSON object`);
  }
  const { issuer: advertised, jwks_uri: jwksUri } = metadata as Record<string, unknown>;
  // Settings drop a trailing slash that some providers (Auth0) keep in their issuer; the advertised
  // value is what tokens carry, so it is the one checked below.
  if (typeof advertised !== 'string' || withoutTrailingSlash(advertised) !== withoutTrailingSlash(issuer)) {
    throw new IssuerUnavailableError(`${url} names a different issuer (${String(advertised)})`);
  }
  if (typeof jwksUri !== 'string' || !isAcceptableIssuer(jwksUri)) {
    throw new IssuerUnavailableError(`${url} has no usable jwks_uri`);
  }
  return { issuer: advertised, jwks: createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: timeoutMs }) };
}

/** A failure to fetch or read the key set says nothing about the token, so it is not the caller's fault. */
function isKeySetFailure(err: unknown): boolean {
  if (!(err instanceof errors.JOSEError)) return true;
  return (
    err.code === 'ERR_JOSE_GENERIC' || err.code === 'ERR_JWKS_TIMEOUT' || err.code === 'ERR_JWKS_INVALID'
  );
}

function toUser(payload: JWTPayload, allowedClaim: string): AuthUser {
  if (typeof payload.sub !== 'string' || payload.sub === '') {
    throw new InvalidTokenError('The token has no subject');
  }
  const user: AuthUser = { sub: payload.sub, allowed: payload[allowedClaim] === true };
  if (typeof payload.name === 'string') user.name = payload.name;
  if (typeof payload.email === 'string') user.email = payload.email;
  return user;
}

/**
 * Verifies access tokens from one OpenID Connect issuer. The issuer's metadata is read on first use
 * (not at start-up, so the app starts while the provider is down, or before the local one is mounted)
 * and read again on a later call if that failed.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const { issuer, audience, allowedClaim } = options;
  if (!isAcceptableIssuer(issuer)) {
    throw new Error(`The issuer ${issuer} must be https:// (http:// only on localhost or 127.0.0.1)`);
  }
  const timeoutMs = options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  let discovered: Promise<Discovered> | undefined;

  const discovery = () => {
    if (!discovered) {
      discovered = discover(issuer, timeoutMs);
      discovered.catch(() => {
        discovered = undefined;
      });
    }
    return discovered;
  };

  return {
    async verify(token) {
      const { issuer: expectedIssuer, jwks } = await discovery();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, jwks, {
          issuer: expectedIssuer,
          audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (err) {
        if (isKeySetFailure(err)) {
          throw new IssuerUnavailableError(`Could not read the issuer's keys: ${(err as Error).message}`, {
            cause: err,
          });
        }
        throw new InvalidTokenError((err as Error).message, { cause: err });
      }
      return toUser(payload, allowedClaim);
    },
  };
}
