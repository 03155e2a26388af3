import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_ROOT } from '../app-root';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commitImportSchema,
  IMPORT_API_MESSAGES as M,
  importIdParamsSchema,
  importListSchema,
  importUploadFieldsSchema,
  importViewSchema,
} from '../../domain/imports/api-schemas';
import { MAX_IMPORT_BYTES } from '../../domain/imports/limits';
import { IMPORT_MESSAGES } from '../../domain/imports/messages';
import { parseImportFile, readImportFormat } from '../../domain/imports/parse-import';
import { sanitizeFileName } from '../../domain/documents/sanitize-file-name';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { readUpload, uploadParserOptions } from '../documents/read-upload';
import { HttpError } from '../http-error';
import { commitImport } from '../imports/commit';
import { importViewOf, viewOf } from '../imports/plan-now';
import { listImports, loadImport, storePreview } from '../imports/store';
import { undoImport } from '../imports/undo';
import { undoRefusals } from '../imports/undo-refusal';
import { summaryOf } from '../imports/view';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { parseOrThrow } from '../validation';

const meta = { tags: ['imports'], security: [{ bearer: [] }] };
const TEMPLATE = path.join(APP_ROOT, 'data', 'import-template.csv');

/** Broker imports (docs/requirements.md#imp): preview, commit, list, undo. Administrator only. */
export const importRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, uploadParserOptions(MAX_IMPORT_BYTES));

  app.post(
    '/api/imports',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          'Preview a broker file: multipart/form-data with file (at most 10 MB, 50,000 rows), optional format ' +
          '(tastytrade, ibkr, schwab, template; detected by its header otherwise) and optional account. ' +
          'Nothing is written to the books; the answer is the preview with the import id',
        consumes: ['multipart/form-data'],
        response: {
          201: importViewSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, MAX_IMPORT_BYTES / (1024 * 1024)).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 413)
          throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
        throw error;
      });
      const fields = parseOrThrow(importUploadFieldsSchema, upload.fields, 'form');
      if (upload.file === null) throw new HttpError(400, M.selectFile);
      let format;
      if (fields.format) {
        format = readImportFormat(fields.format);
        if (format === null) throw new HttpError(400, IMPORT_MESSAGES.unknownFormatChoice);
      }
      const result = parseImportFile(upload.file.content.toString('utf8'), {
        format,
        account: fields.account,
        bookZone: app.clock.timeZone,
      });
      if (!result.ok) throw new HttpError(400, result.error);
      const id = await storePreview(db, result, {
        filename: sanitizeFileName(upload.file.filename).slice(0, 255) || 'import.csv',
        account: fields.account ?? '',
        actor: actorOf(request),
      });
      return reply.status(201).send(await viewOf(db, (await loadImport(db, id))!));
    },
  );

  app.get(
    '/api/imports',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary:
          'Past imports, newest first (the latest 200): previews, committed and undone, each with why an undo would be refused now (undoRefusal, null when it would be taken)',
        response: { 200: importListSchema, ...adminErrors },
      },
    },
    // One snapshot: each import's refusal is read against the books as the list finds them.
    async () =>
      db.transaction(
        async (tx) => {
          const rows = await listImports(tx);
          const refusals = await undoRefusals(
            tx,
            rows.map((row) => row.id),
          );
          return {
            imports: rows.map((row) => ({
              ...summaryOf(row, row.rowCount, row.undoneBy),
              undoRefusal: refusals.get(row.id) ?? null,
            })),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
  );

  app.get(
    '/api/imports/:id',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary:
          'One import: a preview is planned again against the books as they are now; a committed or undone one shows what it booked',
        params: importIdParamsSchema,
        response: {
          200: importViewSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => importViewOf(db, request.params.id),
  );

  app.post(
    '/api/imports/:id/commit',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          'Book a previewed import in one transaction, with the proposed rolls to book as rolls and a decision for each row that needs review',
        params: importIdParamsSchema,
        body: commitImportSchema,
        response: {
          200: importViewSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => commitImport(db, request.params.id, request.body, actorOf(request), app.clock.today()),
  );

  app.delete(
    '/api/imports/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          "Undo a committed import as a whole; refused (409, in the words of the list's undoRefusal) when it is not committed, a position it wrote has changed since, or it touches a closed quarter",
        params: importIdParamsSchema,
        response: {
          200: importViewSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => undoImport(db, request.params.id, actorOf(request)),
  );
};

/** The template CSV (column names only): not the fund's data, so anyone may download it. */
export const importTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/imports/template.csv',
    {
      schema: {
        tags: ['imports'],
        summary: "The fund's import template: the header row of columns the template format reads",
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="import-template.csv"')
        .send(await readFile(TEMPLATE, 'utf8')),
  );
};
