import { z } from 'zod';
import { instantSchema } from '../api-schemas';
import { ALL_CATEGORIES, DEFAULT_DOCUMENT_CATEGORY, DOCUMENT_CATEGORIES } from './categories';
import { acceptedExtensionOf } from './file-types';
import { recordIdParam } from '../record-id';
import { DESCRIPTION_MAX, ruledString, textRule, VERSION_MAX } from '../text-input';
import {
  EMPTY_FILE,
  FILE_TYPE_NOT_ACCEPTED,
  INVALID_ACTION,
  INVALID_CATEGORY,
  INVALID_CATEGORY_FILTER,
  INVALID_DOCUMENT_ID,
  INVALID_IS_ACTIVE,
  SELECT_A_FILE,
} from './messages';

/*
 * The documents API's payloads and answers, shared by the routes and the Document Manager.
 */

export const DEFAULT_DOCUMENT_VERSION = '1.0';
/** The upload form's text fields (src/domain/text-input.ts): one line for the version, lines for the description. */
export const VERSION_RULE = textRule('Version', VERSION_MAX);
export const DESCRIPTION_RULE = textRule('Description', DESCRIPTION_MAX, { multiline: true });

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

// ---- Upload (multipart fields: file, category, version, description) ----

export const documentCategorySchema = z.enum(DOCUMENT_CATEGORIES, { error: INVALID_CATEGORY });

/** What the form and the server know of the chosen file: a browser `File` fits. */
export interface UploadFile {
  name: string;
  size: number;
}

export const uploadFileSchema = z
  .custom<UploadFile>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as UploadFile).name === 'string' &&
      (value as UploadFile).name !== '' &&
      typeof (value as UploadFile).size === 'number',
    { error: SELECT_A_FILE },
  )
  .refine((file) => acceptedExtensionOf(file.name) !== null, { error: FILE_TYPE_NOT_ACCEPTED })
  .refine((file) => file.size > 0, { error: EMPTY_FILE });

/**
 * The form's text fields as sent, before blanks take their defaults: the upload schema below is built
 * from these, and the generated bad-input test reads their limits from here.
 */
export const uploadTextFields = {
  category: documentCategorySchema,
  version: ruledString(VERSION_RULE),
  description: ruledString(DESCRIPTION_RULE),
};

/** Blank or absent: quarterly_report. */
export const uploadCategorySchema = z.preprocess(
  blankToUndefined,
  uploadTextFields.category.default(DEFAULT_DOCUMENT_CATEGORY),
);
/** Blank or absent: '1.0'. */
export const uploadVersionSchema = z.preprocess(
  blankToUndefined,
  uploadTextFields.version.default(DEFAULT_DOCUMENT_VERSION),
);
/** Blank or absent: null. */
export const uploadDescriptionSchema = z.preprocess(
  blankToUndefined,
  uploadTextFields.description.optional().transform((value) => value ?? null),
);

/** The upload form; the file is checked first, so a form without one reads 'Please select a file'. */
export const documentUploadSchema = z.object({
  file: uploadFileSchema,
  category: uploadCategorySchema,
  version: uploadVersionSchema,
  description: uploadDescriptionSchema,
});
export type DocumentUploadForm = z.input<typeof documentUploadSchema>;
export type DocumentUpload = z.output<typeof documentUploadSchema>;

// ---- Query strings and the archive body ----

export const documentCategoryFilterSchema = z.enum([ALL_CATEGORIES, ...DOCUMENT_CATEGORIES], {
  error: INVALID_CATEGORY_FILTER,
});

/** `?documentId=`: the canonical id only, as every path and query id. */
export const documentIdSchema = recordIdParam('The document', INVALID_DOCUMENT_ID);

export const DOCUMENT_ACTIONS = ['download', 'preview'] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/**
 * `GET /api/investors/{id}/documents`: without documentId, the list (category 'all' by default);
 * with documentId, the file (action 'download' by default, or 'preview').
 */
export const documentsQuerySchema = z.object({
  category: documentCategoryFilterSchema.default(ALL_CATEGORIES),
  documentId: documentIdSchema.optional(),
  action: z.enum(DOCUMENT_ACTIONS, { error: INVALID_ACTION }).optional(),
});

/** PATCH and DELETE name one document. */
export const documentIdQuerySchema = z.object({ documentId: documentIdSchema });

/** PATCH body: false archives, true restores. */
export const documentUpdateSchema = z.object({ isActive: z.boolean({ error: INVALID_IS_ACTIVE }) });
export type DocumentUpdateBody = z.input<typeof documentUpdateSchema>;

// ---- Answers ----

export const documentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  version: z.string(),
  description: z.string().nullable(),
  /** Bytes. */
  fileSize: z.number().int(),
  /** The MIME type the file is served with ('application/pdf'). */
  fileType: z.string(),
  createdAt: instantSchema,
  /** False once archived. */
  isActive: z.boolean(),
});
export type DocumentInfo = z.infer<typeof documentSchema>;

/** The list: newest first, archived documents included (isActive false). */
export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export const documentResponseSchema = z.object({ document: documentSchema });
