import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { canPreview } from '../../../domain/documents/file-types';
import { apiFetchFile } from '../../api/http';
import { ListBlock } from '../../components/list-block';
import { Modal } from '../../components/modal';
import { downloadFile } from '../../api/save-blob';
import { documentsQuery } from './account-api';
import { ACCOUNT_TEXTS } from './account-texts';
import { ActionButton } from '../../components/action-button';
import { AccountSection } from './section';

interface Preview {
  name: string;
  type: string;
  url: string;
}

/** The investor's own active documents, with preview (PDF and images) and download. */
export function DocumentsSection({ sub }: { sub: string }) {
  const query = useQuery(documentsQuery(sub));
  const [preview, setPreview] = useState<Preview | null>(null);
  const close = () => {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(null);
  };
  return (
    <AccountSection id="documents" title={ACCOUNT_TEXTS.documents}>
      <ListBlock
        query={query}
        rows={query.data?.documents ?? []}
        loadingLabel="Loading documents"
        failedTitle={ACCOUNT_TEXTS.documentsFailed}
        emptyText={ACCOUNT_TEXTS.noDocuments}
      >
        {(documents) => (
          <ul className="account-list">
            {documents.map((doc) => (
              <li key={doc.id} className="account-list__item" data-document={doc.filename}>
                <span className="account-list__name">
                  {doc.filename}
                  {doc.description ? (
                    <span className="account-list__description"> {doc.description}</span>
                  ) : null}
                </span>
                <span className="account-list__actions">
                  {canPreview(doc.fileType) ? (
                    <ActionButton
                      label={`Preview ${doc.filename}`}
                      run={async () => {
                        const file = await apiFetchFile(`/api/me/documents/${doc.id}/file?action=preview`);
                        setPreview({
                          name: doc.filename,
                          type: doc.fileType,
                          url: URL.createObjectURL(file.blob),
                        });
                      }}
                    />
                  ) : null}
                  <ActionButton
                    label={`Download ${doc.filename}`}
                    run={() => downloadFile(`/api/me/documents/${doc.id}/file`, doc.filename)}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListBlock>
      <Modal
        open={preview !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={preview ? `Preview: ${preview.name}` : 'Preview'}
        size="large"
      >
        {preview ? (
          preview.type === 'application/pdf' ? (
            <iframe
              className="document-preview__frame"
              src={preview.url}
              title={`Preview of ${preview.name}`}
            />
          ) : (
            <img className="document-preview__image" src={preview.url} alt={`Preview of ${preview.name}`} />
          )
        ) : null}
      </Modal>
    </AccountSection>
  );
}
