import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountResponse,
  MyDocumentsResponse,
  StatementsResponse,
  TransactionsResponse,
} from '../../../domain/portal/account-schema';
import type { CapitalRequest, MyRequestsResponse, RequestCreateBody } from '../../../domain/requests/schemas';
import { apiFetch } from '../../api/http';

/** Keyed by the signed-in subject: one investor's figures are never shown for another sign-in. */
const key = (sub: string, part: string) => ['my-account', sub, part] as const;

export const accountQuery = (sub: string) =>
  queryOptions({
    queryKey: key(sub, 'account'),
    queryFn: () => apiFetch<AccountResponse>('/api/me/account'),
  });
export const transactionsQuery = (sub: string) =>
  queryOptions({
    queryKey: key(sub, 'transactions'),
    queryFn: () => apiFetch<TransactionsResponse>('/api/me/transactions'),
  });
export const statementsQuery = (sub: string) =>
  queryOptions({
    queryKey: key(sub, 'statements'),
    queryFn: () => apiFetch<StatementsResponse>('/api/me/statements'),
  });
export const documentsQuery = (sub: string) =>
  queryOptions({
    queryKey: key(sub, 'documents'),
    queryFn: () => apiFetch<MyDocumentsResponse>('/api/me/documents'),
  });

export const myRequestsQuery = (sub: string) =>
  queryOptions({
    queryKey: key(sub, 'requests'),
    queryFn: () => apiFetch<MyRequestsResponse>('/api/me/requests'),
  });

/** A new request, then the list (and what is available to redeem) again. */
export function useCreateRequest(sub: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCreateBody) =>
      apiFetch<CapitalRequest>('/api/me/requests', { method: 'POST', body: JSON.stringify(body) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(sub, 'requests') }),
  });
}

/** Cancels a pending request. */
export function useCancelRequest(sub: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<CapitalRequest>(`/api/me/requests/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(sub, 'requests') }),
  });
}
