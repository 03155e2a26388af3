import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Investment, InvestmentCreateBody } from '../../../../../domain/investors/schemas';
import { apiFetch } from '../../../../api/http';
import { INVESTORS_QUERY_KEY } from '../../api/get-investors';

/** An investment, or a redemption with negative amount and shares. */
export function createInvestment(body: InvestmentCreateBody): Promise<Investment> {
  return apiFetch<Investment>('/api/investor-investments', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useCreateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvestment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVESTORS_QUERY_KEY }),
  });
}
