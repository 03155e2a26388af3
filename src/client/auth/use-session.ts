import { useSignIn } from './sign-in-context';
import { buildReturnTo } from './return-to';
import { deriveSessionState, type SessionState, type StoredUser } from './session-state';

export interface Session extends SessionState {
  /** Goes to the identity provider and comes back to the current page. */
  login: () => Promise<void>;
  /** Ends the session here and at the identity provider, then comes back to the home page. */
  logout: () => Promise<void>;
}

export function useSession(): Session {
  const auth = useSignIn();
  const { signinRedirect, signoutRedirect, removeUser } = auth;
  const state = deriveSessionState({
    isLoading: auth.isLoading,
    user: auth.user as StoredUser | null | undefined,
  });

  const login = async () => {
    const { pathname, search } = window.location;
    await signinRedirect({ state: { returnTo: buildReturnTo(pathname, search) } });
  };

  const logout = async () => {
    await signoutRedirect({ post_logout_redirect_uri: `${window.location.origin}/` });
    // signoutRedirect already drops the stored user before leaving; this also covers a provider
    // without a logout endpoint, where it fails and we would otherwise stay signed in here.
    await removeUser();
  };

  return { ...state, login, logout };
}
