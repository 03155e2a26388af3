import { fileTooLarge } from './messages';
import {
  documentUploadSchema,
  type DocumentUpload,
  type DocumentUploadForm,
  type UploadFile,
} from './schemas';

/** The form as the screen holds it: no file yet is undefined or null. */
export type UploadFormInput = Omit<DocumentUploadForm, 'file'> & { file?: UploadFile | null };

export type UploadCheck = { ok: true; value: DocumentUpload } | { ok: false; error: string };

/** MAX_UPLOAD_MB counts megabytes of 1024 x 1024 bytes, as the server does. */
export function maxUploadBytes(maxUploadMb: number): number {
  return Math.floor(maxUploadMb * 1024 * 1024);
}

/**
 * The upload form's checks before anything is sent, in the order the server makes them: a file
 * ('Please select a file'), an accepted type, not empty, then the size limit the server would
 * refuse with 413, so a large file is not sent only to be turned away.
 */
export function checkUpload(form: UploadFormInput, maxUploadMb: number): UploadCheck {
  const parsed = documentUploadSchema.safeParse(form);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid upload' };
  if (parsed.data.file.size > maxUploadBytes(maxUploadMb))
    return { ok: false, error: fileTooLarge(maxUploadMb) };
  return { ok: true, value: parsed.data };
}
