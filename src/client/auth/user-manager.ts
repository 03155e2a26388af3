import { UserManager } from 'oidc-client-ts';
import type { AppConfig } from '../config/app-config';
import { buildOidcSettings } from './oidc-settings';
import { userStorageKey } from './stored-access-token';

let current: { key: string; manager: UserManager } | null = null;

/**
 * The page's one UserManager. Each instance runs its own renewal timers, so a second one (React's
 * StrictMode calls state initialisers twice) would refresh the same token twice and could revoke the
 * session; hence one per authority and client, kept outside React.
 */
export function getUserManager(oidc: AppConfig['oidc']): UserManager {
  const key = userStorageKey(oidc);
  if (current?.key !== key) {
    current = {
      key,
      manager: new UserManager(buildOidcSettings(oidc, window.location.origin, window.localStorage)),
    };
  }
  return current.manager;
}
