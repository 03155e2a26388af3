import type { AdapterFactory, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { DevAccounts } from './accounts';
import type { ProviderKeys } from './keys';
import { renderErrorPage, renderLogoutPage, renderLogoutSuccessPage } from './pages';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export interface ProviderConfigInput {
  /** The provider's path as the browser sees it (the issuer's path), for links in its pages. */
  base: string;
  publicUrl: string;
  clientId: string;
  audience: string;
  allowedClaim: string;
  auditorClaim: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  accounts: DevAccounts;
  keys: ProviderKeys;
  adapter: AdapterFactory;
}

/**
 * Resource indicators must be absolute URIs; an audience like `fund-api` is not, so the API is then
 * named by its address. The tokens still carry the configured audience.
 */
export function resourceIndicatorFor(audience: string, publicUrl: string): string {
  const parsed = URL.parse(audience);
  return parsed && !parsed.hash ? audience : `${publicUrl}/api`;
}

/** Everything the API and the browser need in the access token, whatever scopes were asked for. */
function profileClaims(input: ProviderConfigInput, sub: string | undefined) {
  const account = sub === undefined ? undefined : input.accounts.findBySubject(sub);
  if (!account) return undefined;
  return {
    name: account.name,
    email: account.email,
    email_verified: true,
    // Both role claims, `false` included, so the API decides the role without asking userinfo.
    [input.allowedClaim]: account.allowed,
    [input.auditorClaim]: account.auditor,
  };
}

export function buildProviderConfiguration(input: ProviderConfigInput): Configuration {
  const { base, publicUrl, clientId, audience, allowedClaim, auditorClaim, accounts } = input;
  const homeUrl = `${publicUrl}/`;
  const apiScopes = 'openid profile email offline_access';
  const resource = resourceIndicatorFor(audience, publicUrl);

  return {
    adapter: input.adapter,
    jwks: input.keys.jwks,
    cookies: { keys: input.keys.cookieKeys },
    clients: [
      {
        client_id: clientId,
        client_name: 'Fund web app',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: input.redirectUris,
        post_logout_redirect_uris: input.postLogoutRedirectUris,
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', allowedClaim, auditorClaim],
    },
    // The standard split: the ID token says who signed in (sub), the profile and the role claims
    // travel in userinfo and in the API's access token. The browser asks GET /api/me for them.
    conformIdTokenClaims: true,
    async findAccount(_ctx, sub) {
      const account = accounts.findBySubject(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        async claims(use) {
          // oidc-provider would put the scope's claims into the ID token whenever the access token
          // is for a resource server (it cannot be used at userinfo); keep them out all the same.
          if (use === 'id_token') return { sub: account.sub };
          return {
            sub: account.sub,
            email: account.email,
            email_verified: true,
            name: account.name,
            [allowedClaim]: account.allowed,
            [auditorClaim]: account.auditor,
          };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      return profileClaims(input, 'accountId' in token ? token.accountId : undefined);
    },
    // A public browser client gets a refresh token whenever it may use one; the library's default
    // also wants offline_access, which it drops unless the user is shown a consent prompt.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    interactions: {
      url: async (_ctx, interaction) => `${base}/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin, client) =>
      (client.redirectUris ?? []).some((uri) => URL.canParse(uri) && new URL(uri).origin === origin),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // Advertised and answering, as at most providers; it refuses the API's access tokens (they carry
      // the API's audience), so the API reads the claims from the access token itself.
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // Every authorization is for the API, so the browser need not send a resource parameter.
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) {
            const { errors } = await import('oidc-provider');
            throw new errors.InvalidTarget();
          }
          return { audience, scope: apiScopes, accessTokenFormat: 'jwt', accessTokenTTL: HOUR };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(base, form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = renderLogoutSuccessPage(base, homeUrl);
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      const detail = out.error_description ?? out.error;
      ctx.body = renderErrorPage(base, 'Sign-in problem', detail, homeUrl);
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
  };
}
