import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentInfo } from '../../../../../domain/documents/schemas';
import { apiFetch } from '../../../../api/http';
import { documentsQueryKey } from './get-documents';

export interface DocumentRef {
  investorId: number;
  documentId: number;
}

const documentPath = ({ investorId, documentId }: DocumentRef) =>
  `/api/investors/${investorId}/documents?documentId=${documentId}`;

/** Archive (isActive false) or restore (true): the row stays. */
export async function setDocumentActive(ref: DocumentRef & { isActive: boolean }): Promise<DocumentInfo> {
  const answer = await apiFetch<{ document: DocumentInfo }>(documentPath(ref), {
    method: 'PATCH',
    body: JSON.stringify({ isActive: ref.isActive }),
  });
  return answer.document;
}

/** Deletes the document and its file for good. */
export async function deleteDocument(ref: DocumentRef): Promise<void> {
  await apiFetch<void>(documentPath(ref), { method: 'DELETE' });
}

function useDocumentMutation<Input extends DocumentRef, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: (_output, _error, input) =>
      queryClient.invalidateQueries({ queryKey: documentsQueryKey(input.investorId) }),
  });
}

export const useSetDocumentActive = () => useDocumentMutation(setDocumentActive);
export const useDeleteDocument = () => useDocumentMutation(deleteDocument);
