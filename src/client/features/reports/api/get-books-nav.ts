import { useQuery } from '@tanstack/react-query';
import type { BooksNavResponse } from '../../../../domain/books/books-nav';
import { isIsoDay } from '../../../../domain/calendar';
import { apiFetch } from '../../../api/http';

/** The books' NAV per unit for a day (decision 029): what NAV fields start at, with its source. */
export function useBooksNav(day: string) {
  return useQuery({
    queryKey: ['reports', 'books-nav', day],
    queryFn: () => apiFetch<BooksNavResponse>(`/api/books-nav?day=${encodeURIComponent(day)}`),
    enabled: isIsoDay(day),
    staleTime: 60_000,
  });
}
