import { useEffect } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useSignIn } from './sign-in-context';
import { isRefusedSession } from './access';
import { ME_QUERY } from './me';
import { useAccess } from './use-access';

/**
 * When the server refuses the session's token outright (401 from /api/me: a token from another
 * issuer, a key the provider withdrew), the session is of no use; it is dropped so the page shows
 * Login instead of waiting forever. The refusal goes too, so signing in again starts clean.
 */
export function useDropRefusedSession(): void {
  const { meError } = useAccess();
  const { removeUser } = useSignIn();
  const queryClient = useQueryClient();
  const checking = useIsFetching({ queryKey: [ME_QUERY] }) > 0;
  const refused = isRefusedSession(meError) && !checking;

  useEffect(() => {
    if (!refused) return;
    queryClient.removeQueries({ queryKey: [ME_QUERY] });
    void removeUser();
  }, [refused, removeUser, queryClient]);
}
