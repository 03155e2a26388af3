import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticePreferences, NoticesResponse } from '../../domain/notices/schemas';
import { apiFetch } from './http';

/*
 * The signed-in caller's notices and preferences (decision 027), keyed by the sign-in's subject so one
 * person's notices are never shown to another sign-in. Shared by the header's bell and /account.
 */

const key = (sub: string, part: string) => ['notices', sub, part] as const;

/** Looked at again every minute while the page is open. */
export const noticesQuery = (sub: string) =>
  queryOptions({
    queryKey: key(sub, 'list'),
    queryFn: () => apiFetch<NoticesResponse>('/api/me/notices'),
    refetchInterval: 60_000,
  });

export const noticePreferencesQuery = (sub: string) =>
  queryOptions({
    queryKey: key(sub, 'preferences'),
    queryFn: () => apiFetch<NoticePreferences>('/api/me/notice-preferences'),
  });

export function useMarkNoticeRead(sub: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/me/notices/${id}/read`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(sub, 'list') }),
  });
}

export function useSetNoticePreference(sub: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: Record<string, boolean>) =>
      apiFetch<NoticePreferences>('/api/me/notice-preferences', {
        method: 'PUT',
        body: JSON.stringify({ kinds }),
      }),
    onSuccess: (answer) => queryClient.setQueryData(key(sub, 'preferences'), answer),
  });
}
