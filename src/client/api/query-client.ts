import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

const MAX_RETRIES = 2;

// A 4xx other than timeout or rate limiting will answer the same way again, so retrying only delays the message.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429 ? failureCount < MAX_RETRIES : false;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
