import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Investor } from '../../../../domain/investors/schemas';
import { apiFetch } from '../../../api/http';

/** Every investor with investments and totals, oldest first. Saves invalidate this key. */
export const INVESTORS_QUERY_KEY = ['reports', 'investors'] as const;

export function getInvestors(): Promise<Investor[]> {
  return apiFetch<Investor[]>('/api/investors');
}

export function investorsQueryOptions() {
  return queryOptions({ queryKey: INVESTORS_QUERY_KEY, queryFn: getInvestors });
}

export function useInvestors() {
  return useQuery(investorsQueryOptions());
}
