import path from 'node:path';
import type OidcProvider from 'oidc-provider';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { DevUser } from '../config';
import { createDevAccounts } from './accounts';
import { fileAdapterFactory, JsonFileStore } from './file-adapter';
import { interactionRoutes, isInteractionPath } from './interaction-routes';
import { loadOrCreateKeys } from './keys';
import type { SignInLimits } from './sign-in-throttle';
import { buildProviderConfiguration } from './provider-config';

/** Where the local identity provider lives in the app. */
export const LOCAL_IDP_PATH = '/idp';

export interface LocalIdentityProviderOptions {
  /** `{publicUrl}/idp`. */
  issuer: string;
  publicUrl: string;
  dataDir: string;
  users: DevUser[];
  clientId: string;
  audience: string;
  /** Name of the boolean administrator claim in the tokens; defaults to `allowed`. */
  allowedClaim?: string;
  /** Name of the boolean auditor claim in the tokens; defaults to `auditor`. */
  auditorClaim?: string;
  /** Failed sign-ins allowed per account and per address; SIGN_IN_LIMITS by default. */
  signInLimits?: SignInLimits;
}

const LOOPBACK_ALIASES: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/** The address, and the same with localhost and 127.0.0.1 swapped, so both ways of opening the app work. */
function withLoopbackAlias(address: string): string[] {
  const url = new URL(address);
  const alias = LOOPBACK_ALIASES[url.hostname];
  if (!alias) return [address];
  url.hostname = alias;
  return [address, url.href];
}

/**
 * Mounts an OpenID Connect provider (oidc-provider) under /idp of the app, for development and
 * tests: sign-in with the configured users, code + PKCE for our one browser client, JWT access
 * tokens for the API, and keys and sessions kept under `{dataDir}/idp` across restarts.
 *
 * Call it on the root instance, before `ready()`. The provider reads request bodies itself, so it
 * takes its requests at onRequest, before Fastify's body parsing, on routes of its own under /idp:
 * other routes are untouched and pay nothing for it (a middleware engine's hook ran on every request
 * of the app, a tenth of a cached public answer's cost; decisions/011).
 */
export async function mountLocalIdentityProvider(
  app: FastifyInstance,
  options: LocalIdentityProviderOptions,
): Promise<void> {
  const dir = path.join(options.dataDir, 'idp');
  const keys = await loadOrCreateKeys(dir);
  const store = await JsonFileStore.open(path.join(dir, 'state.json'));
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const base = new URL(options.issuer).pathname.replace(/\/+$/, '');
  const homeUrl = `${publicUrl}/`;
  const accounts = createDevAccounts(options.users);

  // oidc-provider is loaded with the first request under /idp, not at start: a server nobody signs in
  // to (or one whose visitors only read the public pages) never holds it in memory (decision 016).
  type Loaded = { provider: OidcProvider; handle: ReturnType<OidcProvider['callback']> };
  let loaded: Promise<Loaded> | undefined;
  const load = () =>
    (loaded ??= createProvider().then((created) => ({ provider: created, handle: created.callback() })));
  const provider = () => load().then(({ provider: created }) => created);
  const createProvider = async () => {
    const { default: Provider } = await import('oidc-provider');
    const created = new Provider(
      options.issuer,
      buildProviderConfiguration({
        base,
        publicUrl,
        clientId: options.clientId,
        audience: options.audience,
        allowedClaim: options.allowedClaim ?? 'allowed',
        auditorClaim: options.auditorClaim ?? 'auditor',
        redirectUris: withLoopbackAlias(`${publicUrl}/auth/callback`),
        postLogoutRedirectUris: withLoopbackAlias(homeUrl),
        accounts,
        keys,
        adapter: fileAdapterFactory(store),
      }),
    );
    // The provider builds its endpoints' addresses from the request (Koa's host and protocol). It is told
    // its issuer's instead, whatever the request or a proxy says, so a forged Host or X-Forwarded-Host
    // cannot change its discovery document or redirects; the client address is the one the app decided
    // under TRUST_PROXY (decision 017).
    created.proxy = true;
    created.on('server_error', (_ctx, err) => app.log.error({ err }, 'local identity provider failed'));
    return created;
  };
  const issuerUrl = new URL(options.issuer);
  const speakAsIssuer = (request: FastifyRequest) => {
    const headers = request.raw.headers;
    headers.host = issuerUrl.host;
    headers['x-forwarded-host'] = issuerUrl.host;
    headers['x-forwarded-proto'] = issuerUrl.protocol.slice(0, -1);
    headers['x-forwarded-for'] = request.ip;
    delete headers.forwarded;
  };
  const takeOver = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // The provider is mounted at /idp: it sees the path below it ('/idp?x' is '/?x').
    const below = (request.raw.url ?? '').slice(LOCAL_IDP_PATH.length);
    const url = below.startsWith('/') ? below : `/${below}`;
    if (isInteractionPath(url.split('?')[0] ?? '/')) {
      // Our own pages' paths with a method they do not take: the app's not-found answer.
      done();
      return;
    }
    reply.hijack();
    // What the app's hooks put on the reply so far (the security headers) goes with the provider's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    // As a mounted app expects: the provider finds its mount path by comparing the two.
    Object.assign(request.raw, { originalUrl: request.raw.url });
    request.raw.url = url;
    speakAsIssuer(request);
    load().then(
      ({ handle }) => handle(request.raw, reply.raw),
      (err: unknown) => {
        app.log.error({ err }, 'local identity provider could not start');
        reply.raw.statusCode = 500;
        reply.raw.end();
      },
    );
  };
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  for (const url of [LOCAL_IDP_PATH, `${LOCAL_IDP_PATH}/*`]) {
    app.all(url, { onRequest: takeOver }, notFound);
  }
  await app.register(interactionRoutes, {
    prefix: LOCAL_IDP_PATH,
    provider,
    accounts,
    base,
    homeUrl,
    signInLimits: options.signInLimits,
  });
  app.log.info({ issuer: options.issuer }, 'local identity provider mounted');
}
