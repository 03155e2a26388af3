/* docs/requirements.md#doc-upload: the nine accepted file types, and the MIME type each is served as. */

export const ACCEPTED_FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;
export type AcceptedExtension = keyof typeof ACCEPTED_FILE_TYPES;

export const ACCEPTED_EXTENSIONS = Object.keys(ACCEPTED_FILE_TYPES) as AcceptedExtension[];

/** For `<input type="file" accept=...>`: '.pdf,.doc,...'. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Types a browser shows in the page: the Document Manager previews these, and only these. */
export const PREVIEWABLE_FILE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
]);

/** 'Report.Q3.PDF' -> 'pdf'; '' when the name has no extension. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function acceptedExtensionOf(fileName: string): AcceptedExtension | null {
  const extension = extensionOf(fileName);
  return Object.hasOwn(ACCEPTED_FILE_TYPES, extension) ? (extension as AcceptedExtension) : null;
}

export function canPreview(fileType: string): boolean {
  return PREVIEWABLE_FILE_TYPES.has(fileType);
}
