import type { NewQuarterResponse } from '../../../../../domain/positions/responses';
import { apiFetch } from '../../../../api/http';
import { useQuarterMutation } from './trade-log-mutations';

/** POST /api/quarters: creates the quarter and moves the current quarter's open positions into it. */
export function createQuarter(newQuarter: string): Promise<NewQuarterResponse> {
  return apiFetch<NewQuarterResponse>('/api/quarters', {
    method: 'POST',
    body: JSON.stringify({ newQuarter }),
  });
}

export function useCreateQuarter() {
  return useQuarterMutation(createQuarter);
}
