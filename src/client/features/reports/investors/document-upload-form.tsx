import { useId, useState, type DragEvent, type FormEvent } from 'react';
import {
  DEFAULT_DOCUMENT_CATEGORY,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  type DocumentCategory,
} from '../../../../domain/documents/categories';
import { ACCEPT_ATTRIBUTE } from '../../../../domain/documents/file-types';
import { formatFileSize } from '../../../../domain/documents/file-size';
import { guessCategory } from '../../../../domain/documents/guess-category';
import { UPLOAD_FAILED_TRY_AGAIN, uploadFailed } from '../../../../domain/documents/messages';
import {
  DEFAULT_DOCUMENT_VERSION,
  DESCRIPTION_RULE,
  VERSION_RULE,
} from '../../../../domain/documents/schemas';
import { checkUpload } from '../../../../domain/documents/upload-check';
import { useAppConfig } from '../../../config/config-context';
import type { ActionMessageState } from './action-message';
import { useUploadDocument } from './api/upload-document';
import { serverReason } from './error-reason';

interface DocumentUploadFormProps {
  investorId: number;
  /** Reports the outcome to the Document Manager's message area. */
  onOutcome: (message: ActionMessageState) => void;
}

/**
 * Upload a document: file (chosen or dropped), category, version and description. A dropped file's
 * category is guessed from its name; the file field is the keyboard's way in.
 */
export function DocumentUploadForm({ investorId, onOutcome }: DocumentUploadFormProps) {
  const { maxUploadMb } = useAppConfig();
  const upload = useUploadDocument();
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  // Bumped to clear the file field: a file input's value can only be reset by a new element.
  const [inputKey, setInputKey] = useState(0);
  const [category, setCategory] = useState<DocumentCategory>(DEFAULT_DOCUMENT_CATEGORY);
  const [version, setVersion] = useState(DEFAULT_DOCUMENT_VERSION);
  const [description, setDescription] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [guessed, setGuessed] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    setGuessed(null);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    chooseFile(dropped);
    setInputKey((key) => key + 1);
    const category = guessCategory(dropped.name);
    setCategory(category);
    setGuessed(`Category detected from the file name: ${DOCUMENT_CATEGORY_LABELS[category]}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkUpload({ file: file ?? undefined, category, version, description }, maxUploadMb);
    if (!check.ok || !file) {
      setFileError(check.ok ? null : check.error);
      return;
    }
    const { value } = check;
    upload.mutate(
      {
        investorId,
        file,
        fileName: file.name,
        category: value.category,
        version: value.version,
        description: value.description,
      },
      {
        onSuccess: (document) => {
          onOutcome({ tone: 'info', text: `Uploaded ${document.filename}` });
          chooseFile(null);
          setInputKey((key) => key + 1);
          setCategory(DEFAULT_DOCUMENT_CATEGORY);
          setVersion(DEFAULT_DOCUMENT_VERSION);
          setDescription('');
        },
        onError: (error) => {
          const reason = serverReason(error);
          onOutcome({ tone: 'error', text: reason ? uploadFailed(reason) : UPLOAD_FAILED_TRY_AGAIN });
        },
      },
    );
  };

  const fileId = `${ids}-file`;
  const fileErrorId = `${ids}-file-error`;
  const fileHintId = `${ids}-file-hint`;
  return (
    <form className="document-upload" onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-heading`}>
      <h5 id={`${ids}-heading`} className="dashboard-subheading">
        Upload a Document
      </h5>
      <div
        className={`drop-zone${dragging ? ' is-dragging' : ''}`}
        data-testid="document-drop-zone"
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p className="drop-zone__title">Drag and drop a file here</p>
        <p className="drop-zone__hint">
          or choose one with the File field below. The category is guessed from a dropped file&apos;s name.
        </p>
        <p className="drop-zone__selected" aria-live="polite">
          {file ? `Selected: ${file.name} (${formatFileSize(file.size)})` : ''}
        </p>
      </div>
      <p className="document-upload__guess" role="status">
        {guessed ?? ''}
      </p>
      <div className="field">
        <label htmlFor={fileId}>File</label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileErrorId} ${fileHintId}` : fileHintId}
        />
        <span id={fileHintId} className="field__hint">
          PDF, Word, Excel, text or image (jpg, png), up to {maxUploadMb} MB.
        </span>
        {fileError ? (
          <span id={fileErrorId} className="field__error" role="alert">
            {fileError}
          </span>
        ) : null}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${ids}-category`}>Category</label>
          <select
            id={`${ids}-category`}
            value={category}
            onChange={(event) => setCategory(event.target.value as DocumentCategory)}
          >
            {DOCUMENT_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {DOCUMENT_CATEGORY_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-version`}>Version</label>
          <input
            id={`${ids}-version`}
            type="text"
            value={version}
            maxLength={VERSION_RULE.max}
            onChange={(event) => setVersion(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-description`}>Description (optional)</label>
        <textarea
          id={`${ids}-description`}
          rows={2}
          maxLength={DESCRIPTION_RULE.max}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Upload'}
      </button>
    </form>
  );
}
