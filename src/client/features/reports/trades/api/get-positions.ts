import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { apiFetch } from '../../../../api/http';
import { TRADE_LOG_KEYS } from './trade-log-keys';

/** A quarter's unified position list ('Q3_2025' or 'Q3 2025'), transactions and sectors included. */
export function getPositions(quarterKey: string): Promise<PositionItem[]> {
  return apiFetch<PositionItem[]>(`/api/positions?quarter=${encodeURIComponent(quarterKey)}`);
}

export function positionsQueryOptions(quarterKey: string | null) {
  return queryOptions({
    queryKey: TRADE_LOG_KEYS.positionsOf(quarterKey ?? ''),
    queryFn: () => getPositions(quarterKey ?? ''),
    enabled: quarterKey !== null,
    // The sample positions stand in as soon as the first attempt fails (docs/requirements.md#tl-mock).
    retry: 1,
  });
}

export function usePositions(quarterKey: string | null) {
  return useQuery(positionsQueryOptions(quarterKey));
}
