import { lazy, Suspense } from 'react';
import { useSession } from '../auth/use-session';

// The menu library is about a sixth of the start-up script and only signed-in users need it.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** Login when signed out, the account menu when signed in, nothing while that is still being worked out. */
export function SessionControls() {
  const session = useSession();

  if (session.status === 'signedIn' && session.user) {
    return (
      <div className="session-controls">
        <Suspense fallback={<span className="session-controls--pending" />}>
          <AccountMenu user={session.user} onLogout={() => void session.logout()} />
        </Suspense>
      </div>
    );
  }
  if (session.status === 'signedOut') {
    return (
      <div className="session-controls">
        <button type="button" className="button button--primary" onClick={() => void session.login()}>
          Login
        </button>
      </div>
    );
  }
  // Keeps the header from jumping when the button appears.
  return <div className="session-controls session-controls--pending" />;
}
