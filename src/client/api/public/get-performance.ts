import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PerformanceResponse } from '../../../domain/public-data/schemas';
import { apiFetch } from '../http';
import { useViewer, type Viewer } from './viewer';

/** The fund against the index; on a sheet failure the lists are empty and `error` says why. */
export function getPerformance(): Promise<PerformanceResponse> {
  return apiFetch<PerformanceResponse>('/api/public/performance');
}

export function performanceQueryOptions(viewer: Viewer | null) {
  return queryOptions({
    queryKey: ['public', 'performance', viewer],
    queryFn: getPerformance,
    enabled: viewer !== null,
  });
}

export function usePerformance() {
  return useQuery(performanceQueryOptions(useViewer()));
}
