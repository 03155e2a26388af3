import crypto from 'node:crypto';
import { IssuerUnavailableError } from './errors';
import { fetchJson, isJsonObject, NotJsonError } from './fetch-json';
import type { ProviderStatus } from './provider-status';

/** The provider's claims about the token's subject, or a refusal (the token is not for userinfo). */
export type UserinfoAnswer =
  { kind: 'claims'; claims: Record<string, unknown> } | { kind: 'refused'; reason: string };

export interface UserinfoOptions {
  fetchTimeoutMs: number;
  retryAfterMs: number;
  status: ProviderStatus;
  signal?: AbortSignal;
  /** Answers kept at most; the oldest go first. */
  maxEntries?: number;
  /** An answer is kept until the token expires, and never longer than this. */
  maxAgeMs?: number;
}

export interface UserinfoClient {
  /**
   * Asks `endpoint` about the bearer of `token` (whose verified subject is `sub` and expiry `exp`,
   * in seconds). Rejects with IssuerUnavailableError when the provider cannot be reached.
   */
  lookup(endpoint: string, token: string, sub: string, exp: number): Promise<UserinfoAnswer>;
}

const MAX_USERINFO_BYTES = 64 * 1024;
const DEFAULT_MAX_ENTRIES = 1000;
const DEFAULT_MAX_AGE_MS = 60 * 60_000;

const tokenKey = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

/**
 * The userinfo lookup for providers that put the claims there rather than in the access token:
 * one call per token (answers, including refusals, are cached until the token expires, in a cache
 * of bounded size keyed by the token's hash), a timeout, a size cap, and the subject must match.
 */
export function createUserinfoClient(options: UserinfoOptions): UserinfoClient {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const cache = new Map<string, { until: number; answer: Promise<UserinfoAnswer> }>();
  let failedAt = Number.NEGATIVE_INFINITY;

  async function ask(endpoint: string, token: string, sub: string): Promise<UserinfoAnswer> {
    let answer;
    try {
      answer = await fetchJson(endpoint, {
        timeoutMs: options.fetchTimeoutMs,
        maxBytes: MAX_USERINFO_BYTES,
        headers: { authorization: `Bearer ${token}` },
        signal: options.signal,
      });
    } catch (err) {
      if (err instanceof NotJsonError) return { kind: 'refused', reason: 'the answer is not JSON' };
      throw new IssuerUnavailableError(`Could not reach ${endpoint}: ${(err as Error).message}`, {
        cause: err,
      });
    }
    if (answer.status >= 500 || answer.status === 429 || answer.status === 408) {
      throw new IssuerUnavailableError(`${endpoint} answered ${answer.status}`);
    }
    if (answer.status !== 200) return { kind: 'refused', reason: `status ${answer.status}` };
    if (!isJsonObject(answer.body)) return { kind: 'refused', reason: 'the answer is not a JSON object' };
    // OpenID Connect Core 5.3.2: a userinfo answer about someone else must not be used.
    if (answer.body.sub !== sub) return { kind: 'refused', reason: 'the answer is about another subject' };
    return { kind: 'claims', claims: answer.body };
  }

  function remember(key: string, until: number, answer: Promise<UserinfoAnswer>): void {
    const now = Date.now();
    for (const [stored, entry] of cache) {
      if (cache.size < maxEntries && entry.until > now) break;
      cache.delete(stored);
    }
    cache.set(key, { until, answer });
  }

  return {
    lookup(endpoint, token, sub, exp) {
      const key = tokenKey(token);
      const now = Date.now();
      const cached = cache.get(key);
      if (cached && cached.until > now) return cached.answer;
      if (now - failedAt < options.retryAfterMs) {
        return Promise.reject(new IssuerUnavailableError(`${endpoint} failed a moment ago`));
      }
      const answer = ask(endpoint, token, sub).then(
        (result) => {
          options.status.succeeded();
          return result;
        },
        (err: unknown) => {
          cache.delete(key);
          if (!options.signal?.aborted) {
            failedAt = Date.now();
            options.status.failed('userinfo', err);
          }
          throw err;
        },
      );
      remember(key, Math.min(exp * 1000, now + maxAgeMs), answer);
      return answer;
    },
  };
}
