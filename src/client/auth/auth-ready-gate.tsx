import { useState, type ReactNode } from 'react';
import { useSignIn } from './sign-in-context';
import { Loader } from '../components/loader';
import { useAppConfig } from '../config/config-context';
import { useServerRendered } from '../ssr/server-rendered';
import { useDropRefusedSession } from './use-drop-refused-session';
import { useResetQueriesOnSessionChange } from './use-reset-queries-on-session-change';
import { useSessionRestore } from './use-session-restore';

/**
 * Holds the start screen until the auth library has read the stored session (and, on the callback
 * route, finished the sign-in). After that, later sign-in activity never unmounts the app again.
 * A page the server rendered is let through at once: its content is the visitor's, and replacing it
 * with the start screen would blank what is already painted (docs/decisions/009-...).
 */
export function AuthReadyGate({ children }: { children: ReactNode }) {
  const auth = useSignIn();
  const { fundName } = useAppConfig();
  const [started, setStarted] = useState(useServerRendered());
  // Latched during render (React's "adjust state on change" pattern) so the app mounts in the same pass.
  if (!started && !auth.isLoading) setStarted(true);

  useSessionRestore();
  useResetQueriesOnSessionChange();
  useDropRefusedSession();

  if (!started) return <Loader fullScreen tagline={fundName} label="Loading" />;
  return children;
}
