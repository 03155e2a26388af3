import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { INVESTOR_NOT_FOUND } from '../../domain/investors/messages';
import { statementNotAvailable } from '../../domain/portal/messages';
import { reportFileName } from '../../domain/reports/report-file-name';
import {
  statementBatchSchema,
  statementPdfSchema,
  statementRunSchema,
} from '../../domain/reports/statement-run';
import type { Db } from '../db/client';
import { contentDisposition } from '../documents/content-disposition';
import { HttpError } from '../http-error';
import { storedStatement } from '../periods/stored-statements';
import { statementBatch } from '../statements/statement-batch';
import { statementPdf } from '../statements/statement-pdf';

const meta = { tags: ['reports'], security: [{ bearer: [] }] };
const fileBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The statement PDF');

/**
 * The batch end-of-quarter statements (docs/requirements.md#rep-run, #stmt). Both routes only read:
 * a POST because the run's settings and overrides are a body, guarded by requireReader so the
 * auditor may make them too (decision 018).
 */
export const statementRoutes: FastifyPluginAsyncZod<{ db: Db; fundName: string }> = async (
  app,
  { db, fundName },
) => {
  app.post(
    '/api/reports/statements',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary:
          "Every investor's statement for a quarter, as text, from the books and the run's settings; writes nothing",
        body: statementRunSchema,
        response: { 200: statementBatchSchema, 400: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const batch = await statementBatch(db, fundName, request.body);
      return {
        reports: batch.reports.map(({ investorId, name, text }) => ({ investorId, name, text })),
        skipped: batch.skipped,
      };
    },
  );

  app.post(
    '/api/reports/statements/pdf',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: "One investor's statement of the run as a PDF; writes nothing",
        body: statementPdfSchema,
        response: {
          200: fileBytesSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      const { investorId, ...run } = request.body;
      // A closed quarter's statement is the one its close stored, whatever the run's settings say.
      const stored = await storedStatement(db, investorId, `${run.quarter}_${run.year}`);
      if (stored)
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('attachment', stored.fileName))
          .send(stored.content);
      const batch = await statementBatch(db, fundName, run);
      const skipped = batch.skipped.find((each) => each.investorId === investorId);
      if (skipped) throw new HttpError(409, statementNotAvailable(skipped.missing));
      const report = batch.reports.find((each) => each.investorId === investorId);
      if (!report) throw new HttpError(404, INVESTOR_NOT_FOUND);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition(
            'attachment',
            reportFileName({ id: investorId, name: report.name }, run.quarter, Number(run.year), 'pdf'),
          ),
        )
        .send(await statementPdf(report.statement));
    },
  );
};
