import type { SessionState } from '../../auth/session-state';
import { useSession } from '../../auth/use-session';

/**
 * Whom the server masks figures for. Public data is cached per viewer, so figures fetched for one
 * never show for another, even for the moment before a session change resets the cache. A signed-in
 * viewer is the user, not their role: the role is the server's to decide (and a change of it resets
 * the cache), and the public pages need not wait for /api/me.
 */
export type Viewer = 'visitor' | `user:${string}`;

/** Null while a stored session is still being restored: fetching then would get the wrong masking. */
export function viewerOf(session: Pick<SessionState, 'status' | 'user'>): Viewer | null {
  switch (session.status) {
    case 'loading':
      return null;
    case 'signedOut':
      return 'visitor';
    case 'signedIn':
      return `user:${session.user?.sub ?? ''}`;
  }
}

export function useViewer(): Viewer | null {
  return viewerOf(useSession());
}
