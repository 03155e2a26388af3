import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '../domain/public-data/public-pages';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { parseAppConfig } from './config/app-config';
import { preloadPage } from './routes';
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

/** The pages whose hydration reads the fund's clock (the performance view's periods). */
const READS_FUND_CLOCK = new Set(['/about/performance']);

async function warmFundClock(state: SsrState): Promise<void> {
  if (!READS_FUND_CLOCK.has(window.location.pathname)) return;
  try {
    // Already fetched with the page's chunk: no bytes for the pages that do not read it.
    const { fundClockOf } = await import('./config/fund-clock');
    fundClockOf(parseAppConfig(state.config)).today();
  } catch {
    // Hydration reads the clock again and meets the same fault there.
  }
}

/** Seeds the query cache from the server's render and hydrates it, or renders the app afresh. */
export function start(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  const queryClient = createQueryClient();
  const state = readServerState();
  if (state) {
    seedQueries(queryClient, state);
    // main.tsx fetched the page's chunk beside this one; hydrating once it is in renders the page in
    // one pass.
    void preloadPage(window.location.pathname)
      .catch(() => undefined)
      // A task of its own for the fund's first read of its clock: a browser's first time-zone format
      // loads the zone's data in one piece (60-70 ms on a phone), which would otherwise fall in a
      // slice of hydration that cannot yield (decision 034).
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => warmFundClock(state))
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
