import { Modal } from '../../../components/modal';

export interface DocumentPreview {
  fileName: string;
  fileType: string;
  /** An object URL of the fetched file; revoked by whoever closes the preview. */
  url: string;
}

/** A PDF or an image, shown in the page from the fetched bytes. */
export function DocumentPreviewDialog({
  preview,
  onClose,
}: {
  preview: DocumentPreview | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={preview !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={preview ? `Preview: ${preview.fileName}` : 'Preview'}
      size="large"
    >
      {preview ? (
        preview.fileType === 'application/pdf' ? (
          <iframe
            className="document-preview__frame"
            src={preview.url}
            title={`Preview of ${preview.fileName}`}
          />
        ) : (
          <img className="document-preview__image" src={preview.url} alt={`Preview of ${preview.fileName}`} />
        )
      ) : null}
    </Modal>
  );
}
