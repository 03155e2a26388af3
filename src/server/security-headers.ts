import type { FastifyInstance } from 'fastify';
import type { Discovery, ProviderMetadata } from './auth/discovery';
import type { Config } from './config';
import type { Lifecycle } from './lifecycle';

export interface ProviderOrigins {
  /** Origins the browser fetches from: discovery, token (code exchange, renewal), userinfo, revocation. */
  connect: string[];
  /** Origins sign-in and sign-out forms may post to. */
  formAction: string[];
}

const originOf = (url: string | undefined) => (url === undefined ? [] : [new URL(url).origin]);

/**
 * The identity provider's origins the page needs, from its discovery document when it has been read
 * (a provider like AWS Cognito answers on another origin than its issuer), else the issuer's alone.
 * The addresses were checked as https:// (or loopback http://) URLs when the document was read.
 */
export function providerOrigins(issuer: string, metadata?: ProviderMetadata): ProviderOrigins {
  const own = originOf(issuer);
  if (!metadata) return { connect: own, formAction: own };
  return {
    connect: [
      ...own,
      ...originOf(metadata.tokenEndpoint),
      ...originOf(metadata.userinfoEndpoint),
      ...originOf(metadata.revocationEndpoint),
    ],
    formAction: [
      ...own,
      ...originOf(metadata.authorizationEndpoint),
      ...originOf(metadata.endSessionEndpoint),
    ],
  };
}

/**
 * Scripts come only from our own origin (no inline script). Styles allow inline because chart and
 * dialog libraries set element styles at run time; that carries no script-injection risk. The browser
 * talks to the identity provider directly, so its endpoints' origins are allowed for fetch.
 */
export function contentSecurityPolicy(origins: ProviderOrigins): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...origins.connect],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...origins.formAction],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * The headers helmet would send, computed once: they never vary per request, and building them per
 * request (as @fastify/helmet does) halved the throughput of cached public answers. They go on
 * Fastify's reply, not the raw response: a header set on the raw response makes Node merge every
 * other header into it one call at a time when the answer is written, which cost a cached public
 * answer about a twentieth of its time (decisions/011). The local identity provider, which answers
 * outside Fastify's reply, copies them onto its raw response (dev-idp/provider.ts).
 * The policy is computed once more when the provider's discovery document is first read: an
 * external provider's at start (again on a request while it cannot be read); the local one's when the
 * app first checks a token with it.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  discovery: Discovery,
  lifecycle: { phase: Lifecycle['phase']; started: Promise<void> },
): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(providerOrigins(config.oidc.issuer)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  if (config.publicUrl.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  let discovered = false;
  discovery.onRead((metadata) => {
    headers['content-security-policy'] = contentSecurityPolicy(providerOrigins(config.oidc.issuer, metadata));
    discovered = true;
  });
  // The local provider's endpoints are all under its issuer, whose origin the policy names already:
  // its document would change nothing, and reading it (a request to the app itself) would switch on
  // the provider's AsyncLocalStorage, which then costs every request of the process (decisions/011).
  const warm = !config.oidc.localProvider;
  // Not while migrating: an embedded database's migrations can keep the event loop from reading the
  // answer until the read's timeout fires, and that failure would be remembered as an outage, so the
  // API would answer 503 for a while after readiness (decision 016).
  if (warm) {
    lifecycle.started.then(
      () => discovery.warm(),
      () => undefined,
    );
  }
  app.addHook('onRequest', (_request, reply, done) => {
    if (warm && !discovered && lifecycle.phase() === 'ready') discovery.warm();
    reply.headers(headers);
    done();
  });
}
