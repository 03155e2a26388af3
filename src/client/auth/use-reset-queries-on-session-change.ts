import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '../config/get-config';
import { ME_QUERY } from './me';
import { useAccess } from './use-access';

/**
 * The server masks figures and guards the Reports area by the role it reads from the token, so data
 * fetched under one session must not be shown under another. When the session settles into another
 * user or role (as /api/me reports it), everything but the site settings and the per-user /api/me
 * answers is reset and fetched again with the new token.
 */
export function useResetQueriesOnSessionChange(): void {
  const queryClient = useQueryClient();
  const { status, user } = useAccess();
  const key =
    status === 'loading'
      ? null
      : status === 'signedOut'
        ? status
        : `${status}:${user?.sub}:${user?.role ?? '?'}`;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    if (previous.current !== null && previous.current !== key) {
      const kept = new Set<unknown>([configQueryOptions.queryKey[0], ME_QUERY]);
      void queryClient.resetQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
    }
    previous.current = key;
  }, [key, queryClient]);
}
