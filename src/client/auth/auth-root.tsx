import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuthProvider } from 'react-oidc-context';
import type { User } from 'oidc-client-ts';
import { useAppConfig } from '../config/config-context';
import { AuthReadyGate } from './auth-ready-gate';
import { CALLBACK_PATH } from './callback-path';
import { returnToFromState } from './return-to';
import { getUserManager } from './user-manager';

/** Sign-in for the whole app, configured from /api/config. Must sit inside the router. */
export function AuthRoot({ children }: { children: ReactNode }) {
  const { oidc } = useAppConfig();
  const navigate = useNavigate();
  const userManager = getUserManager(oidc);
  // Only the callback route may consume ?code=&state=; elsewhere they could belong to anything.
  const [skipSigninCallback] = useState(() => window.location.pathname !== CALLBACK_PATH);

  const onSigninCallback = useCallback(
    (user: User | undefined) => {
      // Replacing the entry also drops ?code=&state= from history, so Back cannot replay them.
      void navigate(returnToFromState(user?.state), { replace: true });
    },
    [navigate],
  );

  return (
    <AuthProvider
      userManager={userManager}
      onSigninCallback={onSigninCallback}
      skipSigninCallback={skipSigninCallback}
    >
      <AuthReadyGate>{children}</AuthReadyGate>
    </AuthProvider>
  );
}
