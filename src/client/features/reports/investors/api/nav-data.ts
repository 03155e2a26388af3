import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NavData, NavDataBody, NavDataType } from '../../../../../domain/investors/schemas';
import { apiFetch } from '../../../../api/http';
import { INVESTORS_QUERY_KEY } from '../../api/get-investors';

export function navDataQueryKey(investorId: number) {
  return ['reports', 'nav-data', investorId] as const;
}

/** An investor's quarterly snapshots, year-start values and inception NAV. */
export function getNavData(investorId: number): Promise<NavData> {
  return apiFetch<NavData>(`/api/investors/${investorId}/nav-data`);
}

export function navDataQueryOptions(investorId: number) {
  return queryOptions({ queryKey: navDataQueryKey(investorId), queryFn: () => getNavData(investorId) });
}

export function useNavData(investorId: number) {
  return useQuery(navDataQueryOptions(investorId));
}

export interface NavDataSaveRequest {
  investorId: number;
  type: NavDataType;
  body: NavDataBody;
}

/** Sets one NAV value; answers the investor's NAV data as it is now. */
export function saveNavData({ investorId, type, body }: NavDataSaveRequest): Promise<NavData> {
  return apiFetch<NavData>(`/api/investors/${investorId}/nav-data?type=${type}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** After NAV saves: the investor list (snapshots, summaries) and the saved investors' NAV data. */
export function refreshAfterNavSaves(
  queryClient: ReturnType<typeof useQueryClient>,
  investorIds: Iterable<number>,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: INVESTORS_QUERY_KEY }),
    ...[...new Set(investorIds)].map((id) =>
      queryClient.invalidateQueries({ queryKey: navDataQueryKey(id) }),
    ),
  ]);
}

export function useSaveNavData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNavData,
    onSuccess: (navData, request) => {
      queryClient.setQueryData(navDataQueryKey(request.investorId), navData);
      return refreshAfterNavSaves(queryClient, [request.investorId]);
    },
  });
}
