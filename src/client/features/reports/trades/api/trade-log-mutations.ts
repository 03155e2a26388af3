import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { storeChangedPositions } from './position-cache';
import { TRADE_LOG_KEYS } from './trade-log-keys';

/**
 * A change to positions (add, close, average down, edit, roll): once it succeeds, the positions the
 * server returned go into the cached quarter lists (the table, the counts and Quarter Profit follow,
 * as they are computed from the list), and the sector suggestions follow new sector names. No quarter
 * is fetched again: a quarter holds up to 5,000 positions.
 */
export function usePositionMutation<Result, Variables>(
  mutationFn: MutationFunction<Result, Variables>,
  changedOf: (result: Result) => readonly PositionItem[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      storeChangedPositions(queryClient, changedOf(result));
      await queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.sectors });
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
      ]),
  });
}
