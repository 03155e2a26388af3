import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentCategory } from '../../../../../domain/documents/categories';
import type { DocumentInfo } from '../../../../../domain/documents/schemas';
import { apiFetch } from '../../../../api/http';
import { documentsQueryKey } from './get-documents';

export interface DocumentUploadRequest {
  investorId: number;
  file: Blob;
  /** The name the file is stored under; a File's own name when not given. */
  fileName: string;
  category: DocumentCategory;
  version: string;
  description: string | null;
}

/** `POST /api/investors/{id}/documents` as multipart: file, category, version, description. */
export async function uploadDocument(request: DocumentUploadRequest): Promise<DocumentInfo> {
  const form = new FormData();
  form.append('category', request.category);
  form.append('version', request.version);
  if (request.description) form.append('description', request.description);
  form.append('file', request.file, request.fileName);
  const answer = await apiFetch<{ document: DocumentInfo }>(
    `/api/investors/${request.investorId}/documents`,
    {
      method: 'POST',
      body: form,
    },
  );
  return answer.document;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_document, request) =>
      queryClient.invalidateQueries({ queryKey: documentsQueryKey(request.investorId) }),
  });
}
