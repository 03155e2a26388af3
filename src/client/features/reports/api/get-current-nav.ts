import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentNavResponse } from '../../../../domain/public-data/schemas';
import { apiFetch } from '../../../api/http';

/** The current NAV per unit from the current-NAV sheet. */
export function getCurrentNav(): Promise<CurrentNavResponse> {
  return apiFetch<CurrentNavResponse>('/api/nav/current');
}

export function currentNavQueryOptions() {
  return queryOptions({
    queryKey: ['reports', 'nav', 'current'],
    queryFn: getCurrentNav,
    // The server already falls back to its last good copy; a 503 means there is none, so the
    // page's own fallback should show at once rather than after retries.
    retry: false,
  });
}

export function useCurrentNav() {
  return useQuery(currentNavQueryOptions());
}
