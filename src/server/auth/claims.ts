/** Where a claim the app uses was found. */
export type ClaimSource = 'access_token' | 'userinfo' | 'missing';

/** Whether the provider's userinfo answer was asked for what the access token lacked. */
export type UserinfoUse = 'not_needed' | 'used' | 'refused' | 'not_offered' | 'unreachable';

/** How the server arrived at a user: for `GET /api/me`, so an operator can check a set-up. */
export interface ClaimReport {
  /** The allowed claim (its configured name), where it came from, and its value as sent. */
  role: { claim: string; source: ClaimSource; value: boolean | number | string | null };
  name: ClaimSource;
  email: ClaimSource;
  userinfo: UserinfoUse;
}

export interface AuthUser {
  sub: string;
  name?: string;
  email?: string;
  /** True only when the configured claim is the boolean `true`; a string "true" does not count. */
  allowed: boolean;
  /** Set (true) only when the provider says `email_verified: true` for the e-mail it sent. */
  emailVerified?: true;
  /** The INVESTOR_CLAIM's value (an investor id, as text), when configured and sent. */
  investorRef?: string;
  claims: ClaimReport;
}

const MAX_NAME = 200;
const MAX_EMAIL = 320;
const MAX_REPORTED_VALUE = 100;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max && !CONTROL.test(trimmed) ? trimmed : undefined;
}

function reported(value: unknown): boolean | number | string | null {
  if (typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') return value.slice(0, MAX_REPORTED_VALUE);
  return null;
}

function investorRefOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return text(value, MAX_REPORTED_VALUE);
}

/** The user as the verified access token describes them; what it lacks is marked missing. */
export function userFromToken(
  payload: Record<string, unknown> & { sub: string },
  allowedClaim: string,
  investorClaim?: string,
): AuthUser {
  const name = text(payload.name, MAX_NAME);
  const email = text(payload.email, MAX_EMAIL);
  const claim = payload[allowedClaim];
  const user: AuthUser = {
    sub: payload.sub,
    allowed: claim === true,
    claims: {
      role: {
        claim: allowedClaim,
        source: claim === undefined ? 'missing' : 'access_token',
        value: reported(claim),
      },
      name: name === undefined ? 'missing' : 'access_token',
      email: email === undefined ? 'missing' : 'access_token',
      userinfo: 'not_needed',
    },
  };
  if (name !== undefined) user.name = name;
  if (email !== undefined) user.email = email;
  if (email !== undefined && payload.email_verified === true) user.emailVerified = true;
  const investorRef = investorClaim === undefined ? undefined : investorRefOf(payload[investorClaim]);
  if (investorRef !== undefined) user.investorRef = investorRef;
  return user;
}

export const lacksRole = (user: AuthUser) => user.claims.role.source === 'missing';
export const lacksProfile = (user: AuthUser) =>
  user.claims.name === 'missing' || user.claims.email === 'missing';

/** Fills what the access token lacked from the userinfo answer; what the token said is never overridden. */
export function mergeUserinfo(
  user: AuthUser,
  info: Record<string, unknown>,
  allowedClaim: string,
  investorClaim?: string,
): AuthUser {
  const merged: AuthUser = {
    ...user,
    claims: { ...user.claims, role: { ...user.claims.role }, userinfo: 'used' },
  };
  const claim = info[allowedClaim];
  if (merged.claims.role.source === 'missing' && claim !== undefined) {
    merged.allowed = claim === true;
    merged.claims.role = { claim: allowedClaim, source: 'userinfo', value: reported(claim) };
  }
  const name = text(info.name, MAX_NAME);
  if (merged.claims.name === 'missing' && name !== undefined) {
    merged.name = name;
    merged.claims.name = 'userinfo';
  }
  const email = text(info.email, MAX_EMAIL);
  if (merged.claims.email === 'missing' && email !== undefined) {
    merged.email = email;
    merged.claims.email = 'userinfo';
    if (info.email_verified === true) merged.emailVerified = true;
  }
  if (merged.investorRef === undefined && investorClaim !== undefined) {
    const investorRef = investorRefOf(info[investorClaim]);
    if (investorRef !== undefined) merged.investorRef = investorRef;
  }
  return merged;
}

export function withUserinfoUse(user: AuthUser, use: UserinfoUse): AuthUser {
  return { ...user, claims: { ...user.claims, userinfo: use } };
}
