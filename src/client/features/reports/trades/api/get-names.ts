import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sector, Tag } from '../../../../../domain/positions/responses';
import { apiFetch } from '../../../../api/http';
import { TRADE_LOG_KEYS } from './trade-log-keys';

/** Every sector, alphabetical: offered as suggestions in the position forms. */
export function getSectors(): Promise<Sector[]> {
  return apiFetch<Sector[]>('/api/sectors');
}

/** Every tag, alphabetical: suggestions in the forms, and the Analytics view's tag filter. */
export function getTags(): Promise<Tag[]> {
  return apiFetch<Tag[]>('/api/tags');
}

export function sectorsQueryOptions() {
  return queryOptions({ queryKey: TRADE_LOG_KEYS.sectors, queryFn: getSectors, staleTime: 5 * 60_000 });
}

export function tagsQueryOptions() {
  return queryOptions({ queryKey: TRADE_LOG_KEYS.tags, queryFn: getTags, staleTime: 5 * 60_000 });
}

export function useSectors(enabled: boolean) {
  return useQuery({ ...sectorsQueryOptions(), enabled });
}

export function useTags(enabled: boolean) {
  return useQuery({ ...tagsQueryOptions(), enabled });
}
