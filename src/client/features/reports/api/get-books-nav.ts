import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BooksNavResponse } from '../../../../domain/books/books-nav';
import { isIsoDay } from '../../../../domain/calendar';
import { apiFetch } from '../../../api/http';

function booksNavQuery(day: string) {
  return {
    queryKey: ['reports', 'books-nav', day],
    queryFn: () => apiFetch<BooksNavResponse>(`/api/books-nav?day=${encodeURIComponent(day)}`),
    staleTime: 60_000,
  };
}

/** The books' NAV per unit for a day (decision 029): what NAV fields start at, with its source. */
export function useBooksNav(day: string) {
  return useQuery({ ...booksNavQuery(day), enabled: isIsoDay(day) });
}

/**
 * Fetches a day's books' NAV ahead of the form that starts at it, unless a fresh one is cached: the
 * form then opens with its NAV in place, with no request in the press that opens it and no NAV that
 * changes under the user a moment later (decision 035).
 */
export function usePrefetchBooksNav(): (day: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (day: string) => {
      if (isIsoDay(day)) void queryClient.prefetchQuery(booksNavQuery(day));
    },
    [queryClient],
  );
}
