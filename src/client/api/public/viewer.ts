import type { SessionState } from '../../auth/session-state';
import { useSession } from '../../auth/use-session';

/**
 * Who the server masks figures for. Public data is cached per viewer, so figures fetched for one
 * never show for another, even for the moment before a session change resets the cache.
 */
export type Viewer = 'visitor' | 'member' | 'allowed';

/** Null while a stored session is still being restored: fetching then would get the wrong masking. */
export function viewerOf(session: Pick<SessionState, 'status' | 'user'>): Viewer | null {
  switch (session.status) {
    case 'loading':
      return null;
    case 'signedOut':
      return 'visitor';
    case 'signedIn':
      return session.user?.allowed ? 'allowed' : 'member';
  }
}

export function useViewer(): Viewer | null {
  return viewerOf(useSession());
}
