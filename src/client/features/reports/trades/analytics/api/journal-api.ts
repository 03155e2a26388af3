import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { JournalStats, JournalTrades } from '../../../../../../domain/journal/api-schemas';
import { journalCsvFileName } from '../../../../../../domain/journal/trades-csv';
import type { JournalFilter } from '../../../../../../domain/journal/trades';
import { apiFetch, apiFetchFile } from '../../../../../api/http';
import { saveBlob } from '../../../../../api/save-blob';
import { TRADE_LOG_KEYS } from '../../api/trade-log-keys';

/** '?from=2025-01-01&to=2025-03-31&tag=wheel', open ends and no tag left out. */
export function journalQuery(filter: JournalFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.range.from !== null) params.set('from', filter.range.from);
  if (filter.range.to !== null) params.set('to', filter.range.to);
  if (filter.tag !== null) params.set('tag', filter.tag);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

const statsKey = (filter: JournalFilter) => [...TRADE_LOG_KEYS.journal, 'stats', filter] as const;

/**
 * GET /api/journal/stats for the filter; while another range loads, the last answer stays on screen
 * (marked as loading) rather than a loader in its place.
 */
export function useJournalStats(filter: JournalFilter | null) {
  return useQuery({
    queryKey: statsKey(filter ?? { range: { from: null, to: null }, tag: null }),
    queryFn: () => apiFetch<JournalStats>(`/api/journal/stats${journalQuery(filter!)}`),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

/** The trades of one day (of the tag), for the day detail. */
export function useJournalDay(day: string | null, tag: string | null) {
  return useQuery({
    queryKey: [...TRADE_LOG_KEYS.journal, 'day', day, tag] as const,
    queryFn: () =>
      apiFetch<JournalTrades>(`/api/journal/trades${journalQuery({ range: { from: day, to: day }, tag })}`),
    enabled: day !== null,
  });
}

/** The trades of the filter as CSV, saved as the server names the file. */
export function useDownloadJournalCsv() {
  return useMutation({
    mutationFn: async (filter: JournalFilter) => {
      const { blob, fileName } = await apiFetchFile(
        `/api/journal/stats${journalQuery(filter, { format: 'csv' })}`,
        { headers: { Accept: 'text/csv' } },
      );
      saveBlob(blob, fileName ?? journalCsvFileName(filter.range));
    },
  });
}
