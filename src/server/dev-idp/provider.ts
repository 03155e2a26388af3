import path from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { DevUser } from '../config';
import { createDevAccounts } from './accounts';
import { fileAdapterFactory, JsonFileStore } from './file-adapter';
import { interactionRoutes, isInteractionPath } from './interaction-routes';
import { loadOrCreateKeys } from './keys';
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
 * runs as middleware at onRequest, before Fastify's body parsing; other routes are untouched.
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

  // Loaded here rather than at the top so an app with an external provider never loads it.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(
    options.issuer,
    buildProviderConfiguration({
      base,
      publicUrl,
      clientId: options.clientId,
      audience: options.audience,
      allowedClaim: options.allowedClaim ?? 'allowed',
      redirectUris: withLoopbackAlias(`${publicUrl}/auth/callback`),
      postLogoutRedirectUris: withLoopbackAlias(homeUrl),
      accounts,
      keys,
      adapter: fileAdapterFactory(store),
    }),
  );
  // The app trusts X-Forwarded-* (buildApp sets trustProxy); so does the provider, so that behind an
  // https forwarder its endpoints and cookies match the address the browser used.
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'local identity provider failed'));

  const handle = provider.callback();
  if (!app.hasDecorator('use')) await app.register(middie);
  app.use(LOCAL_IDP_PATH, (req, res, next) => {
    // middie strips the mount path from req.url; our own pages are Fastify routes further on.
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (isInteractionPath(pathname)) {
      next();
      return;
    }
    void handle(req, res);
  });
  await app.register(interactionRoutes, { prefix: LOCAL_IDP_PATH, provider, accounts, base, homeUrl });
  app.log.info({ issuer: options.issuer }, 'local identity provider mounted');
}
