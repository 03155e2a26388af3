import { queryOptions } from '@tanstack/react-query';
import type { FundQuarterList } from '../../../../domain/periods/fund-quarters';
import { apiFetch } from '../../../api/http';

/**
 * The fund's quarters (decision 029): the choices of every quarter field, the books' NAVs, what would be
 * refused. Kept under the Fees & Close tab's key, so its writes read it again.
 */
export const fundQuartersQuery = () =>
  queryOptions({
    queryKey: ['reports', 'fees', 'quarters'] as const,
    queryFn: () => apiFetch<FundQuarterList>('/api/fund-quarters'),
  });
