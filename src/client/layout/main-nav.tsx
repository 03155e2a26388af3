import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/use-session';
import { MyAccountLink } from './my-account-link';
import { ActiveLink } from '../components/active-link';
import { isWithin } from './active-path';
import { useDismiss } from './use-dismiss';

const LIST_ID = 'main-nav-list';

/** The site's main links; on narrow screens they fold behind a Menu button. */
export function MainNav() {
  const { pathname } = useLocation();
  const { status } = useSession();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the path it was opened on, so it closes by itself when the path changes.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const close = useCallback(() => setOpenOn(null), []);
  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpenOn(null);
    // After Escape, focus goes back to the button that opened the menu, not to the top of the page.
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(navRef, open, dismiss);

  // Tabbing past the last link closes the menu rather than leaving it open over the page.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <nav className="main-nav" aria-label="Main" ref={navRef} onBlur={onBlur}>
      <button
        type="button"
        className="main-nav__toggle"
        aria-expanded={open}
        aria-controls={LIST_ID}
        ref={toggleRef}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="main-nav__toggle-icon" aria-hidden="true" />
        <span className="main-nav__toggle-label">Menu</span>
      </button>
      <ul id={LIST_ID} className="main-nav__list" data-open={open}>
        <li>
          <ActiveLink to="/about/holdings" active={isWithin(pathname, '/about')} onClick={close}>
            About
          </ActiveLink>
        </li>
        <li>
          <ActiveLink to="/mission" active={isWithin(pathname, '/mission')} onClick={close}>
            Mission
          </ActiveLink>
        </li>
        <li>
          <ActiveLink to="/agreement" active={isWithin(pathname, '/agreement')} onClick={close}>
            Operating Agreement
          </ActiveLink>
        </li>
        {status === 'signedIn' ? (
          <li>
            <ActiveLink
              to="/reports/investor-dashboard"
              active={isWithin(pathname, '/reports')}
              onClick={close}
            >
              Reports
            </ActiveLink>
          </li>
        ) : null}
        <MyAccountLink pathname={pathname} onClick={close} />
      </ul>
    </nav>
  );
}
