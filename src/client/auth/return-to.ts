import { CALLBACK_PATH } from './callback-path';

// Any host will do: it only lets URL resolve a relative path so we can check it stays on our origin.
const BASE = 'https://return-to.invalid';

/**
 * A same-origin path to go to after sign-in, or '/' for anything else. The value comes back from the
 * identity provider's round trip, so it is treated as untrusted: no other origin, no protocol-relative
 * trick, and never the callback route itself (which would loop).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.pathname === CALLBACK_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path and query to come back to after signing in. A query mentioning 'error' belongs to a
 * failed earlier attempt; coming back to it would show that failure again, so it is dropped.
 */
export function buildReturnTo(pathname: string, search: string): string {
  return safeReturnTo(search.includes('error') ? pathname : `${pathname}${search}`);
}

/** Reads the return path that login() put into the sign-in request's state. */
export function returnToFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '/';
  return safeReturnTo(state.returnTo);
}
