import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuartersResponse } from '../../../../../domain/positions/responses';
import { apiFetch } from '../../../../api/http';
import { TRADE_LOG_KEYS } from './trade-log-keys';

/** The quarters the fund has (display form, oldest first), the current one and the suggested next. */
export function getQuarters(): Promise<QuartersResponse> {
  return apiFetch<QuartersResponse>('/api/quarters');
}

export function quartersQueryOptions() {
  return queryOptions({ queryKey: TRADE_LOG_KEYS.quarters, queryFn: getQuarters });
}

export function useQuarters() {
  return useQuery(quartersQueryOptions());
}
