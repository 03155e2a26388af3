import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '../domain/public-data/public-pages';
import { createQueryClient } from './api/query-client';
import { App } from './app';
import { preloadPage } from './routes';
import { seedQueries } from './ssr/seed-queries';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

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

const queryClient = createQueryClient();
const state = readServerState();
if (state) {
  seedQueries(queryClient, state);
  // The page's chunk is already on its way (the server names it in a modulepreload link). Not a
  // top-level await: the page chunks import from this one, which must finish evaluating first.
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
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
