import type { APIRequestContext } from '@playwright/test';
import type { PerformanceResponse, PortfolioResponse } from '../../src/domain/public-data/schemas';

/** The public API as an anonymous visitor sees it: the figures the pages must show. */
export async function publicPortfolio(request: APIRequestContext): Promise<PortfolioResponse> {
  const response = await request.get('/api/public/portfolio');
  return (await response.json()) as PortfolioResponse;
}

export async function publicPerformance(request: APIRequestContext): Promise<PerformanceResponse> {
  const response = await request.get('/api/public/performance');
  return (await response.json()) as PerformanceResponse;
}
