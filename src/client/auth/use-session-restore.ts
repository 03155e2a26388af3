import { useEffect, useRef } from 'react';
import { useSignIn } from './sign-in-context';
import { canRestore } from './session-state';

/**
 * Renews a stored session whose access token expired while the site was closed. oidc-client-ts only
 * renews tokens that are about to expire, so without this a returning visitor would look signed out
 * although their refresh token is still good. If renewal fails, the stale session is dropped so
 * Login starts clean.
 */
export function useSessionRestore(): void {
  const auth = useSignIn();
  const inFlight = useRef(false);
  const restorable = !auth.isLoading && canRestore(auth.user);
  const { signinSilent, removeUser } = auth;

  useEffect(() => {
    if (!restorable || inFlight.current) return;
    inFlight.current = true;
    void signinSilent()
      .then(async (renewed) => {
        if (!renewed) await removeUser();
      })
      .finally(() => {
        inFlight.current = false;
      });
  }, [restorable, signinSilent, removeUser]);
}
