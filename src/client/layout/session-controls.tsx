import { lazy, Suspense, useState } from 'react';
import { useAccess } from '../auth/use-access';
import { AccountButtonFace } from './account-button-face';

// The menu library is about a sixth of the start-up script and only signed-in users need it; the
// notices bell likewise (its code and the mutation it marks notices read with stay off the public
// pages' budget, decision 028).
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const NoticeBell = lazy(() => import('./notice-bell').then((m) => ({ default: m.NoticeBell })));

/** Login when signed out, the account menu when signed in, nothing while that is still being worked out. */
export function SessionControls() {
  const access = useAccess();
  // Whose menu is open. Kept here, not in the menu, so a press on the button's stand-in while the
  // menu's code is on its way opens the menu once it arrives (docs/requirements.md#pub-early-presses).
  const [openFor, setOpenFor] = useState<string | null>(null);

  if (access.status === 'signedIn' && access.user) {
    const { sub } = access.user;
    const open = openFor === sub;
    const setOpen = (next: boolean) => setOpenFor(next ? sub : null);
    return (
      <div className="session-controls">
        <Suspense fallback={null}>
          <NoticeBell />
        </Suspense>
        <Suspense
          fallback={
            // The button itself, as it will be, until the menu's code arrives: same look and width
            // (the header does not move under a pointer), and a press is kept, not lost.
            <button
              type="button"
              className="account-button"
              aria-haspopup="menu"
              aria-expanded={false}
              onClick={() => setOpen(true)}
            >
              <AccountButtonFace name={access.user.name} />
            </button>
          }
        >
          <AccountMenu
            user={access.user}
            open={open}
            onOpenChange={setOpen}
            onLogout={() => void access.logout()}
          />
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
