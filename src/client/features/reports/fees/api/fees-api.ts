import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FeeRunBody,
  FeeRunList,
  FeeRun,
  FeeTermsAnswer,
  FeeTermsBody,
  InvestorFeeTermsAnswer,
  InvestorFeeTermsBody,
  PostedFeeRun,
} from '../../../../../domain/fees/schemas';
import type { ClosePeriodBody, Period, PeriodList } from '../../../../../domain/periods/schemas';
import type { FeeRunPreview, FeeRunPreviewBody } from '../../../../../domain/fees/schemas';
import { apiFetch } from '../../../../api/http';
import { INVESTORS_QUERY_KEY } from '../../api/get-investors';

/* The Fees & Close tab's calls (docs/requirements.md#fee-terms, #fee-runs, #period-close). */

const KEY = ['reports', 'fees'] as const;
const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const feeTermsQuery = () =>
  queryOptions({ queryKey: [...KEY, 'terms'], queryFn: () => apiFetch<FeeTermsAnswer>('/api/fees/terms') });

export const investorTermsQuery = (investorId: number) =>
  queryOptions({
    queryKey: [...KEY, 'investor-terms', investorId],
    queryFn: () => apiFetch<InvestorFeeTermsAnswer>(`/api/investors/${investorId}/fee-terms`),
  });

export const feeRunsQuery = () =>
  queryOptions({ queryKey: [...KEY, 'runs'], queryFn: () => apiFetch<FeeRunList>('/api/fee-runs') });

export { fundQuartersQuery } from '../../api/get-fund-quarters';

export const periodsQuery = () =>
  queryOptions({ queryKey: [...KEY, 'periods'], queryFn: () => apiFetch<PeriodList>('/api/periods') });

/** After a change, everything the tab shows and the investors' units (which fee runs move). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      queryClient.invalidateQueries({ queryKey: INVESTORS_QUERY_KEY }),
    ]);
}

export function useSaveFeeTerms() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FeeTermsBody) => apiFetch<FeeTermsAnswer>('/api/fees/terms', json('PUT', body)),
    onSuccess: refresh,
  });
}

export function useSaveInvestorTerms() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ investorId, body }: { investorId: number; body: InvestorFeeTermsBody }) =>
      apiFetch<InvestorFeeTermsAnswer>(`/api/investors/${investorId}/fee-terms`, json('PUT', body)),
    onSuccess: refresh,
  });
}

export function usePreviewFeeRun() {
  return useMutation({
    mutationFn: (body: FeeRunPreviewBody) =>
      apiFetch<FeeRunPreview>('/api/fee-runs/preview', json('POST', body)),
  });
}

export function usePostFeeRun() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: FeeRunBody) => apiFetch<PostedFeeRun>('/api/fee-runs', json('POST', body)),
    onSuccess: refresh,
  });
}

export function useReverseFeeRun() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (run: FeeRun) => apiFetch<FeeRun>(`/api/fee-runs/${run.id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useClosePeriod() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ quarter, body }: { quarter: string; body: ClosePeriodBody }) =>
      apiFetch<Period>(`/api/periods/${quarter}/close`, json('POST', body)),
    onSuccess: refresh,
  });
}

export function useReopenPeriod() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ quarter, reason }: { quarter: string; reason: string }) =>
      apiFetch<void>(`/api/periods/${quarter}/reopen`, json('POST', { reason })),
    onSuccess: refresh,
  });
}
