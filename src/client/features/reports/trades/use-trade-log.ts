import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PositionItem, QuartersResponse } from '../../../../domain/positions/responses';
import { parseQuarter, quarterKey, quarterLabel, type Quarter } from '../../../../domain/quarters';
import { usePositions } from './api/get-positions';
import { useQuarters } from './api/get-quarters';
import { SAMPLE_QUARTERS } from './sample-quarters';
import { samplePositions } from './sample-positions';
import { QUARTER_PARAM, viewedQuarter } from './viewed-quarter';

export interface TradeLogState {
  quarters: QuartersResponse | null;
  /** True when GET /api/quarters failed and the sample list stands in. */
  sampleQuarters: boolean;
  /** The quarter being viewed, or null until the quarter list is known. */
  quarter: Quarter | null;
  /** Display form, 'Q3 2025'. */
  quarterName: string | null;
  selectQuarter: (name: string) => void;
  positions: PositionItem[] | null;
  /** Mock mode: GET /api/positions failed; the sample positions stand in (docs/requirements.md#tl-mock). */
  mock: boolean;
  loadingPositions: boolean;
  retry: () => void;
  retrying: boolean;
}

/**
 * The quarter being viewed (kept in the address as ?quarter=Q3_2025, the current quarter by default)
 * and its positions, with the fallbacks of docs/requirements.md#rep-sample: the sample quarter list
 * when the quarters fail to load, the sample positions and mock mode when the positions do.
 */
export function useTradeLog(): TradeLogState {
  const quartersQuery = useQuarters();
  const [params, setParams] = useSearchParams();
  const sampleQuarters = quartersQuery.data === undefined && quartersQuery.isError;
  const quarters = quartersQuery.data ?? (sampleQuarters ? SAMPLE_QUARTERS : null);

  const quarter = viewedQuarter(params.get(QUARTER_PARAM), quarters?.current ?? null);
  const key = quarter ? quarterKey(quarter) : null;
  const quarterName = quarter ? quarterLabel(quarter) : null;

  const positionsQuery = usePositions(key);
  const { refetch: refetchPositions } = positionsQuery;
  const { refetch: refetchQuarters } = quartersQuery;
  // A failed background refresh keeps the positions already shown; only a first load falls back.
  const failure = positionsQuery.data === undefined && positionsQuery.isError ? positionsQuery.error : null;
  const mock = failure !== null;
  const sample = useMemo(
    () => (mock && quarterName ? samplePositions(quarterName) : null),
    [mock, quarterName],
  );

  useEffect(() => {
    if (failure) console.warn('Failed to load positions, showing sample positions instead:', failure);
  }, [failure]);
  useEffect(() => {
    if (sampleQuarters) console.warn('Failed to load quarters, showing the sample quarter list instead');
  }, [sampleQuarters]);

  const selectQuarter = useCallback(
    (name: string) => {
      const next = parseQuarter(name);
      if (next === null) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(QUARTER_PARAM, quarterKey(next));
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const retry = useCallback(() => {
    void refetchQuarters();
    void refetchPositions();
  }, [refetchQuarters, refetchPositions]);

  return {
    quarters,
    sampleQuarters,
    quarter,
    quarterName,
    selectQuarter,
    positions: positionsQuery.data ?? sample,
    mock,
    loadingPositions: positionsQuery.data === undefined && !mock,
    retry,
    retrying: positionsQuery.isFetching || quartersQuery.isFetching,
  };
}
