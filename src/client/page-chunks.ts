import type { ComponentType } from 'react';

/**
 * The public data pages, each in a chunk of its own. The route table renders them (routes.tsx), and
 * main.tsx starts fetching the page in the address together with the app, not after it.
 */
export const PAGE_CHUNKS = {
  '/about/holdings': () => import('./features/public/holdings/holdings-page').then((m) => m.HoldingsPage),
  '/about/performance': () =>
    import('./features/public/performance/performance-page').then((m) => m.PerformancePage),
  '/mission': () => import('./features/public/mission/mission-page').then((m) => m.MissionPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export function isChunkedPage(pathname: string): pathname is keyof typeof PAGE_CHUNKS {
  return Object.hasOwn(PAGE_CHUNKS, pathname);
}
