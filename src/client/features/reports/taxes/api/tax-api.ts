import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AllocationsAnswer,
  LotsAnswer,
  MarksAnswer,
  RealizedAnswer,
} from '../../../../../domain/tax/api-schemas';
import { packageFileName } from '../../../../../domain/tax/documents';
import type { Section1256Answer } from '../../../../../domain/tax/section1256-list';
import { apiFetch, apiFetchFile } from '../../../../api/http';
import { saveBlob } from '../../../../api/save-blob';
import { storeZip } from '../store-zip';

/* The Taxes tab's calls (issue 28). */

const KEY = ['reports', 'taxes'] as const;

export const realizedQuery = (year: number) =>
  queryOptions({
    queryKey: [...KEY, year, 'realized'],
    queryFn: () => apiFetch<RealizedAnswer>(`/api/tax/${year}/realized`),
  });

export const marksQuery = (year: number) =>
  queryOptions({
    queryKey: [...KEY, year, 'marks'],
    queryFn: () => apiFetch<MarksAnswer>(`/api/tax/${year}/marks`),
  });

export const lotsQuery = (year: number) =>
  queryOptions({
    queryKey: [...KEY, year, 'lots'],
    queryFn: () => apiFetch<LotsAnswer>(`/api/tax/${year}/lots`),
  });

export const allocationsQuery = (year: number) =>
  queryOptions({
    queryKey: [...KEY, year, 'allocations'],
    queryFn: () => apiFetch<AllocationsAnswer>(`/api/tax/${year}/allocations`),
  });

/** Saves the year's marks; every figure of the year is read again. */
export function useSaveMarks(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marks: { positionId: number; price: string }[]) =>
      apiFetch<MarksAnswer>(`/api/tax/${year}/marks`, { method: 'PUT', body: JSON.stringify({ marks }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, year] }),
  });
}

/** One file of the year's figures, as the server makes it. */
export function useDownloadRealized(year: number) {
  return useMutation({
    mutationFn: async (format: 'csv' | 'pdf') => {
      const { blob, fileName } = await apiFetchFile(`/api/tax/${year}/realized?format=${format}`);
      saveBlob(blob, fileName ?? `realized-gains-${year}.${format}`);
    },
  });
}

/** Every investor's tax package, fetched one by one, as one ZIP of PDFs. */
export function useDownloadPackages(year: number) {
  return useMutation({
    mutationFn: async (investorIds: readonly number[]) => {
      const entries = [];
      for (const id of investorIds) {
        const { blob, fileName } = await apiFetchFile(`/api/investors/${id}/tax/${year}?format=pdf`);
        entries.push({
          name: fileName ?? packageFileName(year, id),
          bytes: new Uint8Array(await blob.arrayBuffer()),
        });
      }
      const zip = storeZip(entries);
      saveBlob(new Blob([zip], { type: 'application/zip' }), `tax-packages-${year}.zip`);
    },
  });
}

export const section1256Query = () =>
  queryOptions({
    queryKey: [...KEY, 'section-1256'],
    queryFn: () => apiFetch<Section1256Answer>('/api/tax/section-1256'),
  });

/** Adds or removes one symbol; every year's figures are read again, since the rules read the list. */
export function useChangeSection1256() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ add, symbol }: { add: boolean; symbol: string }) =>
      add
        ? apiFetch<Section1256Answer>('/api/tax/section-1256', {
            method: 'POST',
            body: JSON.stringify({ symbol }),
          })
        : apiFetch<Section1256Answer>(`/api/tax/section-1256/${encodeURIComponent(symbol)}`, {
            method: 'DELETE',
          }),
    onSuccess: (answer) => {
      queryClient.setQueryData(section1256Query().queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}
