import type { MeResponse, Role } from '../../domain/identity/me';
import { ApiError } from '../api/http';
import type { SessionState } from './session-state';

export interface AccessUser {
  sub: string;
  /** From /api/me; the ID token's name only while that has none. */
  name?: string;
  email?: string;
  /** The server's decision; null when it could not be asked (see `problem`). */
  role: Role | null;
  /** The investor the server linked this sign-in to; set only when there is one. */
  investor?: { id: number; name: string };
}

export interface AccessState {
  status: 'loading' | 'signedOut' | 'signedIn';
  user: AccessUser | null;
  /** Why the role is unknown: the server's own text (the identity provider is down, say). */
  problem?: string;
}

/** The /api/me query's state, as TanStack Query reports it. */
export interface MeQueryState {
  data?: MeResponse;
  error?: unknown;
}

const LOADING: AccessState = { status: 'loading', user: null };

/** A 401 from /api/me: the server refuses this session's token, which is then dropped. */
export const isRefusedSession = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * What the signed-in user may do, decided by the server (`GET /api/me`), so the Reports gate and the
 * header can never disagree with the API. The session is "loading" until the server has answered.
 */
export function deriveAccess(session: Pick<SessionState, 'status' | 'user'>, me: MeQueryState): AccessState {
  if (session.status === 'loading') return LOADING;
  if (session.status === 'signedOut' || !session.user) return { status: 'signedOut', user: null };
  const { sub, name, email } = session.user;
  if (me.data && me.data.sub === sub) {
    const user: AccessUser = {
      sub,
      name: me.data.name ?? name,
      email: me.data.email ?? email,
      role: me.data.role,
    };
    if (me.data.investor) user.investor = me.data.investor;
    return { status: 'signedIn', user };
  }
  if (me.error === undefined || me.error === null || isRefusedSession(me.error)) return LOADING;
  const problem = me.error instanceof Error ? me.error.message : String(me.error);
  return { status: 'signedIn', user: { sub, name, email, role: null }, problem };
}
