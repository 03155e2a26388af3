import { createLocalJWKSet, errors, type JWTVerifyGetKey } from 'jose';
import { IssuerUnavailableError } from './errors';
import { fetchJson } from './fetch-json';
import type { ProviderStatus } from './provider-status';

export interface KeySetOptions {
  jwksUri: string;
  fetchTimeoutMs: number;
  /** How long a failed fetch is remembered before the next one is tried. */
  retryAfterMs: number;
  status: ProviderStatus;
  signal?: AbortSignal;
  /** After this the set is fetched again in the background while the last good copy keeps serving. */
  refreshAfterMs?: number;
  /** An unknown key id fetches the set again, but not more often than this (a forged kid costs nothing). */
  cooldownMs?: number;
}

const MAX_JWKS_BYTES = 256 * 1024;
const DEFAULT_REFRESH_AFTER_MS = 10 * 60_000;
const DEFAULT_COOLDOWN_MS = 30_000;

type LocalKeySet = ReturnType<typeof createLocalJWKSet>;

/**
 * The issuer's signing keys, fetched with a timeout and a size cap. Unlike jose's remote key set,
 * keys already fetched keep verifying while the provider is down: a stale set is refreshed in the
 * background, and a failure to fetch is an IssuerUnavailableError (503), never a bad token (401).
 */
export function createKeySet(options: KeySetOptions): JWTVerifyGetKey {
  const { jwksUri, status } = options;
  const refreshAfterMs = options.refreshAfterMs ?? DEFAULT_REFRESH_AFTER_MS;
  const cooldownMs = options.cooldownMs ?? DEFAULT_COOLDOWN_MS;
  let local: LocalKeySet | undefined;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let failedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<LocalKeySet> | undefined;

  const recentlyFailed = () => Date.now() - failedAt < options.retryAfterMs;
  const unavailable = (detail: string, cause?: unknown) =>
    new IssuerUnavailableError(`Could not read the issuer's keys at ${jwksUri}: ${detail}`, { cause });

  async function fetchSet(): Promise<LocalKeySet> {
    let answer;
    try {
      answer = await fetchJson(jwksUri, {
        timeoutMs: options.fetchTimeoutMs,
        maxBytes: MAX_JWKS_BYTES,
        headers: { accept: 'application/json, application/jwk-set+json' },
        signal: options.signal,
      });
    } catch (err) {
      throw unavailable((err as Error).message, err);
    }
    if (answer.status !== 200) throw unavailable(`status ${answer.status}`);
    try {
      return createLocalJWKSet(answer.body as Parameters<typeof createLocalJWKSet>[0]);
    } catch (err) {
      throw unavailable('not a JSON Web Key Set', err);
    }
  }

  function load(): Promise<LocalKeySet> {
    pending ??= fetchSet().then(
      (set) => {
        local = set;
        loadedAt = Date.now();
        pending = undefined;
        status.succeeded();
        return set;
      },
      (err: unknown) => {
        pending = undefined;
        failedAt = Date.now();
        status.failed('keys', err);
        throw err;
      },
    );
    return pending;
  }

  return async (protectedHeader, token) => {
    let set = local;
    if (!set) {
      if (recentlyFailed()) throw unavailable('failed a moment ago');
      set = await load();
    } else if (Date.now() - loadedAt > refreshAfterMs && !recentlyFailed()) {
      load().catch(() => undefined);
    }
    try {
      return await set(protectedHeader, token);
    } catch (err) {
      if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
      // A key the provider has just published (rotation) is worth one fetch; a kid that is still
      // unknown right after a fetch belongs to a token we cannot trust.
      if (Date.now() - loadedAt < cooldownMs) throw err;
      if (recentlyFailed()) throw unavailable('failed a moment ago');
      return (await load())(protectedHeader, token);
    }
  };
}
