import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ledgerCsv, ledgerFileName } from '../../domain/investors/ledger-csv';
import { INVESTOR_NOT_FOUND } from '../../domain/investors/messages';
import {
  investorCreateSchema,
  investorListSchema,
  investorSchema,
  investorUpdateSchema,
  investorWithInvestmentCreateSchema,
  type Investor,
} from '../../domain/investors/schemas';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { loadInvestors, loadLedger } from '../investors/investor-reads';
import {
  createInvestor,
  createInvestorWithInvestment,
  SaveStepFailed,
  updateInvestor,
} from '../investors/investor-writes';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { investorIdParamsSchema } from '../investors/route-schemas';

const meta = { tags: ['investors'], security: [{ bearer: [] }] };

async function loadOne(db: Db, id: number): Promise<Investor> {
  const [investor] = await loadInvestors(db, id);
  if (!investor) throw new HttpError(404, INVESTOR_NOT_FOUND);
  return investor;
}

/** Investors: list, create, read, edit, the calculator's one-transaction save and the ledger export. */
export const investorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/investors',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'Every investor with investments, NAV snapshots and totals, oldest first',
        response: { 200: investorListSchema, ...adminErrors },
      },
    },
    async () => loadInvestors(db),
  );

  app.get(
    '/api/investors/export',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'The investor ledger (every investment and redemption) as a CSV download',
        response: {
          200: z.string().describe('text/csv: a header row, then one row per investment or redemption'),
          ...adminErrors,
        },
      },
    },
    async (_request, reply) => {
      const csv = ledgerCsv(await loadLedger(db));
      const today = app.clock.today();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ledgerFileName(today)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/investors/:id',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'One investor with investments, NAV snapshots and totals',
        params: investorIdParamsSchema,
        response: { 200: investorSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => loadOne(db, request.params.id),
  );

  app.post(
    '/api/investors',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: 'Add an investor',
        body: investorCreateSchema,
        response: { 201: investorSchema, 400: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const id = await createInvestor(db, request.body, actorOf(request));
      return reply.status(201).send(await loadOne(db, id));
    },
  );

  app.patch(
    '/api/investors/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: "Change an investor's name, e-mail or quarterly contribution (null clears it)",
        params: investorIdParamsSchema,
        body: investorUpdateSchema,
        response: { 200: investorSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await updateInvestor(db, request.params.id, request.body, actorOf(request));
      return loadOne(db, request.params.id);
    },
  );

  app.post(
    '/api/investors/with-investment',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: 'Add an investor with the first investment and quarterly NAV snapshot, all or nothing',
        body: investorWithInvestmentCreateSchema,
        response: { 201: investorSchema, 400: errorResponseSchema, 500: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      let id: number;
      try {
        id = await createInvestorWithInvestment(db, request.body, actorOf(request), app.clock.today());
      } catch (err) {
        if (!(err instanceof SaveStepFailed)) throw err;
        request.log.error({ err: err.cause }, err.message);
        throw new HttpError(500, err.message);
      }
      return reply.status(201).send(await loadOne(db, id));
    },
  );
};
