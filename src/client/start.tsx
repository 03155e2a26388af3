import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '../domain/public-data/public-pages';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { preloadPage } from './routes';
import { nextTask } from './ssr/next-task';
import { seedQueries } from './ssr/seed-queries';

/** What the server rendered this page with, when it did (docs/decisions/009-...). */
function readServerState(): SsrState | null {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/** Seeds the query cache from the server's render and hydrates it, or renders the app afresh. */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  const queryClient = createQueryClient();
  const state = readServerState();
  if (state) {
    // Reading the embedded state, seeding the cache (the performance series unpacked) and hydrating
    // are each a task of their own: together with the app's evaluation they made one task of 150 ms
    // on a phone (decision 034).
    void nextTask()
      .then(() => seedQueries(queryClient, state))
      // main.tsx fetched the page's chunk beside this one; hydrating once it is in renders the page
      // in one pass.
      .then(() => preloadPage(window.location.pathname).catch(() => undefined))
      // The page's clock reads the fund's day from the zone's offsets the server embedded, not from a
      // time-zoned Intl format, whose first use loads the zone data in one long task (decision 034).
      .then(nextTask)
      .then(() =>
        // As a transition, hydration yields to the browser every few milliseconds instead of holding
        // the main thread for the whole page (the page is already painted and readable meanwhile).
        startTransition(() => {
          hydrateRoot(
            container,
            <StrictMode>
              <App queryClient={queryClient} serverRendered />
            </StrictMode>,
          );
        }),
      );
  } else {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} serverRendered={false} />
      </StrictMode>,
    );
  }
}
