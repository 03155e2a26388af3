import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A lazily loaded part the server does not render (a chart): its placeholder is in the HTML and stays
 * until the page is hydrated and the part's chunk has loaded, so the chart library is not on the
 * path to the first paint.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
