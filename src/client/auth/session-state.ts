export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionUser {
  name?: string;
  email?: string;
  /** True only when the ID token's allowed claim is exactly boolean true. */
  allowed: boolean;
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

export function deriveSessionState(
  auth: { isLoading: boolean; user?: StoredUser | null },
  allowedClaim: string,
): SessionState {
  const { user } = auth;
  // A restorable session counts as loading, so pages do not flash "please login" before it renews.
  if (auth.isLoading || canRestore(user)) return { status: 'loading', user: null };
  if (!user || user.expired) return { status: 'signedOut', user: null };
  return {
    status: 'signedIn',
    user: {
      name: optionalString(user.profile.name),
      email: optionalString(user.profile.email),
      allowed: user.profile[allowedClaim] === true,
    },
    accessToken: user.access_token,
  };
}
