import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Investor, InvestorWithInvestmentCreateBody } from '../../../../../domain/investors/schemas';
import { apiFetch } from '../../../../api/http';
import { INVESTORS_QUERY_KEY } from '../../api/get-investors';

/** Investor, first investment and quarterly NAV snapshot in one transaction: all saved or none. */
export function createInvestorWithInvestment(body: InvestorWithInvestmentCreateBody): Promise<Investor> {
  return apiFetch<Investor>('/api/investors/with-investment', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function useCreateInvestorWithInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvestorWithInvestment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVESTORS_QUERY_KEY }),
  });
}
