import { createContext, useContext } from 'react';
import type { AuthContextProps } from 'react-oidc-context';

/** What the app uses of react-oidc-context's state and actions (a type only: no library code). */
export type SignIn = Pick<
  AuthContextProps,
  'isLoading' | 'user' | 'error' | 'signinRedirect' | 'signoutRedirect' | 'signinSilent' | 'removeUser'
>;

const notYet = () => Promise.reject(new Error('Sign-in is still loading'));

/**
 * The stored session not yet read: the server renders with it, and the browser until the sign-in
 * library has loaded (after hydration, docs/decisions/009-...). The header keeps its sign-in place
 * empty and the figures are the visitor's meanwhile.
 */
export const RESTORING: SignIn = {
  isLoading: true,
  user: null,
  error: undefined,
  signinRedirect: notYet,
  signoutRedirect: notYet,
  signinSilent: notYet,
  removeUser: notYet,
};

export const SignInContext = createContext<SignIn>(RESTORING);

export function useSignIn(): SignIn {
  return useContext(SignInContext);
}
