import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxResponse } from '../../../../../domain/notices/schemas';
import { apiFetch } from '../../../../api/http';

const OUTBOX_KEY = ['reports', 'outbox'] as const;

/** The notices' e-mails and their state (decision 027); the administrator and the auditor read it. */
export function useOutbox() {
  return useQuery({ queryKey: OUTBOX_KEY, queryFn: () => apiFetch<OutboxResponse>('/api/outbox') });
}

/** Queues a failed or skipped message again. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/outbox/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}
