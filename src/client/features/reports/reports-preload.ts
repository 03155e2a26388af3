import type { QueryClient } from '@tanstack/react-query';
import { REPORTS_PANELS } from './reports-panels';
import type { ReportsTabSlug } from './reports-tabs';
import { prefetchTradeLog } from './trades/prefetch-trade-log';

/**
 * Once the reader is let in: the Reports area's code, the tab's code and, for the Trade Log, its list
 * are all asked for at once, not one after another as each renders (decision 033, first rows).
 * Resolves when both chunks are in (or one failed: the lazy component then shows the failure).
 */
export function preloadReportsTab(
  loadArea: () => Promise<void>,
  tab: ReportsTabSlug,
  client: QueryClient,
  search: string,
): Promise<void> {
  if (tab === 'trades') prefetchTradeLog(client, search);
  return Promise.all([loadArea(), REPORTS_PANELS[tab].preload()]).then(
    () => undefined,
    () => undefined,
  );
}
