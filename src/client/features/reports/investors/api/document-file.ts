import type { DocumentAction } from '../../../../../domain/documents/schemas';
import { apiFetchFile, type ApiFile } from '../../../../api/http';
import type { DocumentRef } from './change-document';

/** The stored file: as an attachment to save, or inline (PDF and images) to show in the page. */
export function fetchDocumentFile(ref: DocumentRef, action: DocumentAction): Promise<ApiFile> {
  const query = new URLSearchParams({ documentId: String(ref.documentId), action });
  return apiFetchFile(`/api/investors/${ref.investorId}/documents?${query}`);
}
