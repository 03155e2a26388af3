import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../api/http';
import { TRADE_LOG_KEYS } from './trade-log-keys';

interface AppSetting {
  key: string;
  value: string;
}

/** The quarter's 'Last updated' date ('YYYY-MM-DD'), or null when it was never set. */
export async function getLastUpdated(key: string): Promise<string | null> {
  const setting = await apiFetch<{ key: string; value: string | null }>(
    `/api/app-settings?key=${encodeURIComponent(key)}`,
  );
  return setting.value;
}

export function lastUpdatedQueryOptions(key: string) {
  return queryOptions({ queryKey: TRADE_LOG_KEYS.setting(key), queryFn: () => getLastUpdated(key) });
}

export function useLastUpdated(key: string, enabled: boolean) {
  return useQuery({ ...lastUpdatedQueryOptions(key), enabled });
}

export function saveLastUpdated(setting: AppSetting): Promise<AppSetting> {
  return apiFetch<AppSetting>('/api/app-settings', { method: 'POST', body: JSON.stringify(setting) });
}

export function useSaveLastUpdated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLastUpdated,
    onSuccess: (saved) => queryClient.setQueryData(TRADE_LOG_KEYS.setting(saved.key), saved.value),
  });
}
