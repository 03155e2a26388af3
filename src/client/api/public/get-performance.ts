import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PerformanceResponse } from '../../../domain/public-data/schemas';
import { apiFetch } from '../http';
import { useVisitorPlaceholder, useViewer, type Viewer } from './viewer';

/** The fund against the index; on a sheet failure the lists are empty and `error` says why. */
export function getPerformance(): Promise<PerformanceResponse> {
  return apiFetch<PerformanceResponse>('/api/public/performance');
}

export function performanceQueryOptions(viewer: Viewer | null) {
  return queryOptions({
    queryKey: ['public', 'performance', viewer ?? 'visitor'],
    queryFn: getPerformance,
    enabled: viewer !== null,
  });
}

export function usePerformance() {
  const viewer = useViewer();
  return useQuery({
    ...performanceQueryOptions(viewer),
    placeholderData: useVisitorPlaceholder<PerformanceResponse>(viewer, 'performance'),
  });
}
