import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { configQueryOptions } from '../config/get-config';
import { useSession } from './use-session';

/**
 * The server masks figures for anyone without the allowed claim, so data fetched under one session
 * must not be shown under another. When the session settles into a different state, everything but
 * the site settings is reset and fetched again with the new token.
 */
export function useResetQueriesOnSessionChange(): void {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const key = status === 'loading' ? null : `${status}:${String(user?.allowed ?? false)}`;
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    if (previous.current !== null && previous.current !== key) {
      const configKey = configQueryOptions.queryKey[0];
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== configKey });
    }
    previous.current = key;
  }, [key, queryClient]);
}
