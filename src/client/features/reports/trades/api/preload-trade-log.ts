import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { parseQuarter, quarterKey, type Quarter } from '../../../../../domain/quarters';
import { positionsQueryOptions } from './get-positions';
import { quartersQueryOptions } from './get-quarters';

/**
 * A preload never decides what the screen shows: when it failed before the screen asked (no one
 * watches the query yet), its error is dropped, and the screen tries for itself. Otherwise the
 * screen would show the failure's fallback (mock mode, the sample quarters), then drop it while it
 * tried again, then show it again.
 */
async function preload<T>(client: QueryClient, options: { queryKey: QueryKey }, fetch: () => Promise<T>) {
  try {
    return await fetch();
  } catch {
    const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query && query.getObserversCount() === 0 && query.state.status === 'error') {
      client.removeQueries({ queryKey: options.queryKey, exact: true });
    }
    return undefined;
  }
}

/**
 * Opening the Trade Log from its address: its code and the quarter's positions are asked for as soon
 * as the reader is let in, beside the Reports area's code, instead of after it (each chunk waited on
 * the last, and the list on both: 840 ms of 1.1 s before the first rows at 4x, decision 033). The
 * quarter is the address's, else the current one, as useTradeLog chooses it; the queries are the
 * same, so the screen finds them in flight or answered.
 */
export async function preloadTradeLog(client: QueryClient, search: string): Promise<void> {
  void import('../trades-panel').catch(() => undefined);
  const positionsOf = async (quarter: Quarter | null) => {
    if (quarter === null) return;
    const options = positionsQueryOptions(quarterKey(quarter));
    await preload(client, options, () => client.fetchQuery(options));
  };
  const requested = parseQuarter(new URLSearchParams(search).get('quarter') ?? '');
  if (requested) return positionsOf(requested);
  const options = quartersQueryOptions();
  const quarters = await preload(client, options, () => client.fetchQuery(options));
  if (quarters) await positionsOf(parseQuarter(quarters.current));
}
