export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/**
 * Who signed in, as the ID token says. The ID token carries no role (and, with many providers, no
 * name): what the user may do comes from `GET /api/me` (see access.ts), never from here.
 */
export interface SessionUser {
  sub: string;
  name?: string;
  email?: string;
}

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  accessToken?: string;
}

/** The parts of an oidc-client-ts User this needs, so tests can pass plain objects. */
export interface StoredUser {
  expired?: boolean;
  refresh_token?: string;
  access_token: string;
  profile: Record<string, unknown>;
}

/** A stored session whose access token ran out but whose refresh token can still renew it. */
export function canRestore(user: StoredUser | null | undefined): boolean {
  return Boolean(user && user.expired === true && user.refresh_token);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

export function deriveSessionState(auth: { isLoading: boolean; user?: StoredUser | null }): SessionState {
  const { user } = auth;
  // A restorable session counts as loading, so pages do not flash "please login" before it renews.
  if (auth.isLoading || canRestore(user)) return { status: 'loading', user: null };
  if (!user || user.expired) return { status: 'signedOut', user: null };
  return {
    status: 'signedIn',
    user: {
      sub: optionalString(user.profile.sub) ?? '',
      name: optionalString(user.profile.name),
      email: optionalString(user.profile.email),
    },
    accessToken: user.access_token,
  };
}
