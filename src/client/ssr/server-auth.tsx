import type { ReactNode } from 'react';
import { RESTORING, SignInContext } from '../auth/sign-in-context';

/**
 * The server does not see the browser's session: it renders as the browser's first render does,
 * with the stored session not yet read, so the header keeps its sign-in place empty and the figures
 * are the visitor's.
 */
export function ServerAuth({ children }: { children: ReactNode }) {
  return <SignInContext value={RESTORING}>{children}</SignInContext>;
}
