import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Investor, InvestorUpdateBody } from '../../../../../domain/investors/schemas';
import { apiFetch } from '../../../../api/http';
import { INVESTORS_QUERY_KEY } from '../../api/get-investors';

/** `PATCH /api/investors/{id}`: here, the recurring quarterly contribution (null clears it). */
export function updateInvestor({ id, body }: { id: number; body: InvestorUpdateBody }): Promise<Investor> {
  return apiFetch<Investor>(`/api/investors/${id}`, { method: 'PATCH', body: JSON.stringify(body) });
}

export function useUpdateInvestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvestor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVESTORS_QUERY_KEY }),
  });
}
