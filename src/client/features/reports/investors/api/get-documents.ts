import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentCategoryFilter } from '../../../../../domain/documents/categories';
import type { DocumentInfo } from '../../../../../domain/documents/schemas';
import { apiFetch } from '../../../../api/http';

/** Every documents query of one investor starts with this key; uploads and changes invalidate it. */
export function documentsQueryKey(investorId: number) {
  return ['reports', 'documents', investorId] as const;
}

export async function getDocuments(
  investorId: number,
  category: DocumentCategoryFilter,
): Promise<DocumentInfo[]> {
  const query = new URLSearchParams({ category });
  const answer = await apiFetch<{ documents: DocumentInfo[] }>(
    `/api/investors/${investorId}/documents?${query}`,
  );
  return answer.documents;
}

export function documentsQueryOptions(investorId: number, category: DocumentCategoryFilter) {
  return queryOptions({
    queryKey: [...documentsQueryKey(investorId), category],
    queryFn: () => getDocuments(investorId, category),
  });
}

/** An investor's documents, newest first, archived ones included. */
export function useDocuments(investorId: number, category: DocumentCategoryFilter) {
  return useQuery(documentsQueryOptions(investorId, category));
}
