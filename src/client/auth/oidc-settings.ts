import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig } from '../config/app-config';
import { CALLBACK_PATH } from './callback-path';

/** Turns the server's sign-in settings into oidc-client-ts settings (authorization code + PKCE). */
export function buildOidcSettings(
  oidc: AppConfig['oidc'],
  origin: string,
  storage: Storage,
): UserManagerSettings {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    scope: oidc.scope,
    response_type: 'code',
    // localStorage (not the default sessionStorage) so the session and its refresh token survive reloads and new tabs.
    userStore: new WebStorageStateStore({ store: storage }),
    // Renews with the refresh token shortly before the access token expires.
    automaticSilentRenew: true,
    // Auth0 issues an API access token only when asked for an audience; other providers ignore the parameter.
    ...(oidc.audience ? { extraQueryParams: { audience: oidc.audience } } : {}),
  };
}
