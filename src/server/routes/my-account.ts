import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canPreview } from '../../domain/documents/file-types';
import { documentIdSchema } from '../../domain/documents/schemas';
import { PREVIEW_NOT_AVAILABLE } from '../../domain/documents/messages';
import { accountSummary } from '../../domain/portal/account';
import {
  accountResponseSchema,
  myDocumentsResponseSchema,
  statementsResponseSchema,
  transactionsResponseSchema,
} from '../../domain/portal/account-schema';
import { INVALID_DOCUMENT_ACTION, INVALID_TRANSACTIONS_FORMAT } from '../../domain/portal/messages';
import { statementList, withStoredStatements, type StatementContext } from '../../domain/portal/statements';
import { periodParamsSchema } from '../../domain/periods/schemas';
import { transactionsCsv, transactionsFileName } from '../../domain/portal/transactions-csv';
import type { Db } from '../db/client';
import { contentDisposition } from '../documents/content-disposition';
import { HttpError } from '../http-error';
import {
  listActiveDocuments,
  loadActiveDocumentFile,
  ledgerTransactions,
  loadPortalLedger,
  toTransactions,
} from '../investors/portal-reads';
import { requireInvestor } from '../investors/portal-guard';
import { errorResponseSchema } from '../../domain/api-schemas';
import type { PublicData } from '../sources/public-data';
import { closedQuarters, statementDownload } from '../periods/stored-statements';
import { loadStatementContext, renderStatementPdf } from '../statements/statement-pdf';

export interface MyAccountRoutesOptions {
  db: Db;
  publicData: PublicData;
  fundName: string;
}

export const portalMeta = { tags: ['investor portal'], security: [{ bearer: [] }] };
// 401 without a valid token, 403 for a sign-in linked to no investor, 503 while the provider is down.
export const portalErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  503: errorResponseSchema,
} as const;
export const fileBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The file');
/** A route that names one of the investor's things: a bad name, none of theirs, or not available yet. */
export const portalRefusals = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  ...portalErrors,
} as const;

/**
 * Every /api/me/* route: a signed-in caller linked to an investor, checked before the body or the query
 * is read (onRequest comes before parsing and validation), and answers no cache keeps.
 */
export function portalHooks(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', async (request, reply) => {
    if (!reply.sent) await requireInvestor(db, request);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}

/**
 * The investor portal's API (docs/requirements.md#portal): every route takes the investor from the
 * verified token (requireInvestor), never from the URL or the body.
 */
export const myAccountRoutes: FastifyPluginAsyncZod<MyAccountRoutesOptions> = async (app, options) => {
  const { db, publicData, fundName } = options;
  // The fund's calendar (src/server/fund-clock.ts): the as-of day, the current quarter, file names.
  const today = () => app.clock.today();
  portalHooks(app, db);

  async function currentNav(): Promise<number | null> {
    try {
      return await publicData.currentNav();
    } catch {
      return null;
    }
  }

  async function statementContext(): Promise<StatementContext> {
    return loadStatementContext(
      { db },
      { today: app.clock.today(), currentNav: await currentNav(), fundName },
    );
  }

  app.get(
    '/api/me/account',
    {
      schema: {
        ...portalMeta,
        summary: "The signed-in investor's capital account, returns and value over time",
        response: { 200: accountResponseSchema, ...portalErrors },
      },
    },
    async (request) => {
      const investor = await requireInvestor(db, request);
      const [ledger, nav, performance] = await Promise.all([
        loadPortalLedger(db, investor.id),
        currentNav(),
        publicData.performance(),
      ]);
      return accountSummary({
        entries: ledger.entries,
        feeDeductions: ledger.feeDeductions,
        highWaterMark: ledger.highWaterMark,
        quarterlyNavSnapshots: ledger.quarterlyNavSnapshots,
        currentNav: nav,
        fundShares: ledger.fundShares,
        indexDays: performance.navData.map((day) => ({ date: day.date, price: day.spyPrice })),
        asOf: today(),
      });
    },
  );

  app.get(
    '/api/me/transactions',
    {
      schema: {
        ...portalMeta,
        summary:
          "The signed-in investor's contributions, redemptions and fees, oldest first; format=csv for a file",
        querystring: z.object({
          format: z.enum(['json', 'csv'], { error: INVALID_TRANSACTIONS_FORMAT }).default('json'),
        }),
        response: {
          200: z.union([transactionsResponseSchema, z.string()]),
          400: errorResponseSchema,
          ...portalErrors,
        },
      },
    },
    async (request, reply) => {
      const investor = await requireInvestor(db, request);
      const rows = ledgerTransactions(await loadPortalLedger(db, investor.id));
      if (request.query.format === 'json') return { transactions: toTransactions(rows) };
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', transactionsFileName(today())))
        .send(transactionsCsv(rows));
    },
  );

  app.get(
    '/api/me/statements',
    {
      schema: {
        ...portalMeta,
        summary: "The signed-in investor's quarters, newest first, with what each statement lacks",
        response: { 200: statementsResponseSchema, ...portalErrors },
      },
    },
    async (request) => {
      const investor = await requireInvestor(db, request);
      const closed = await closedQuarters(db, investor.id);
      return {
        statements: withStoredStatements(statementList(investor.id, await statementContext()), closed),
      };
    },
  );

  app.get(
    '/api/me/statements/:quarter',
    {
      schema: {
        ...portalMeta,
        summary:
          'One quarter\'s statement as a PDF (quarter as "Q3_2025"): as stored when the quarter closed, else made now',
        params: periodParamsSchema,
        response: { 200: fileBytesSchema, ...portalRefusals },
      },
    },
    async (request, reply) => {
      const investor = await requireInvestor(db, request);
      const { quarter } = request.params;
      const pdf = await statementDownload(db, investor.id, quarter, async () =>
        renderStatementPdf(await statementContext(), investor.id, quarter, db),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition('attachment', pdf.fileName))
        .send(pdf.content);
    },
  );

  app.get(
    '/api/me/documents',
    {
      schema: {
        ...portalMeta,
        summary: "The signed-in investor's active documents, newest first (archived ones are not shown)",
        response: { 200: myDocumentsResponseSchema, ...portalErrors },
      },
    },
    async (request) => {
      const investor = await requireInvestor(db, request);
      return { documents: await listActiveDocuments(db, investor.id) };
    },
  );

  app.get(
    '/api/me/documents/:id/file',
    {
      schema: {
        ...portalMeta,
        summary:
          "One of the signed-in investor's active documents; action=preview shows a PDF or image inline. " +
          "Another investor's, an archived or an unknown document is 404",
        params: z.object({ id: documentIdSchema }),
        querystring: z.object({
          action: z.enum(['download', 'preview'], { error: INVALID_DOCUMENT_ACTION }).default('download'),
        }),
        response: {
          200: fileBytesSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...portalErrors,
        },
      },
    },
    async (request, reply) => {
      const investor = await requireInvestor(db, request);
      const file = await loadActiveDocumentFile(db, investor.id, request.params.id);
      const preview = request.query.action === 'preview';
      if (preview && !canPreview(file.fileType)) throw new HttpError(400, PREVIEW_NOT_AVAILABLE);
      return reply
        .type(file.fileType === 'text/plain' ? 'text/plain; charset=utf-8' : file.fileType)
        .header('content-disposition', contentDisposition(preview ? 'inline' : 'attachment', file.filename))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};
