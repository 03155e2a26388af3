import type { FastifyReply } from 'fastify';
import { errorResponseSchema } from '../../domain/api-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  journalQuerySchema,
  journalStatsSchema,
  journalTradesSchema,
  type JournalTradeRow,
} from '../../domain/journal/api-schemas';
import { journalCsvFileName, journalTradesCsv } from '../../domain/journal/trades-csv';
import type { DayRange } from '../../domain/journal/trades';
import type { Db } from '../db/client';
import { contentDisposition } from '../documents/content-disposition';
import { journalFilterOf, loadJournalStats, loadJournalTrades } from '../journal/journal';
import { ADMIN_SECURITY, errorResponses } from '../trades/route-docs';

const TAGS = ['journal'];

const csvResponse = z.string().describe("text/csv: 'journal-trades-{from}-to-{to}.csv'");
const errors = {
  ...errorResponses(),
  400: errorResponseSchema.describe(
    "A bad query; `error` is the required message (docs/requirements.md#err-journal), e.g. 'The from date must be on or before the to date'",
  ),
};

/**
 * The trade journal's analytics (docs/requirements.md#jr-api), for the administrator and the auditor.
 */
export const journalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Reads only: the administrator and the auditor (decision 018).
  app.addHook('onRequest', app.requireReader);

  const sendCsv = (reply: FastifyReply, range: DayRange, rows: JournalTradeRow[]) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', journalCsvFileName(range)))
      .header('cache-control', 'private, no-store')
      .send(journalTradesCsv(rows));

  app.get(
    '/api/journal/stats',
    {
      schema: {
        summary:
          'Statistics of the trades (closing events) dated in a range, optionally of one tag; format=csv for the trades',
        tags: TAGS,
        security: ADMIN_SECURITY,
        querystring: journalQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([journalStatsSchema, csvResponse]), ...errors },
      },
    },
    async (request, reply) => {
      const filter = journalFilterOf(request.query);
      if (request.query.format === 'json') return loadJournalStats(db, filter);
      return sendCsv(reply, filter.range, await loadJournalTrades(db, filter));
    },
  );

  app.get(
    '/api/journal/trades',
    {
      schema: {
        summary: 'The trades (closing events) dated in a range, optionally of one tag, oldest first',
        tags: TAGS,
        security: ADMIN_SECURITY,
        querystring: journalQuerySchema,
        produces: ['application/json', 'text/csv'],
        response: { 200: z.union([journalTradesSchema, csvResponse]), ...errors },
      },
    },
    async (request, reply) => {
      const filter = journalFilterOf(request.query);
      const rows = await loadJournalTrades(db, filter);
      if (request.query.format === 'json') return { ...filter.range, trades: rows };
      return sendCsv(reply, filter.range, rows);
    },
  );
};
