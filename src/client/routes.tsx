import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CALLBACK_PATH } from './auth/callback-path';
import { CallbackPage } from './auth/callback-page';
import { SectionBoundary } from './components/section-boundary';
import { AgreementPage } from './features/public/agreement/agreement-page';
import { LandingPage } from './features/public/landing/landing-page';
import { ReportsEntry } from './features/reports/reports-entry';
import { AppLayout } from './layout/app-layout';
import { PAGE_CHUNKS } from './page-chunks';
import { lazyPage, type LazyPage } from './ssr/lazy-page';

// The landing and agreement pages are small and load with the app; the data pages carry charts
// and tables, so each loads when first visited (or, in its own address, beside the app).
const holdingsPage = lazyPage(PAGE_CHUNKS['/about/holdings']);
const performancePage = lazyPage(PAGE_CHUNKS['/about/performance']);
const missionPage = lazyPage(PAGE_CHUNKS['/mission']);
const HoldingsPage = holdingsPage.Page;
const PerformancePage = performancePage.Page;
const MissionPage = missionPage.Page;
const PAGES: Readonly<Record<string, LazyPage>> = {
  '/about/holdings': holdingsPage,
  '/about/performance': performancePage,
  '/mission': missionPage,
};

/** Loads a server-rendered page's chunk before hydration, so the page hydrates in one pass. */
export async function preloadPage(pathname: string): Promise<void> {
  await PAGES[pathname]?.preload();
}

const AccountPage = lazy(() =>
  import('./features/account/account-page').then((m) => ({ default: m.AccountPage })),
);

const section = (page: ReactNode) => <SectionBoundary>{page}</SectionBoundary>;

/** The route table of docs/requirements.md#pub-routes, #rep-routes. Redirects replace the history entry. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={section(<LandingPage />)} />
        <Route path="about" element={<Navigate to="/about/holdings" replace />} />
        <Route path="about/holdings" element={section(<HoldingsPage />)} />
        <Route path="about/performance" element={section(<PerformancePage />)} />
        <Route path="mission" element={section(<MissionPage />)} />
        <Route path="agreement" element={section(<AgreementPage />)} />
        <Route path="account" element={section(<AccountPage />)} />
        {/* /reports, /reports/ and the tabs are told apart in ReportsEntry (the router ignores trailing slashes). */}
        <Route path="reports/*" element={<ReportsEntry />} />
        <Route path={CALLBACK_PATH} element={<CallbackPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
