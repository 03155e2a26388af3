import { useEffect } from 'react';
import type { Investor } from '../../../../domain/investors/schemas';
import { useInvestors } from '../api/get-investors';
import { SAMPLE_INVESTORS } from './sample-investors';

export type InvestorList =
  | { status: 'loading' }
  | {
      status: 'ready';
      investors: readonly Investor[];
      /** True when the API failed and the sample investors stand in; nothing may be saved then. */
      sample: boolean;
      /** Loads again; clears the sample mode when the API answers. */
      retry: () => void;
      retrying: boolean;
    };

/** The investors, or the sample investors when the API fails (docs/requirements.md#rep-sample). */
export function useInvestorList(): InvestorList {
  const query = useInvestors();
  const { data, refetch } = query;
  // A failed background refresh keeps the investors already shown; only a first load falls back.
  const failure = data === undefined && query.isError ? query.error : null;

  useEffect(() => {
    if (failure) console.warn('Failed to load investors, showing sample investors instead:', failure);
  }, [failure]);

  const retry = () => void refetch();
  const retrying = query.isFetching;
  if (data !== undefined) return { status: 'ready', investors: data, sample: false, retry, retrying };
  if (failure) return { status: 'ready', investors: SAMPLE_INVESTORS, sample: true, retry, retrying };
  return { status: 'loading' };
}
