import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCapitalRequest,
  RequestApproveBody,
  RequestListResponse,
} from '../../../../../domain/requests/schemas';
import { apiFetch } from '../../../../api/http';
import { INVESTORS_QUERY_KEY } from '../../api/get-investors';

const REQUESTS_KEY = ['reports', 'requests'] as const;

/** An investor's new request reaches an open Admin Tools within a minute, or when its tab is back in view. */
const REQUESTS_REFRESH_MS = 60_000;

/** The investors' requests: the pending ones (oldest first) or all of them (newest first). */
export function useRequests(filter: 'pending' | 'all') {
  return useQuery({
    queryKey: [...REQUESTS_KEY, filter],
    queryFn: () => apiFetch<RequestListResponse>(`/api/requests?status=${filter}`),
    refetchInterval: REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** After a decision the lists move, and an approval moves the investor's shares too. */
function useDecision<Variables>(send: (variables: Variables) => Promise<AdminCapitalRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      await queryClient.invalidateQueries({ queryKey: INVESTORS_QUERY_KEY });
    },
  });
}

export function useApproveRequest() {
  return useDecision(({ id, body }: { id: number; body: RequestApproveBody }) =>
    apiFetch<AdminCapitalRequest>(`/api/requests/${id}/approve`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );
}

export function useRejectRequest() {
  return useDecision(({ id, reason }: { id: number; reason: string }) =>
    apiFetch<AdminCapitalRequest>(`/api/requests/${id}/reject`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    }),
  );
}
