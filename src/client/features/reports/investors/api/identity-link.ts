import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentityLink } from '../../../../../domain/portal/identity-link';
import { apiFetch } from '../../../../api/http';

const path = (investorId: number) => `/api/investors/${investorId}/identity`;
export const identityQueryKey = (investorId: number) => ['investor-identity', investorId] as const;

export const identityQuery = (investorId: number) =>
  queryOptions({
    queryKey: identityQueryKey(investorId),
    queryFn: () => apiFetch<IdentityLink>(path(investorId)),
  });

/** Links a sign-in (subject given) or unlinks it (subject null). */
export function useSetIdentity(investorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: string | null) =>
      apiFetch<IdentityLink>(path(investorId), {
        method: subject === null ? 'DELETE' : 'PUT',
        ...(subject === null ? {} : { body: JSON.stringify({ subject }) }),
      }),
    onSuccess: (link) => queryClient.setQueryData(identityQueryKey(investorId), link),
  });
}
