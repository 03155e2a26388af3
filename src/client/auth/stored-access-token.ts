import { User } from 'oidc-client-ts';

/**
 * The current access token straight from storage. API calls read it at request time, so they always
 * use the latest token, even one renewed in the background after the component asked for data.
 */
export function readStoredAccessToken(storage: Storage, key: string): string | undefined {
  const raw = storage.getItem(key);
  if (!raw) return undefined;
  try {
    const user = User.fromStorageString(raw);
    // The server would refuse an expired token anyway; sending none gives the clearer 401.
    return user.expired ? undefined : user.access_token;
  } catch {
    return undefined;
  }
}
