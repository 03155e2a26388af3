import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { createDiscovery, type Discovery, type ProviderMetadata } from './discovery';
import { InvalidTokenError, IssuerUnavailableError } from './errors';
import { createKeySet } from './key-set';

export { InvalidTokenError, IssuerUnavailableError } from './errors';

/** A verified access token's claims: it has a subject and an expiry. */
export type VerifiedClaims = JWTPayload & { sub: string; exp: number };

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  fetchTimeoutMs?: number;
  retryAfterMs?: number;
  /** Shared with the rest of the app; by default the verifier reads discovery on its own. */
  discovery?: Discovery;
  /** The clock, for tests of expiry. */
  now?: () => number;
}

export interface TokenVerifier {
  /** Resolves the token's claims, or rejects with `InvalidTokenError` or `IssuerUnavailableError`. */
  verify(token: string): Promise<VerifiedClaims>;
}

// Small enough not to matter for security, large enough to absorb clock drift between machines.
const CLOCK_TOLERANCE_SECONDS = 5;
// Only asymmetric algorithms: a key set published by the issuer can never hold our shared secret.
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/**
 * Verified tokens kept, each until it expires: checking a signature is the largest cost of a request
 * whose answer is otherwise cached, and a browser sends the same token for an hour. Bounded so a stream
 * of distinct tokens cannot grow it.
 */
const VERIFIED_CACHE_SIZE = 1_000;

/**
 * Verifies access tokens from one OpenID Connect issuer: signature against the keys its discovery
 * document names, issuer, audience, expiry, subject. A provider that cannot be reached is an
 * `IssuerUnavailableError`, never a bad token.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const { audience } = options;
  const discovery =
    options.discovery ??
    createDiscovery({
      issuer: options.issuer,
      fetchTimeoutMs: options.fetchTimeoutMs,
      retryAfterMs: options.retryAfterMs,
    });
  let keys: { metadata: ProviderMetadata; getKey: JWTVerifyGetKey } | undefined;
  const now = options.now ?? Date.now;
  const verified = new Map<string, VerifiedClaims>();

  function remembered(token: string): VerifiedClaims | undefined {
    const claims = verified.get(token);
    if (claims === undefined) return undefined;
    verified.delete(token);
    if ((claims.exp + CLOCK_TOLERANCE_SECONDS) * 1000 <= now()) return undefined;
    // Re-inserted so the map's order is least recently used first.
    verified.set(token, claims);
    return claims;
  }

  function remember(token: string, claims: VerifiedClaims): void {
    verified.set(token, claims);
    if (verified.size > VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
  }

  async function keySet(): Promise<{ metadata: ProviderMetadata; getKey: JWTVerifyGetKey }> {
    const metadata = await discovery.metadata();
    if (keys?.metadata !== metadata) {
      keys = {
        metadata,
        getKey: createKeySet({
          jwksUri: metadata.jwksUri,
          fetchTimeoutMs: discovery.fetchTimeoutMs,
          retryAfterMs: discovery.retryAfterMs,
          status: discovery.status,
          signal: discovery.signal,
        }),
      };
    }
    return keys;
  }

  return {
    async verify(token) {
      const known = remembered(token);
      if (known) return known;
      const { metadata, getKey } = await keySet();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, getKey, {
          issuer: metadata.issuer,
          audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          currentDate: new Date(now()),
        }));
      } catch (err) {
        if (err instanceof IssuerUnavailableError) throw err;
        throw new InvalidTokenError((err as Error).message, { cause: err });
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new InvalidTokenError('The token has no subject');
      }
      remember(token, payload as VerifiedClaims);
      return payload as VerifiedClaims;
    },
  };
}
