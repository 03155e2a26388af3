import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import {
  closePeriodBodySchema,
  periodListSchema,
  periodParamsSchema,
  periodSchema,
  reopenPeriodBodySchema,
  storedStatementListSchema,
} from '../../domain/periods/schemas';
import { booksNavQuerySchema, booksNavResponseSchema } from '../../domain/books/books-nav';
import { fundQuarterListSchema } from '../../domain/periods/fund-quarters';
import { booksNavOn } from '../books';
import { booksNavAnswer } from '../fees/fee-runs';
import { parseQuarter } from '../../domain/quarters';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { contentDisposition } from '../documents/content-disposition';
import { recordIdParam } from '../../domain/record-id';
import { listFundQuarters } from '../periods/fund-quarters';
import { closePeriod, listPeriods, reopenPeriod } from '../periods/period-close';
import { listStoredStatements, statementDownload } from '../periods/stored-statements';
import type { PublicData } from '../sources/public-data';
import { loadStatementContext, renderStatementPdf } from '../statements/statement-pdf';

export interface PeriodRoutesOptions {
  db: Db;
  publicData: PublicData;
  fundName: string;
}

const meta = { tags: ['periods'], security: [{ bearer: [] }] };
const fileBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The PDF');

/*
 * Period close (docs/requirements.md#period-close) and the statements it stores. Every route is the
 * administrator's; each carries its own guard so a read can be opened to other readers one by one.
 */
export const periodRoutes: FastifyPluginAsyncZod<PeriodRoutesOptions> = async (app, options) => {
  const { db, publicData, fundName } = options;

  app.get(
    '/api/periods',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'The closed quarters, newest first, with who closed them and when',
        response: { 200: periodListSchema, ...adminErrors },
      },
    },
    async () => ({ periods: await listPeriods(db) }),
  );

  app.get(
    '/api/fund-quarters',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary:
          "The fund's quarters, newest first: the books' NAV for each one's end, and why it cannot be closed, charged or have its fee run reversed now",
        response: { 200: fundQuarterListSchema, ...adminErrors },
      },
    },
    async () => ({ quarters: await listFundQuarters(db, app.clock.today()) }),
  );

  app.get(
    '/api/books-nav',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary:
          "The books' NAV per unit for a day: the latest record, fee run or NAV history entry on or before it, and which",
        querystring: booksNavQuerySchema,
        response: { 200: booksNavResponseSchema, 400: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ booksNav: booksNavAnswer(await booksNavOn(db, request.query.day)) }),
  );

  app.post(
    '/api/periods/:quarter/close',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          'Close a quarter ("Q3_2025"): its records stop changing and each investor\'s statement is stored. ' +
          'Needs {confirmNoFees: true} when fee terms are set and the quarter has no fee run',
        params: periodParamsSchema,
        body: closePeriodBodySchema,
        response: { 200: periodSchema, 400: errorResponseSchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      closePeriod(db, parseQuarter(request.params.quarter)!, {
        confirmNoFees: request.body.confirmNoFees ?? false,
        actor: actorOf(request),
        today: app.clock.today(),
        fundName,
      }),
  );

  app.post(
    '/api/periods/:quarter/reopen',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: 'Reopen a closed quarter, giving the reason (audited)',
        params: periodParamsSchema,
        body: reopenPeriodBodySchema,
        response: { 204: z.null(), 400: errorResponseSchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await reopenPeriod(db, parseQuarter(request.params.quarter)!, request.body.reason, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/periods/:quarter/statements',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'The statements stored when the quarter closed (none while it is open)',
        params: periodParamsSchema,
        response: { 200: storedStatementListSchema, ...adminErrors },
      },
    },
    async (request) => ({ statements: await listStoredStatements(db, request.params.quarter) }),
  );

  app.get(
    '/api/investors/:id/statements/:quarter',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: "An investor's statement for a quarter as a PDF: as stored when it closed, else made now",
        params: periodParamsSchema.extend({ id: recordIdParam('Investor id') }),
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
      const { id, quarter } = request.params;
      const pdf = await statementDownload(db, id, quarter, async () => {
        let currentNav: number | null = null;
        try {
          currentNav = await publicData.currentNav();
        } catch {
          currentNav = null;
        }
        const context = await loadStatementContext(
          { db },
          { today: app.clock.today(), currentNav, fundName },
        );
        return renderStatementPdf(context, id, quarter, db);
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', pdf.fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf.content);
    },
  );
};
