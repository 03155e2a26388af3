import { useQuery } from '@tanstack/react-query';
import { deriveAccess, type AccessState } from './access';
import { meQueryOptions } from './me';
import { useSession, type Session } from './use-session';

export interface Access extends AccessState {
  login: Session['login'];
  logout: Session['logout'];
  /** The /api/me query's error, for the one place that acts on it. */
  meError: unknown;
}

/** The session and the server's decision about it (GET /api/me), with login and logout. */
export function useAccess(): Access {
  const session = useSession();
  const sub = session.status === 'signedIn' && session.user ? session.user.sub : null;
  const me = useQuery(meQueryOptions(sub));
  const state = deriveAccess(session, { data: me.data, error: me.error });
  return { ...state, login: session.login, logout: session.logout, meError: me.error };
}
