import { UserManager } from 'oidc-client-ts';
import { setAccessTokenGetter } from '../api/http';
import type { AppConfig } from '../config/app-config';
import { buildOidcSettings, userStorageKey } from './oidc-settings';
import { readStoredAccessToken } from './stored-access-token';

let current: { key: string; manager: UserManager } | null = null;

/**
 * The page's one UserManager. Each instance runs its own renewal timers, so a second one (React's
 * StrictMode calls state initialisers twice) would refresh the same token twice and could revoke the
 * session; hence one per authority and client, kept outside React.
 */
export function getUserManager(oidc: AppConfig['oidc']): UserManager {
  const key = userStorageKey(oidc);
  if (current?.key !== key) {
    const storage = window.localStorage;
    // The fetch wrapper reads the token from the same storage at request time.
    setAccessTokenGetter(() => readStoredAccessToken(storage, key));
    current = { key, manager: new UserManager(buildOidcSettings(oidc, window.location.origin, storage)) };
  }
  return current.manager;
}
