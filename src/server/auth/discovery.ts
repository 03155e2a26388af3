import { isAcceptableIssuer } from '../config';
import { IssuerUnavailableError } from './errors';
import { fetchJson, isJsonObject } from './fetch-json';
import { createProviderStatus, type ProviderStatus } from './provider-status';

/** The parts of the provider's discovery document the app uses; addresses are checked URLs. */
export interface ProviderMetadata {
  /** As advertised (it may keep a trailing slash the setting dropped): what tokens carry. */
  issuer: string;
  jwksUri: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  revocationEndpoint?: string;
  endSessionEndpoint?: string;
}

export interface DiscoveryOptions {
  issuer: string;
  fetchTimeoutMs?: number;
  /** How long a failed read is remembered, so requests do not each wait on a dead host. */
  retryAfterMs?: number;
  status?: ProviderStatus;
}

export interface Discovery {
  readonly issuer: string;
  readonly fetchTimeoutMs: number;
  readonly retryAfterMs: number;
  readonly status: ProviderStatus;
  /** The metadata, read once; rejects with IssuerUnavailableError (at once while a failure is recent). */
  metadata(): Promise<ProviderMetadata>;
  /** The metadata when it has been read. */
  current(): ProviderMetadata | undefined;
  /** Starts a read in the background unless one is done, running, or failed a moment ago. */
  warm(): void;
  /** Called once, when the metadata is first read. */
  onRead(listener: (metadata: ProviderMetadata) => void): void;
  /** Abandons a read in flight (the app is closing). */
  close(): void;
  /** Aborted when the app closes; other fetches from the provider pass it on. */
  readonly signal: AbortSignal;
}

export const DEFAULT_FETCH_TIMEOUT_MS = 5000;
export const DEFAULT_RETRY_AFTER_MS = 10_000;
const MAX_DISCOVERY_BYTES = 256 * 1024;

export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** An endpoint address, kept only when it is a URL the app would also accept as an issuer. */
function endpoint(value: unknown): string | undefined {
  return typeof value === 'string' && isAcceptableIssuer(value) ? value : undefined;
}

export function parseMetadata(issuer: string, document: unknown, url: string): ProviderMetadata {
  if (!isJsonObject(document)) throw new IssuerUnavailableError(`${url} is not a JSON object`);
  const advertised = document.issuer;
  // Settings drop a trailing slash that some providers (Auth0) keep in their issuer; the advertised
  // value is what tokens carry, so it is the one checked.
  if (typeof advertised !== 'string' || withoutTrailingSlash(advertised) !== withoutTrailingSlash(issuer)) {
    throw new IssuerUnavailableError(`${url} names a different issuer (${String(advertised)})`);
  }
  const jwksUri = endpoint(document.jwks_uri);
  if (!jwksUri) throw new IssuerUnavailableError(`${url} has no usable jwks_uri`);
  return {
    issuer: advertised,
    jwksUri,
    authorizationEndpoint: endpoint(document.authorization_endpoint),
    tokenEndpoint: endpoint(document.token_endpoint),
    userinfoEndpoint: endpoint(document.userinfo_endpoint),
    revocationEndpoint: endpoint(document.revocation_endpoint),
    endSessionEndpoint: endpoint(document.end_session_endpoint),
  };
}

/**
 * The issuer's discovery document, shared by the token verifier, the userinfo lookup and the
 * security headers. Read on first need (the app starts while the provider is down, or before the
 * local one listens), kept once read, and read again after a failure once `retryAfterMs` has passed.
 */
export function createDiscovery(options: DiscoveryOptions): Discovery {
  const { issuer } = options;
  if (!isAcceptableIssuer(issuer)) {
    throw new Error(`The issuer ${issuer} must be https:// (http:// only on localhost or 127.0.0.1)`);
  }
  const fetchTimeoutMs = options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const retryAfterMs = options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const status = options.status ?? createProviderStatus(issuer);
  const url = `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`;
  const closing = new AbortController();
  const listeners: ((metadata: ProviderMetadata) => void)[] = [];
  let read: ProviderMetadata | undefined;
  let pending: Promise<ProviderMetadata> | undefined;
  let failure: { at: number; error: IssuerUnavailableError } | undefined;

  async function load(): Promise<ProviderMetadata> {
    let answer;
    try {
      answer = await fetchJson(url, {
        timeoutMs: fetchTimeoutMs,
        maxBytes: MAX_DISCOVERY_BYTES,
        signal: closing.signal,
      });
    } catch (err) {
      throw new IssuerUnavailableError(`Could not read ${url}: ${(err as Error).message}`, { cause: err });
    }
    if (answer.status !== 200)
      throw new IssuerUnavailableError(`Could not read ${url}: status ${answer.status}`);
    return parseMetadata(issuer, answer.body, url);
  }

  function metadata(): Promise<ProviderMetadata> {
    if (read) return Promise.resolve(read);
    if (failure && Date.now() - failure.at < retryAfterMs) return Promise.reject(failure.error);
    pending ??= load().then(
      (loaded) => {
        read = loaded;
        pending = undefined;
        failure = undefined;
        status.succeeded();
        for (const listener of listeners) listener(loaded);
        return loaded;
      },
      (err: unknown) => {
        pending = undefined;
        const error =
          err instanceof IssuerUnavailableError
            ? err
            : new IssuerUnavailableError(String(err), { cause: err });
        if (!closing.signal.aborted) {
          failure = { at: Date.now(), error };
          status.failed('discovery', error);
        }
        throw error;
      },
    );
    return pending;
  }

  return {
    issuer,
    fetchTimeoutMs,
    retryAfterMs,
    status,
    signal: closing.signal,
    metadata,
    current: () => read,
    warm() {
      if (read || pending || closing.signal.aborted) return;
      if (failure && Date.now() - failure.at < retryAfterMs) return;
      metadata().catch(() => undefined);
    },
    onRead(listener) {
      listeners.push(listener);
      if (read) listener(read);
    },
    close() {
      closing.abort();
    },
  };
}
