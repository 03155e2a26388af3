import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentMatchesExtension } from '../../domain/documents/file-signature';
import { ACCEPTED_FILE_TYPES, acceptedExtensionOf, canPreview } from '../../domain/documents/file-types';
import {
  contentDoesNotMatch,
  FILE_TYPE_NOT_ACCEPTED,
  INVALID_DOCUMENT_ID,
  PREVIEW_NOT_AVAILABLE,
} from '../../domain/documents/messages';
import { sanitizeFileName } from '../../domain/documents/sanitize-file-name';
import {
  documentIdQuerySchema,
  documentListSchema,
  documentResponseSchema,
  documentsQuerySchema,
  documentUpdateSchema,
  documentUploadSchema,
} from '../../domain/documents/schemas';
import { INVESTOR_NOT_FOUND } from '../../domain/investors/messages';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { contentDisposition } from '../documents/content-disposition';
import { readUpload, uploadParserOptions } from '../documents/read-upload';
import {
  createDocument,
  deleteDocument,
  investorExists,
  listDocuments,
  loadDocumentFile,
  setDocumentActive,
} from '../documents/store';
import { HttpError } from '../http-error';
import { parseOrThrow } from '../validation';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { investorIdParamsSchema } from '../investors/route-schemas';

const meta = { tags: ['documents'], security: [{ bearer: [] }] };

/** A file's bytes: sent as they are, never serialized. */
const fileBytesSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .describe('With documentId: the file, in its stored type, as an attachment (or inline for preview)');

/** The type a stored file is served with; text is always UTF-8 (the upload check made sure of it). */
function servedType(fileType: string): string {
  return fileType === 'text/plain' ? 'text/plain; charset=utf-8' : fileType;
}

export interface DocumentRoutesOptions {
  db: Db;
  /** MAX_UPLOAD_MB: the largest file accepted, in megabytes of 1024 x 1024 bytes. */
  maxUploadMb: number;
}

/** An investor's documents (docs/requirements.md#doc): list, upload, download or preview, archive, delete. */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (
  app,
  { db, maxUploadMb },
) => {
  // Registered here, so multipart bodies are parsed by these routes only.
  await app.register(multipart, uploadParserOptions(Math.floor(maxUploadMb * 1024 * 1024)));

  app.get(
    '/api/investors/:id/documents',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary:
          "Without documentId: the investor's documents, newest first, archived ones included (isActive false), " +
          'all or one category. With documentId: the file, action=download (the default) or action=preview (PDF and images only)',
        params: investorIdParamsSchema,
        querystring: documentsQuerySchema,
        response: {
          200: z.union([documentListSchema, fileBytesSchema]),
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { category, documentId, action } = request.query;
      if (documentId === undefined) {
        if (action !== undefined) throw new HttpError(400, INVALID_DOCUMENT_ID);
        return { documents: await listDocuments(db, id, category) };
      }
      const file = await loadDocumentFile(db, id, documentId);
      const preview = action === 'preview';
      if (preview && !canPreview(file.fileType)) throw new HttpError(400, PREVIEW_NOT_AVAILABLE);
      return reply
        .type(servedType(file.fileType))
        .header('content-disposition', contentDisposition(preview ? 'inline' : 'attachment', file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.post(
    '/api/investors/:id/documents',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          'Upload a document: multipart/form-data with file (pdf, doc, docx, xls, xlsx, txt, jpg, jpeg, png, ' +
          'checked by extension and content, at most MAX_UPLOAD_MB), category (default quarterly_report), ' +
          "version (default '1.0') and description (optional)",
        consumes: ['multipart/form-data'],
        params: investorIdParamsSchema,
        response: {
          201: documentResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Before reading the file, so a wrong address costs no upload.
      if (!(await investorExists(db, id))) throw new HttpError(404, INVESTOR_NOT_FOUND);
      const { file, fields } = await readUpload(request, maxUploadMb);
      const filename = file && sanitizeFileName(file.filename);
      // Multipart bodies bypass the route's schema, so the form is checked here, with the same answers.
      const form = parseOrThrow(documentUploadSchema, {
        ...fields,
        file: file && filename ? { name: filename, size: file.content.length } : undefined,
      });
      const extension = acceptedExtensionOf(form.file.name);
      if (!file || !extension) throw new HttpError(400, FILE_TYPE_NOT_ACCEPTED);
      if (!contentMatchesExtension(file.content, extension))
        throw new HttpError(400, contentDoesNotMatch(extension));
      const document = await createDocument(
        db,
        id,
        {
          filename: form.file.name,
          category: form.category,
          version: form.version,
          description: form.description,
          fileType: ACCEPTED_FILE_TYPES[extension],
          content: file.content,
        },
        actorOf(request),
      );
      return reply.status(201).send({ document });
    },
  );

  app.patch(
    '/api/investors/:id/documents',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: 'Archive ({isActive: false}) or restore ({isActive: true}) a document',
        params: investorIdParamsSchema,
        querystring: documentIdQuerySchema,
        body: documentUpdateSchema,
        response: {
          200: documentResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => ({
      document: await setDocumentActive(
        db,
        request.params.id,
        request.query.documentId,
        request.body.isActive,
        actorOf(request),
      ),
    }),
  );

  app.delete(
    '/api/investors/:id/documents',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: 'Delete a document for good',
        params: investorIdParamsSchema,
        querystring: documentIdQuerySchema,
        response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await deleteDocument(db, request.params.id, request.query.documentId, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
