import type { QueryClient } from '@tanstack/react-query';
import { quarterKey, type Quarter } from '../../../../domain/quarters';
import { positionsQueryOptions } from './api/get-positions';
import { quartersQueryOptions } from './api/get-quarters';
import { QUARTER_PARAM, viewedQuarter } from './viewed-quarter';

type Options = ReturnType<typeof positionsQueryOptions> | ReturnType<typeof quartersQueryOptions>;

/**
 * A failed early attempt is forgotten unless the panel is already watching it: the panel's own first
 * attempt then decides between the list and mock mode (or the sample quarters), as it did before the
 * early fetch, and mock mode never shows while a second attempt runs.
 */
async function prefetchOrForget(client: QueryClient, options: Options): Promise<void> {
  await client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query?.state.status === 'error' && query.getObserversCount() === 0) {
    client.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}

/**
 * Asks for the quarter list and the viewed quarter's positions as soon as the reader is let in, beside
 * the Reports area's and the Trade Log's code rather than after both have loaded and rendered (decision
 * 033, first rows). `search` is the address's query string.
 */
export function prefetchTradeLog(client: QueryClient, search: string): void {
  const positions = (quarter: Quarter) =>
    prefetchOrForget(client, positionsQueryOptions(quarterKey(quarter)));
  const requested = viewedQuarter(new URLSearchParams(search).get(QUARTER_PARAM), null);
  if (requested !== null) void positions(requested);
  void prefetchOrForget(client, quartersQueryOptions()).then(() => {
    const current = client.getQueryData(quartersQueryOptions().queryKey)?.current ?? null;
    const quarter = requested ?? viewedQuarter(null, current);
    if (requested === null && quarter !== null) void positions(quarter);
  });
}
