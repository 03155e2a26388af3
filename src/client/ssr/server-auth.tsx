import type { ReactNode } from 'react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';

const notInTheBrowser = () => Promise.reject(new Error('Sign-in runs in the browser'));

/**
 * The server does not see the browser's session: it renders as the browser's first render does,
 * with the stored session not yet read, so the header keeps its sign-in place empty and the figures
 * are the visitor's.
 */
const RESTORING = {
  isLoading: true,
  isAuthenticated: false,
  user: null,
  activeNavigator: undefined,
  error: undefined,
  settings: {},
  events: {},
  clearStaleState: notInTheBrowser,
  removeUser: notInTheBrowser,
  signinPopup: notInTheBrowser,
  signinSilent: notInTheBrowser,
  signinRedirect: notInTheBrowser,
  signinResourceOwnerCredentials: notInTheBrowser,
  signoutRedirect: notInTheBrowser,
  signoutPopup: notInTheBrowser,
  signoutSilent: notInTheBrowser,
  querySessionStatus: notInTheBrowser,
  revokeTokens: notInTheBrowser,
  startSilentRenew: () => undefined,
  stopSilentRenew: () => undefined,
} as unknown as AuthContextProps;

export function ServerAuth({ children }: { children: ReactNode }) {
  return <AuthContext value={RESTORING}>{children}</AuthContext>;
}
