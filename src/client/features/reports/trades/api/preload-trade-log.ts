import type { QueryClient } from '@tanstack/react-query';
import { parseQuarter, quarterKey } from '../../../../../domain/quarters';
import { positionsQueryOptions } from './get-positions';
import { quartersQueryOptions } from './get-quarters';

/**
 * Opening the Trade Log from its address: its code and the quarter's positions are asked for as soon
 * as the reader is let in, beside the Reports area's code, instead of after it (each chunk waited on
 * the last, and the list on both: 840 ms of 1.1 s before the first rows at 4x, decision 033). The
 * quarter is the address's, else the current one, as useTradeLog chooses it; the queries are the
 * same, so the screen finds them in flight or answered.
 */
export function preloadTradeLog(client: QueryClient, search: string): void {
  void import('../trades-panel').catch(() => undefined);
  const requested = parseQuarter(new URLSearchParams(search).get('quarter') ?? '');
  const positionsOf = (quarter: ReturnType<typeof parseQuarter>) =>
    quarter ? client.prefetchQuery(positionsQueryOptions(quarterKey(quarter))) : undefined;
  if (requested) {
    void positionsOf(requested);
    return;
  }
  void client
    .fetchQuery(quartersQueryOptions())
    .then((quarters) => positionsOf(parseQuarter(quarters.current)))
    .catch(() => undefined);
}
