import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { stockListsAffectedBy, storeChangedPositions } from './position-cache';
import { TRADE_LOG_KEYS } from './trade-log-keys';

/**
 * A change to positions (add, close, average down, edit, roll, tagging): once it succeeds, the
 * positions the server returned go into the cached quarter lists (the table, the counts and Quarter
 * Profit follow, as they are computed from the list), the sector and tag suggestions follow new names,
 * and the journal's answers are fetched again when next shown. A quarter is fetched again only when it
 * holds a stock whose adjusted cost a changed option on its ticker moves; otherwise none is: a quarter
 * holds up to 5,000 positions.
 */
export function usePositionMutation<Result, Variables>(
  mutationFn: MutationFunction<Result, Variables>,
  changedOf: (result: Result) => readonly PositionItem[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      const changed = changedOf(result);
      const stale = stockListsAffectedBy(queryClient, changed);
      storeChangedPositions(queryClient, changed);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.sectors }),
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.tags }),
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.journal }),
        ...stale.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
      ]);
    },
  });
}

/**
 * A change that moves positions between quarters (Create New Quarter): every quarter list and the
 * quarter list itself are fetched again.
 */
export function useQuarterMutation<Result, Variables>(mutationFn: MutationFunction<Result, Variables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.positions }),
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.quarters }),
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.journal }),
      ]),
  });
}
