import { Suspense, useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loader } from '../components/loader';
import { PageHydratedSignal } from '../ssr/page-hydrated-signal';
import { isWithin } from './active-path';
import { AboutTabs } from './about-tabs';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main';

// Moves focus without putting #main into the address bar (which the router would treat as navigation).
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Header, main content and footer around every page. */
export function AppLayout() {
  const { pathname } = useLocation();

  // A new page starts at its top, as it would on a site without client-side routing.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {isWithin(pathname, '/about') ? <AboutTabs /> : null}
        <Suspense fallback={<Loader label="Loading page" />}>
          <Outlet />
          <PageHydratedSignal />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
