import { useQueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../auth/session-state';
import { useSession } from '../../auth/use-session';

/**
 * Whom the server masks figures for. Public data is cached per viewer, so figures fetched for one
 * never show for another, even for the moment before a session change resets the cache. A signed-in
 * viewer is the user, not their role: the role is the server's to decide (and a change of it resets
 * the cache), and the public pages need not wait for /api/me. While the session is still being
 * restored (viewer null) the queries read the visitor's copy without fetching: the masked figures a
 * server-rendered page came with (docs/decisions/009-...), which anyone may see.
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

/**
 * Until a signed-in viewer's own figures arrive, the page keeps showing the visitor's (masked) copy
 * it already has, rather than a loader in place of the server-rendered content.
 */
export function useVisitorPlaceholder<T>(
  viewer: Viewer | null,
  name: string,
): (() => T | undefined) | undefined {
  const queryClient = useQueryClient();
  if (viewer === null || viewer === 'visitor') return undefined;
  return () => queryClient.getQueryData<T>(['public', name, 'visitor']);
}
