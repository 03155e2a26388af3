/** Where a claim the app uses was found. */
export type ClaimSource = 'access_token' | 'userinfo' | 'missing';

/** Whether the provider's userinfo answer was asked for what the access token lacked. */
export type UserinfoUse = 'not_needed' | 'used' | 'refused' | 'not_offered' | 'unreachable';

/** A boolean role claim: its configured name, where it came from, and its value as sent. */
export interface RoleClaimReport {
  claim: string;
  source: ClaimSource;
  value: boolean | number | string | null;
}

/** How the server arrived at a user: for `GET /api/me`, so an operator can check a set-up. */
export interface ClaimReport {
  /** The allowed claim (ALLOWED_CLAIM): the administrator's. */
  role: RoleClaimReport;
  /** The auditor claim (AUDITOR_CLAIM): reads the Reports area, writes nothing. */
  auditor: RoleClaimReport;
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
  /**
   * The AUDITOR_CLAIM, exactly `true`, as `allowed` is. Says nothing alone: a caller with both claims
   * is the administrator (see `isAdministrator` and `isReader`).
   */
  auditor: boolean;
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

/** The configured names of the claims the server reads (ALLOWED_CLAIM, AUDITOR_CLAIM, INVESTOR_CLAIM). */
export interface ClaimNames {
  allowed: string;
  auditor: string;
  investor?: string;
}

function roleClaim(claim: string, value: unknown, source: ClaimSource): RoleClaimReport {
  return { claim, source: value === undefined ? 'missing' : source, value: reported(value) };
}

/** The administrator: the allowed claim exactly `true`, whatever else the token says. */
export const isAdministrator = (user: AuthUser) => user.allowed;
/** May read the Reports area: the administrator, or an auditor (AUDITOR_CLAIM exactly `true`). */
export const isReader = (user: AuthUser) => user.allowed || user.auditor;

/** The user as the verified access token describes them; what it lacks is marked missing. */
export function userFromToken(
  payload: Record<string, unknown> & { sub: string },
  names: ClaimNames,
): AuthUser {
  const name = text(payload.name, MAX_NAME);
  const email = text(payload.email, MAX_EMAIL);
  const claim = payload[names.allowed];
  const auditor = payload[names.auditor];
  const user: AuthUser = {
    sub: payload.sub,
    allowed: claim === true,
    auditor: auditor === true,
    claims: {
      role: roleClaim(names.allowed, claim, 'access_token'),
      auditor: roleClaim(names.auditor, auditor, 'access_token'),
      name: name === undefined ? 'missing' : 'access_token',
      email: email === undefined ? 'missing' : 'access_token',
      userinfo: 'not_needed',
    },
  };
  if (name !== undefined) user.name = name;
  if (email !== undefined) user.email = email;
  if (email !== undefined && payload.email_verified === true) user.emailVerified = true;
  const investorRef = names.investor === undefined ? undefined : investorRefOf(payload[names.investor]);
  if (investorRef !== undefined) user.investorRef = investorRef;
  return user;
}

/**
 * The role cannot be decided from what was read: the allowed claim is missing, or it is not `true`
 * and the auditor claim is missing. Userinfo is then asked, exactly as for the allowed claim alone
 * (decision 006, decision 018); a token that carries both claims (`false` counts) never costs a call.
 */
export const lacksRole = (user: AuthUser) =>
  user.claims.role.source === 'missing' || (!user.allowed && user.claims.auditor.source === 'missing');
export const lacksProfile = (user: AuthUser) =>
  user.claims.name === 'missing' || user.claims.email === 'missing';

/** Fills what the access token lacked from the userinfo answer; what the token said is never overridden. */
export function mergeUserinfo(user: AuthUser, info: Record<string, unknown>, names: ClaimNames): AuthUser {
  const merged: AuthUser = { ...user, claims: { ...user.claims, userinfo: 'used' } };
  const claim = info[names.allowed];
  if (merged.claims.role.source === 'missing' && claim !== undefined) {
    merged.allowed = claim === true;
    merged.claims.role = roleClaim(names.allowed, claim, 'userinfo');
  }
  const auditor = info[names.auditor];
  if (merged.claims.auditor.source === 'missing' && auditor !== undefined) {
    merged.auditor = auditor === true;
    merged.claims.auditor = roleClaim(names.auditor, auditor, 'userinfo');
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
  if (merged.investorRef === undefined && names.investor !== undefined) {
    const investorRef = investorRefOf(info[names.investor]);
    if (investorRef !== undefined) merged.investorRef = investorRef;
  }
  return merged;
}

export function withUserinfoUse(user: AuthUser, use: UserinfoUse): AuthUser {
  return { ...user, claims: { ...user.claims, userinfo: use } };
}
