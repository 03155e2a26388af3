import { lazy, Suspense } from 'react';
import { useAccess } from '../auth/use-access';
import { AccountButtonFace } from './account-button-face';

// The menu library is about a sixth of the start-up script and only signed-in users need it.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** Login when signed out, the account menu when signed in, nothing while that is still being worked out. */
export function SessionControls() {
  const access = useAccess();

  if (access.status === 'signedIn' && access.user) {
    return (
      <div className="session-controls">
        {/* The button's look while the menu's code loads, so the header does not move under a pointer. */}
        <Suspense
          fallback={
            <span className="account-button" aria-hidden="true">
              <AccountButtonFace name={access.user.name} />
            </span>
          }
        >
          <AccountMenu user={access.user} onLogout={() => void access.logout()} />
        </Suspense>
      </div>
    );
  }
  if (access.status === 'signedOut') {
    return (
      <div className="session-controls">
        <button type="button" className="button button--primary" onClick={() => void access.login()}>
          Login
        </button>
      </div>
    );
  }
  // Keeps the header from jumping when the button appears.
  return <div className="session-controls session-controls--pending" />;
}
