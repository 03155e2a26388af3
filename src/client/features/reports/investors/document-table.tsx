import { DOCUMENT_CATEGORY_LABELS } from '../../../../domain/documents/categories';
import { formatFileSize } from '../../../../domain/documents/file-size';
import { canPreview } from '../../../../domain/documents/file-types';
import type { DocumentInfo } from '../../../../domain/documents/schemas';
import { formatDate } from '../../../../domain/format';

export type DocumentAction = 'download' | 'preview' | 'archive' | 'restore' | 'delete';

interface DocumentTableProps {
  labelledBy: string;
  documents: readonly DocumentInfo[];
  /** The document an action is running for: its buttons wait. */
  busyId: number | null;
  onAction: (action: DocumentAction, document: DocumentInfo) => void;
  /** Archive, restore and delete are offered only when true; download and preview always. */
  canWrite: boolean;
}

/**
 * File name, category, version, size, date and status, with the actions each document allows; the
 * list block it sits in scrolls it sideways, the actions column staying at its right edge (decision 030).
 */
export function DocumentTable({ labelledBy, documents, busyId, onAction, canWrite }: DocumentTableProps) {
  return (
    <table className="data-table document-table data-table--row-actions" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">File Name</th>
          <th scope="col">Category</th>
          <th scope="col">Version</th>
          <th scope="col" className="num">
            Size
          </th>
          <th scope="col">Uploaded</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => {
          const busy = busyId === document.id;
          const button = (action: DocumentAction, label: string, extra = '') => (
            <button
              type="button"
              className={`button button--secondary button--small ${extra}`}
              // Waits without losing focus (a disabled button drops it): see ActionButton.
              onClick={() => (busy ? undefined : onAction(action, document))}
              aria-disabled={busy || undefined}
              aria-label={`${label} ${document.filename}`}
            >
              {label}
            </button>
          );
          return (
            <tr key={document.id} className={document.isActive ? undefined : 'is-archived'}>
              <th scope="row" className="document-table__name">
                {document.filename}
                {document.description ? (
                  <span className="document-table__description">{document.description}</span>
                ) : null}
              </th>
              <td>{DOCUMENT_CATEGORY_LABELS[document.category]}</td>
              <td>{document.version}</td>
              <td className="num">{formatFileSize(document.fileSize)}</td>
              <td>{formatDate(document.createdAt)}</td>
              <td>
                <span className={`status-pill ${document.isActive ? 'status-pill--active' : ''}`}>
                  {document.isActive ? 'Active' : 'Archived'}
                </span>
              </td>
              <td>
                <div className="row-actions">
                  {button('download', 'Download')}
                  {canPreview(document.fileType) ? button('preview', 'Preview') : null}
                  {canWrite ? (
                    <>
                      {document.isActive ? button('archive', 'Archive') : button('restore', 'Restore')}
                      {button('delete', 'Delete', 'button--danger-outline')}
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
