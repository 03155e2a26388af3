import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SampleDataState } from '../../../../domain/sample-data/schemas';
import { apiFetch } from '../../../api/http';

const SAMPLE_DATA_KEY = ['reports', 'sample-data'] as const;

/** Whether the books hold the sample fund (the banner over every Reports tab). */
export function useSampleData() {
  return useQuery({
    queryKey: SAMPLE_DATA_KEY,
    queryFn: () => apiFetch<SampleDataState>('/api/sample-data'),
    staleTime: 60_000,
  });
}

/** 'Remove sample data': every tab's figures change, so every Reports query is read again. */
export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ removed: SampleDataState['counts'] }>('/api/sample-data', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries(),
    // A refusal names what blocks it: read the blockers again so the banner lists them.
    onError: () => queryClient.invalidateQueries({ queryKey: SAMPLE_DATA_KEY }),
  });
}
