import type { AppConfig } from '../config/app-config';

/** Where oidc-client-ts keeps the signed-in user (its WebStorageStateStore key, documented by react-oidc-context). */
export function userStorageKey(oidc: AppConfig['oidc']): string {
  return `oidc.user:${oidc.authority}:${oidc.clientId}`;
}

/**
 * The current access token straight from storage. API calls read it at request time, so they always
 * use the latest token, even one renewed in the background after the component asked for data.
 * Read as oidc-client-ts's User does (JSON with `expires_at` in seconds) without loading the
 * library, which comes only after the page is drawn.
 */
export function readStoredAccessToken(storage: Storage, key: string, nowMs = Date.now()): string | undefined {
  const raw = storage.getItem(key);
  if (!raw) return undefined;
  try {
    const user = JSON.parse(raw) as { access_token?: unknown; expires_at?: unknown };
    if (typeof user.access_token !== 'string' || !user.access_token) return undefined;
    // The server would refuse an expired token anyway; sending none gives the clearer 401.
    if (typeof user.expires_at === 'number' && user.expires_at <= Math.floor(nowMs / 1000)) return undefined;
    return user.access_token;
  } catch {
    return undefined;
  }
}
