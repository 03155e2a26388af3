import {
  lacksProfile,
  lacksRole,
  mergeUserinfo,
  userFromToken,
  withUserinfoUse,
  type AuthUser,
  type ClaimNames,
} from './claims';
import type { Discovery } from './discovery';
import { IssuerUnavailableError } from './errors';
import { createUserinfoClient } from './userinfo';
import { createTokenVerifier, type VerifiedClaims } from './verify-token';

export interface IdentityOptions {
  discovery: Discovery;
  audience: string;
  allowedClaim: string;
  /** AUDITOR_CLAIM: the claim that makes a reader of the Reports area (decision 018). */
  auditorClaim: string;
  investorClaim?: string;
}

export interface Identity {
  /**
   * The verified caller, with the allowed and auditor claims from the access token or, when the token
   * lacks what decides the role, from the provider's userinfo answer. Rejects with InvalidTokenError or IssuerUnavailableError.
   */
  authenticate(token: string): Promise<{ user: AuthUser; claims: VerifiedClaims }>;
  /** Also fills a missing name or e-mail from userinfo; a provider that cannot answer leaves them out. */
  completeProfile(user: AuthUser, token: string, claims: VerifiedClaims): Promise<AuthUser>;
}

/**
 * One decision about who the caller is and whether they are the administrator, used by the admin
 * guard, the public masking and `GET /api/me` alike, so the browser (which asks /api/me) can never
 * disagree with the server.
 */
export function createIdentity(options: IdentityOptions): Identity {
  const { discovery } = options;
  const names: ClaimNames = {
    allowed: options.allowedClaim,
    auditor: options.auditorClaim,
    investor: options.investorClaim,
  };
  const verifier = createTokenVerifier({ issuer: discovery.issuer, audience: options.audience, discovery });
  const userinfo = createUserinfoClient({
    fetchTimeoutMs: discovery.fetchTimeoutMs,
    retryAfterMs: discovery.retryAfterMs,
    status: discovery.status,
    signal: discovery.signal,
  });

  async function withUserinfo(user: AuthUser, token: string, claims: VerifiedClaims): Promise<AuthUser> {
    const endpoint = discovery.current()?.userinfoEndpoint;
    if (!endpoint) return withUserinfoUse(user, 'not_offered');
    const answer = await userinfo.lookup(endpoint, token, claims.sub, claims.exp);
    if (answer.kind === 'refused') return withUserinfoUse(user, 'refused');
    return mergeUserinfo(user, answer.claims, names);
  }

  return {
    async authenticate(token) {
      const claims = await verifier.verify(token);
      const fromToken = userFromToken(claims, names);
      // Without the role's claims the role cannot be decided, so an unreachable userinfo is a 503 here.
      const user = lacksRole(fromToken) ? await withUserinfo(fromToken, token, claims) : fromToken;
      return { user, claims };
    },
    async completeProfile(user, token, claims) {
      if (user.claims.userinfo !== 'not_needed' || !lacksProfile(user)) return user;
      try {
        return await withUserinfo(user, token, claims);
      } catch (err) {
        if (err instanceof IssuerUnavailableError) return withUserinfoUse(user, 'unreachable');
        throw err;
      }
    },
  };
}
