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
import { Field, InputField, SelectField, TextAreaField } from '../../../components/form/field';
import { failureMessage, reasonOr, type Message } from '../../../components/form/message';
import { useMutationNotice } from '../../../components/form/use-mutation-notice';
import { useUploadDocument } from './api/upload-document';

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map(
  (option) => [option, DOCUMENT_CATEGORY_LABELS[option]] as const,
);

interface DocumentUploadFormProps {
  investorId: number;
  /** Reports the outcome to the Document Manager's message area. */
  onOutcome: (message: Message) => void;
}

/**
 * Upload a document: file (chosen or dropped), category, version and description. A dropped file's
 * category is guessed from its name; the file field is the keyboard's way in.
 */
export function DocumentUploadForm({ investorId, onOutcome }: DocumentUploadFormProps) {
  const { maxUploadMb } = useAppConfig();
  const upload = useMutationNotice(
    useUploadDocument(),
    {
      success: (document) => ({ tone: 'success', text: `Uploaded ${document.filename}` }),
      failure: (error) => failureMessage(error, reasonOr(UPLOAD_FAILED_TRY_AGAIN, uploadFailed)),
    },
    { onError: onOutcome },
  );
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
    upload.run(
      {
        investorId,
        file,
        fileName: file.name,
        category: value.category,
        version: value.version,
        description: value.description,
      },
      {
        onSuccess: (message) => {
          onOutcome(message);
          chooseFile(null);
          setInputKey((key) => key + 1);
          setCategory(DEFAULT_DOCUMENT_CATEGORY);
          setVersion(DEFAULT_DOCUMENT_VERSION);
          setDescription('');
        },
      },
    );
  };

  const fileId = `${ids}-file`;
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
      <Field
        id={fileId}
        label="File"
        hint={`PDF, Word, Excel, text or image (jpg, png), up to ${maxUploadMb} MB.`}
        error={fileError}
      >
        {(wired) => (
          <input
            key={inputKey}
            {...wired}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className="field-row">
        <SelectField
          id={`${ids}-category`}
          label="Category"
          value={category}
          onChange={(value) => setCategory(value as DocumentCategory)}
          options={CATEGORY_OPTIONS}
        />
        <InputField
          id={`${ids}-version`}
          label="Version"
          type="text"
          value={version}
          maxLength={VERSION_RULE.max}
          onChange={setVersion}
        />
      </div>
      <TextAreaField
        id={`${ids}-description`}
        label="Description (optional)"
        rows={2}
        maxLength={DESCRIPTION_RULE.max}
        value={description}
        onChange={setDescription}
      />
      <button type="submit" className="button button--primary" disabled={upload.pending}>
        {upload.pending ? 'Uploading...' : 'Upload'}
      </button>
    </form>
  );
}
