import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortfolioResponse } from '../../../domain/public-data/schemas';
import { apiFetch } from '../http';
import { useViewer, type Viewer } from './viewer';

/** Holdings and allocation, with the sensitive figures masked by the server for this caller. */
export function getPortfolio(): Promise<PortfolioResponse> {
  return apiFetch<PortfolioResponse>('/api/public/portfolio');
}

export function portfolioQueryOptions(viewer: Viewer | null) {
  return queryOptions({
    queryKey: ['public', 'portfolio', viewer],
    queryFn: getPortfolio,
    enabled: viewer !== null,
  });
}

export function usePortfolio() {
  return useQuery(portfolioQueryOptions(useViewer()));
}
