import { startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { User } from 'oidc-client-ts';
import { setAccessTokenGetter } from '../api/http';
import { useAppConfig } from '../config/config-context';
import { whenPageHydrated } from '../ssr/page-hydrated-event';
import { useServerRendered } from '../ssr/server-rendered';
import { AuthReadyGate } from './auth-ready-gate';
import { CALLBACK_PATH } from './callback-path';
import type { OidcBridgeProps } from './oidc-bridge';
import { returnToFromState } from './return-to';
import { RESTORING, SignInContext, type SignIn } from './sign-in-context';
import { readStoredAccessToken, userStorageKey } from './stored-access-token';

type Bridge = ComponentType<OidcBridgeProps>;

let tokenKey: string | null = null;

/** API calls read the token from the library's storage at request time, even before it has loaded. */
function readTokensFrom(key: string): void {
  if (tokenKey === key) return;
  tokenKey = key;
  const storage = window.localStorage;
  setAccessTokenGetter(() => readStoredAccessToken(storage, key));
}

/**
 * Sign-in for the whole app, configured from /api/config. Must sit inside the router.
 * The sign-in library (oidc-client-ts, the largest part of the first load) is not on the path to
 * first paint: it loads once the page is up and sits beside the app, handing its state to the
 * context the app reads (docs/decisions/009-...).
 */
export function AuthRoot({ children }: { children: ReactNode }) {
  const { oidc } = useAppConfig();
  const navigate = useNavigate();
  const [signIn, setSignIn] = useState<SignIn>(RESTORING);
  const [bridge, setBridge] = useState<{ Component: Bridge } | 'failed' | null>(null);
  // Only the callback route may consume ?code=&state=; elsewhere they could belong to anything.
  const [skipSigninCallback] = useState(() => window.location.pathname !== CALLBACK_PATH);
  // During render, as before any query of the tree below can fetch.
  readTokensFrom(userStorageKey(oidc));

  const serverRendered = useServerRendered();
  useEffect(() => {
    let current = true;
    const begin = () => {
      // A new visitor (no stored session, not returning from the provider) is signed out: the
      // library loads only when Login is pressed, so the public pages never fetch it (decision 028).
      if (!needsLibraryNow(userStorageKey(oidc))) {
        // A transition: the header and the page's figures render again in slices that yield.
        startTransition(() => {
          if (current) setSignIn(signedOut(oidc));
        });
        return;
      }
      import('./oidc-bridge').then(
        (module) => current && setBridge({ Component: module.OidcBridge }),
        () => current && setBridge('failed'),
      );
    };
    // A server-rendered page keeps the server's RESTORING state until its own part is hydrated: a
    // change of sign-in state reaching the page before then would make React hydrate it all in one
    // blocking task (decision 034).
    const cancel = serverRendered ? whenPageHydrated(begin) : (begin(), undefined);
    return () => {
      current = false;
      cancel?.();
    };
  }, [oidc, serverRendered]);

  const onSigninCallback = useCallback(
    (user: User | undefined) => {
      // Replacing the entry also drops ?code=&state= from history, so Back cannot replay them.
      void navigate(returnToFromState(user?.state), { replace: true });
    },
    [navigate],
  );

  return (
    <SignInContext value={bridge === 'failed' ? UNAVAILABLE : signIn}>
      <AuthReadyGate>{children}</AuthReadyGate>
      {bridge && bridge !== 'failed' && (
        <bridge.Component
          oidc={oidc}
          skipSigninCallback={skipSigninCallback}
          onSigninCallback={onSigninCallback}
          onChange={setSignIn}
        />
      )}
    </SignInContext>
  );
}

/**
 * The library's chunk could not be fetched (offline, or a new deployment replaced it): the visitor
 * is shown signed out, and Login loads the page afresh, which fetches the current chunks.
 */
const UNAVAILABLE: SignIn = {
  ...RESTORING,
  isLoading: false,
  signinRedirect: () => {
    window.location.reload();
    return Promise.resolve();
  },
};

/** A stored session to restore or renew, or the provider's answer to read: the library is needed now. */
function needsLibraryNow(key: string): boolean {
  if (window.location.pathname === CALLBACK_PATH) return true;
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return true;
  }
}

/** Signed out without the library: each action loads it first (the redirect leaves the page anyway). */
function signedOut(oidc: Parameters<typeof userStorageKey>[0]): SignIn {
  const manager = () => import('./user-manager').then((module) => module.getUserManager(oidc));
  return {
    ...RESTORING,
    isLoading: false,
    signinRedirect: (args) => manager().then((m) => m.signinRedirect(args)),
    signoutRedirect: (args) => manager().then((m) => m.signoutRedirect(args)),
    signinSilent: (args) => manager().then((m) => m.signinSilent(args)),
    removeUser: () => manager().then((m) => m.removeUser()),
  };
}
