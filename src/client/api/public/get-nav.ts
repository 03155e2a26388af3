import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NavRow } from '../../../domain/public-data/schemas';
import { apiFetch } from '../http';
import { useVisitorPlaceholder, useViewer, type Viewer } from './viewer';

/** The NAV sheet's row: assets under management (Account), Units and NAV per unit. */
export function getNav(): Promise<NavRow> {
  return apiFetch<NavRow>('/api/public/nav');
}

export function navQueryOptions(viewer: Viewer | null) {
  return queryOptions({
    queryKey: ['public', 'nav', viewer ?? 'visitor'],
    queryFn: getNav,
    enabled: viewer !== null,
  });
}

export function useNav() {
  const viewer = useViewer();
  return useQuery({
    ...navQueryOptions(viewer),
    placeholderData: useVisitorPlaceholder<NavRow>(viewer, 'nav'),
  });
}
