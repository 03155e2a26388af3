import { useEffect, useState, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Loader } from '../../../components/loader';
import { useAppConfig } from '../../../config/config-context';
import { navQueryOptions } from '../../../api/public/get-nav';
import { performanceQueryOptions } from '../../../api/public/get-performance';
import { portfolioQueryOptions } from '../../../api/public/get-portfolio';
import { useViewer } from '../../../api/public/viewer';
import { whenPageHydrated } from '../../../ssr/page-hydrated-event';
import { useServerRendered } from '../../../ssr/server-rendered';

/** A server that never answers must not keep the site behind the start screen. */
const MAX_WAIT_MS = 10_000;

/** Runs `task` when the browser is idle (at the latest after a second); returns what cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * On a server-rendered page the figures it shows are already in the cache; the others are fetched
 * for the next page only once this one is hydrated and the browser is idle, so their answers are
 * not read while the page is still becoming interactive (decision 034).
 */
function usePrefetchAllowed(serverRendered: boolean): boolean {
  const [allowed, setAllowed] = useState(!serverRendered);
  useEffect(() => {
    if (allowed) return undefined;
    let cancelIdle: (() => void) | undefined;
    const cancel = whenPageHydrated(() => {
      cancelIdle = whenIdle(() => setAllowed(true));
    });
    return () => {
      cancel();
      cancelIdle?.();
    };
  }, [allowed]);
  return allowed;
}

/**
 * docs/requirements.md#pub-loader: portfolio, NAV and performance load before the pages render, behind the
 * start screen. A failed load still lets the site in (the pages show their failure texts), and once
 * the pages are shown they stay: later refetches (a session change, say) never bring the screen back.
 * A server-rendered page is already shown with the figures it needs, so it is let through at once.
 */
export function PublicDataGate({ children }: { children: ReactNode }) {
  const { fundName } = useAppConfig();
  const viewer = useViewer();
  const serverRendered = useServerRendered();
  const prefetch = usePrefetchAllowed(serverRendered);
  const results = useQueries({
    queries: [portfolioQueryOptions(viewer), navQueryOptions(viewer), performanceQueryOptions(viewer)].map(
      (options) => ({ ...options, enabled: options.enabled && prefetch }),
    ),
  });
  const settled = viewer !== null && results.every((result) => !result.isPending);

  const [started, setStarted] = useState(serverRendered);
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaitedTooLong(true), MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // Latched during render, like AuthReadyGate, so the pages mount in the same pass.
  if (!started && (settled || waitedTooLong)) setStarted(true);

  if (!started) return <Loader fullScreen tagline={fundName} label="Loading" />;
  return children;
}
