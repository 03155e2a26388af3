import { useEffect } from 'react';
import { markPageHydrated } from './page-hydrated-event';

/**
 * Sits beside the page inside its Suspense boundary, which React hydrates after the rest of the tree:
 * its effect runs in the commit that makes the page's own controls live.
 */
export function PageHydratedSignal(): null {
  useEffect(() => {
    markPageHydrated();
  }, []);
  return null;
}
