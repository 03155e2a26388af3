import { useMutation, useQueryClient, type MutationFunction } from '@tanstack/react-query';
import { TRADE_LOG_KEYS } from './trade-log-keys';

/**
 * A Trade Log change: once it succeeds, the positions of every quarter, the quarter list and the
 * sectors are fetched again, so the table, the counts and Quarter Profit follow the server's books.
 */
export function useTradeLogMutation<Result, Variables>(mutationFn: MutationFunction<Result, Variables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.positions }),
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.quarters }),
        queryClient.invalidateQueries({ queryKey: TRADE_LOG_KEYS.sectors }),
      ]),
  });
}
