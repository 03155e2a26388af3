import type { QueryClient } from '@tanstack/react-query';
import { unpackListFields } from '../../domain/public-data/packed-records';
import type { SsrState } from '../../domain/public-data/public-pages';
import type { NavRow, PerformanceResponse, PortfolioResponse } from '../../domain/public-data/schemas';
import { navQueryOptions } from '../api/public/get-nav';
import { performanceQueryOptions } from '../api/public/get-performance';
import { portfolioQueryOptions } from '../api/public/get-portfolio';
import { parseAppConfig } from '../config/app-config';
import { configQueryOptions } from '../config/get-config';

/**
 * Puts what the server rendered with into the query cache, under the visitor's keys (the server
 * never sees the browser's token), so the first render in the browser shows the same figures.
 */
export function seedQueries(queryClient: QueryClient, state: SsrState): void {
  queryClient.setQueryData(configQueryOptions.queryKey, parseAppConfig(state.config));
  if (state.portfolio !== undefined) {
    queryClient.setQueryData(portfolioQueryOptions('visitor').queryKey, state.portfolio as PortfolioResponse);
  }
  if (state.nav !== undefined) {
    queryClient.setQueryData(navQueryOptions('visitor').queryKey, state.nav as NavRow);
  }
  if (state.performance !== undefined) {
    queryClient.setQueryData(
      performanceQueryOptions('visitor').queryKey,
      // Embedded with its series packed (server-rendered-pages.ts); the cache holds the API's form.
      unpackListFields(state.performance) as PerformanceResponse,
    );
  }
}
