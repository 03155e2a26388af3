/*
 * Every text the Document Manager and the documents API show a person. The first groups are worded by
 * docs/requirements.md#err-documents and must not change; the rest are ours, written in the same voice.
 */

// docs/requirements.md#doc-upload: validation.
export const SELECT_A_FILE = 'Please select a file';

// docs/requirements.md#err-documents: outcomes the screens report.
export const UPLOAD_FAILED_TRY_AGAIN = 'Upload failed. Please try again.';
export const DOWNLOAD_FAILED = 'Download failed';
export const PREVIEW_FAILED = 'Preview failed';
export const ARCHIVE_FAILED = 'Archive failed';
export const DELETE_FAILED = 'Delete failed';

/** 'Upload failed: File is larger than the 25 MB limit': the server's `error`, as the screen shows it. */
export function uploadFailed(error: string): string {
  return `Upload failed: ${error}`;
}

// Ours: the dialogs before archive and permanent delete (docs/requirements.md#doc-actions).
export function archiveConfirmation(fileName: string): string {
  return `Archive "${fileName}"? It stays in the list as archived and can be restored.`;
}
export function deleteConfirmation(fileName: string): string {
  return `Permanently delete "${fileName}"? This cannot be undone.`;
}

// Ours: the API's refusals.
export function fileTooLarge(maxMegabytes: number): string {
  return `File is larger than the ${maxMegabytes} MB limit`;
}
export const FILE_TYPE_NOT_ACCEPTED =
  'This file type is not accepted. Please upload a PDF, Word (doc, docx), Excel (xls, xlsx), text (txt) or image (jpg, jpeg, png) file';
/** The extension says one type and the file's own bytes say another (a renamed file). */
export function contentDoesNotMatch(extension: string): string {
  return `The file's contents are not a valid .${extension} file`;
}
export const EMPTY_FILE = 'The file is empty';
export const ONE_FILE_AT_A_TIME = 'Please upload one file at a time';
export const UPLOAD_NOT_READABLE = 'The upload could not be read. Please try again.';
export const UPLOAD_NOT_MULTIPART = 'Please send the file as multipart/form-data';
export const INVALID_CATEGORY =
  'Category must be one of operating_agreement, quarterly_report, tax_document, investment_document, communication, compliance';
// Query and body checks below read after the API's 'Invalid querystring: category: '.
export const INVALID_CATEGORY_FILTER =
  'Expected all or one of operating_agreement, quarterly_report, tax_document, investment_document, communication, compliance';
export const INVALID_DOCUMENT_ID = 'Please choose a document (documentId)';
export const INVALID_ACTION = 'Expected download or preview';
export const INVALID_IS_ACTIVE = 'Expected true (restore) or false (archive)';
export const DOCUMENT_NOT_FOUND = 'Document not found';
/** The upload form's own refusals, answered as they are (src/server/validation.ts). */
export const UPLOAD_FORM_MESSAGES: readonly string[] = [
  SELECT_A_FILE,
  FILE_TYPE_NOT_ACCEPTED,
  EMPTY_FILE,
  INVALID_CATEGORY,
];
export const PREVIEW_NOT_AVAILABLE = 'Preview is available for PDF and image files only';
