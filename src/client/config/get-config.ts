import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/http';
import { parseAppConfig, type AppConfig } from './app-config';

export async function getConfig(): Promise<AppConfig> {
  return parseAppConfig(await apiFetch<unknown>('/api/config'));
}

// The settings do not change while the page is open, so one successful load is enough.
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useConfigQuery() {
  return useQuery(configQueryOptions);
}
