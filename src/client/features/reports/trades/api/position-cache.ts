import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { parseQuarter, quarterKey } from '../../../../../domain/quarters';
import { TRADE_LOG_KEYS } from './trade-log-keys';

/** 'Q3 2025' and 'Q3_2025' name one quarter: compared in one form. */
function sameQuarter(a: string, b: string): boolean {
  const left = parseQuarter(a);
  const right = parseQuarter(b);
  return left !== null && right !== null && quarterKey(left) === quarterKey(right);
}

/**
 * A quarter's list after a change the server answered with `changed`: each changed position replaces
 * its old row in place (by id), or is added when it is new to this quarter; a position now filed in
 * another quarter leaves. The rest of the list, and so Quarter Profit computed from it, stays as it
 * was.
 */
export function withChangedPositions(
  list: readonly PositionItem[],
  quarter: string,
  changed: readonly PositionItem[],
): PositionItem[] {
  const byId = new Map(changed.map((position) => [position.id, position]));
  const next: PositionItem[] = [];
  for (const position of list) {
    const after = byId.get(position.id);
    if (after === undefined) next.push(position);
    else if (sameQuarter(after.quarter, quarter)) next.push(after);
    byId.delete(position.id);
  }
  for (const position of byId.values()) {
    if (sameQuarter(position.quarter, quarter)) next.push(position);
  }
  return next;
}

/**
 * Puts the positions a change returned into every quarter list held in the cache, instead of fetching
 * whole quarters again; a quarter not held yet is fetched when it is first viewed.
 */
export function storeChangedPositions(queryClient: QueryClient, changed: readonly PositionItem[]): void {
  for (const [key, list] of queryClient.getQueriesData<PositionItem[]>({
    queryKey: TRADE_LOG_KEYS.positions,
  })) {
    const quarter = key[TRADE_LOG_KEYS.positions.length];
    if (list === undefined || typeof quarter !== 'string') continue;
    queryClient.setQueryData<PositionItem[]>(key, withChangedPositions(list, quarter, changed));
  }
}

/**
 * The cached quarter lists whose stock's adjusted cost a change to these options may have moved
 * (docs/requirements.md#tl-adjusted-cost): those holding a stock position on the ticker a changed
 * theta or option position had, before or after the change. Call before storing the change.
 */
export function stockListsAffectedBy(queryClient: QueryClient, changed: readonly PositionItem[]): QueryKey[] {
  const changedOptions = new Set(changed.filter((p) => p.type !== 'STOCK').map((p) => p.id));
  if (changedOptions.size === 0) return [];
  const lists = queryClient.getQueriesData<PositionItem[]>({ queryKey: TRADE_LOG_KEYS.positions });
  const tickers = new Set(changed.filter((p) => p.type !== 'STOCK').map((p) => p.ticker));
  for (const [, list] of lists)
    for (const position of list ?? []) if (changedOptions.has(position.id)) tickers.add(position.ticker);
  return lists
    .filter(([, list]) => list?.some((p) => p.type === 'STOCK' && tickers.has(p.ticker)))
    .map(([key]) => key);
}
