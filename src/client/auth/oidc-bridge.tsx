import { memo, useLayoutEffect } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import type { User } from 'oidc-client-ts';
import type { AppConfig } from '../config/app-config';
import type { SignIn } from './sign-in-context';
import { getUserManager } from './user-manager';

export interface OidcBridgeProps {
  oidc: AppConfig['oidc'];
  skipSigninCallback: boolean;
  onSigninCallback: (user: User | undefined) => void;
  onChange: (signIn: SignIn) => void;
}

function Relay({ onChange }: Pick<OidcBridgeProps, 'onChange'>) {
  const auth = useAuth();
  // Before paint, so the app never draws a frame with the library's state and the app's apart.
  useLayoutEffect(() => onChange(auth), [auth, onChange]);
  return null;
}

/**
 * The sign-in library, loaded in its own chunk once the page is hydrated (auth-root.tsx). It renders
 * nothing: the app's tree sits beside it, not inside it, so its arrival never remounts the page;
 * it hands each new state up instead. react-oidc-context memoises that state, so this is one
 * update per change.
 */
export const OidcBridge = memo(function OidcBridge({
  oidc,
  skipSigninCallback,
  onSigninCallback,
  onChange,
}: OidcBridgeProps) {
  return (
    <AuthProvider
      userManager={getUserManager(oidc)}
      onSigninCallback={onSigninCallback}
      skipSigninCallback={skipSigninCallback}
    >
      <Relay onChange={onChange} />
    </AuthProvider>
  );
});
