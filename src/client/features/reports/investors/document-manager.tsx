import { useEffect, useId, useRef, useState } from 'react';
import {
  ALL_CATEGORIES,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentCategoryFilter,
} from '../../../../domain/documents/categories';
import {
  ARCHIVE_FAILED,
  archiveConfirmation,
  DELETE_FAILED,
  deleteConfirmation,
  DOWNLOAD_FAILED,
  PREVIEW_FAILED,
} from '../../../../domain/documents/messages';
import type { DocumentInfo } from '../../../../domain/documents/schemas';
import { saveBlob } from '../../../api/save-blob';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListBlock } from '../../../components/list-block';
import { FormMessage } from '../../../components/form/form-message';
import type { Message } from '../../../components/form/message';
import { useCanWrite } from '../shared/reports-access';
import { useDeleteDocument, useSetDocumentActive } from './api/change-document';
import { fetchDocumentFile } from './api/document-file';
import { useDocuments } from './api/get-documents';
import { DocumentPreviewDialog, type DocumentPreview } from './document-preview-dialog';
import { DocumentTable, type DocumentAction } from './document-table';
import { DocumentUploadForm } from './document-upload-form';

const RESTORE_FAILED = 'Restore failed';

type Confirmation = { action: 'archive' | 'delete'; document: DocumentInfo };

/**
 * The investor's documents: filter, upload, download, preview, archive or restore, delete. A viewer
 * who may not write (the auditor) filters, downloads and previews only.
 */
export function DocumentManager({ investorId }: { investorId: number }) {
  const ids = useId();
  const canWrite = useCanWrite();
  const [category, setCategory] = useState<DocumentCategoryFilter>(ALL_CATEGORIES);
  const documents = useDocuments(investorId, category);
  const setActive = useSetDocumentActive();
  const remove = useDeleteDocument();
  const [message, setMessage] = useState<Message | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [preview, setPreview] = useState<DocumentPreview | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // The preview's object URL is let go once the preview closes or the manager leaves the page.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  const ref = (document: DocumentInfo) => ({ investorId, documentId: document.id });

  async function fetchFile(document: DocumentInfo, action: 'download' | 'preview') {
    setBusyId(document.id);
    setMessage(null);
    try {
      const file = await fetchDocumentFile(ref(document), action);
      if (action === 'download') {
        saveBlob(file.blob, file.fileName ?? document.filename);
      } else {
        const blob = file.blob.type ? file.blob : new Blob([file.blob], { type: document.fileType });
        setPreview({
          fileName: document.filename,
          fileType: document.fileType,
          url: URL.createObjectURL(blob),
        });
      }
    } catch {
      setMessage({ tone: 'error', text: action === 'download' ? DOWNLOAD_FAILED : PREVIEW_FAILED });
    } finally {
      setBusyId(null);
    }
  }

  const onAction = (action: DocumentAction, document: DocumentInfo) => {
    if (action === 'download' || action === 'preview') void fetchFile(document, action);
    else if (action === 'archive' || action === 'delete') setConfirmation({ action, document });
    else {
      setBusyId(document.id);
      setActive.mutate(
        { ...ref(document), isActive: true },
        {
          onSuccess: () => setMessage({ tone: 'info', text: `Restored ${document.filename}` }),
          onError: () => setMessage({ tone: 'error', text: RESTORE_FAILED }),
          onSettled: () => setBusyId(null),
        },
      );
    }
  };

  const confirm = () => {
    if (!confirmation) return;
    const { action, document } = confirmation;
    const done = {
      onSuccess: () => {
        setMessage({
          tone: 'info' as const,
          text: `${action === 'archive' ? 'Archived' : 'Deleted'} ${document.filename}`,
        });
        // A deleted document's row, and the button that opened the dialog, are gone: focus lands on
        // the list's heading once the dialog has closed, rather than on the page itself.
        if (action === 'delete') setTimeout(() => listHeading.current?.focus(), 0);
      },
      onError: () =>
        setMessage({ tone: 'error' as const, text: action === 'archive' ? ARCHIVE_FAILED : DELETE_FAILED }),
      onSettled: () => setConfirmation(null),
    };
    setMessage(null);
    if (action === 'archive') setActive.mutate({ ...ref(document), isActive: false }, done);
    else remove.mutate(ref(document), done);
  };

  const listHeadingId = `${ids}-list`;
  const list = (
    <ListBlock
      query={documents}
      rows={documents.data ?? []}
      loadingLabel="Loading documents"
      failedTitle="Failed to load documents"
      emptyText={
        category === ALL_CATEGORIES
          ? 'No documents yet.'
          : `No documents in ${DOCUMENT_CATEGORY_LABELS[category]}.`
      }
      scroll={{ labelledBy: listHeadingId }}
    >
      {(rows) => (
        <DocumentTable
          labelledBy={listHeadingId}
          documents={rows}
          busyId={busyId}
          onAction={onAction}
          canWrite={canWrite}
        />
      )}
    </ListBlock>
  );

  return (
    <section className="card dashboard-card" aria-labelledby={`${ids}-heading`}>
      <h4 id={`${ids}-heading`}>Document Manager</h4>
      <FormMessage className="action-message" message={message} />
      <div className="document-manager__toolbar">
        <h5 id={listHeadingId} className="dashboard-subheading" ref={listHeading} tabIndex={-1}>
          Documents
        </h5>
        <div className="field field--inline">
          <label htmlFor={`${ids}-filter`}>Filter by category</label>
          <select
            id={`${ids}-filter`}
            value={category}
            onChange={(event) => setCategory(event.target.value as DocumentCategoryFilter)}
          >
            <option value={ALL_CATEGORIES}>All categories</option>
            {DOCUMENT_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {DOCUMENT_CATEGORY_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list}
      {canWrite ? <DocumentUploadForm investorId={investorId} onOutcome={setMessage} /> : null}
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.action === 'delete' ? 'Delete document permanently' : 'Archive document'}
        message={
          confirmation
            ? confirmation.action === 'delete'
              ? deleteConfirmation(confirmation.document.filename)
              : archiveConfirmation(confirmation.document.filename)
            : ''
        }
        confirmLabel={confirmation?.action === 'delete' ? 'Delete permanently' : 'Archive'}
        destructive={confirmation?.action === 'delete'}
        busy={setActive.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirmation(null)}
      />
      <DocumentPreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
