import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortfolioResponse } from '../../../domain/public-data/schemas';
import { apiFetch } from '../http';
import { useVisitorPlaceholder, useViewer, type Viewer } from './viewer';

/** Holdings and allocation, with the sensitive figures masked by the server for this caller. */
export function getPortfolio(): Promise<PortfolioResponse> {
  return apiFetch<PortfolioResponse>('/api/public/portfolio');
}

export function portfolioQueryOptions(viewer: Viewer | null) {
  return queryOptions({
    queryKey: ['public', 'portfolio', viewer ?? 'visitor'],
    queryFn: getPortfolio,
    enabled: viewer !== null,
  });
}

/**
 * `showVisitorCopy`: a page that only displays the figures keeps the masked copy on screen until the
 * viewer's own arrives; a screen that computes with them (the Reports area) waits instead.
 */
export function usePortfolio({ showVisitorCopy = false }: { showVisitorCopy?: boolean } = {}) {
  const viewer = useViewer();
  const placeholder = useVisitorPlaceholder<PortfolioResponse>(viewer, 'portfolio');
  return useQuery({
    ...portfolioQueryOptions(viewer),
    placeholderData: showVisitorCopy ? placeholder : undefined,
  });
}
