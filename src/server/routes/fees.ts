import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import {
  feeRunBodySchema,
  feeRunListSchema,
  feeRunPreviewBodySchema,
  feeRunPreviewSchema,
  feeRunSchema,
  feeTermsBodySchema,
  feeTermsSchema,
  investorFeeTermsBodySchema,
  investorFeeTermsSchema,
  postedFeeRunSchema,
} from '../../domain/fees/schemas';
import { recordIdParam } from '../../domain/record-id';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { listFeeRuns, postFeeRun, previewFeeRun, reverseFeeRun } from '../fees/fee-runs';
import {
  loadFundTerms,
  loadInvestorTerms,
  saveFundTerms,
  saveInvestorTerms,
  termsAnswer,
} from '../fees/fee-terms';
import { investorIdParamsSchema } from '../investors/route-schemas';

const meta = { tags: ['fees'], security: [{ bearer: [] }] };
const feeRunParams = z.object({ id: recordIdParam('Fee run id') });

/*
 * Fee terms and fee runs (docs/requirements.md#fee-terms, #fee-runs). Every route is the
 * administrator's; each carries its own guard so a read can be opened to other readers one by one.
 */
export const feeRoutes: FastifyPluginAsyncZod<{ db: Db; navTolerancePercent: number }> = async (
  app,
  { db, navTolerancePercent },
) => {
  app.get(
    '/api/fees/terms',
    {
      onRequest: app.requireReader,
      schema: { ...meta, summary: "The fund's fee terms", response: { 200: feeTermsSchema, ...adminErrors } },
    },
    async () => termsAnswer(await loadFundTerms(db)),
  );

  app.put(
    '/api/fees/terms',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: "Set the fund's fee terms (management 0-5 %, performance 0-50 %, quarterly or annual)",
        body: feeTermsBodySchema,
        response: { 200: feeTermsSchema, 400: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => termsAnswer(await saveFundTerms(db, request.body, actorOf(request))),
  );

  app.get(
    '/api/investors/:id/fee-terms',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: "An investor's own fee terms (null: the fund's) and the terms they pay",
        params: investorIdParamsSchema,
        response: { 200: investorFeeTermsSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => loadInvestorTerms(db, request.params.id),
  );

  app.put(
    '/api/investors/:id/fee-terms',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: "Set an investor's own fee terms; a null or missing field is the fund's",
        params: investorIdParamsSchema,
        body: investorFeeTermsBodySchema,
        response: {
          200: investorFeeTermsSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => saveInvestorTerms(db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/fee-runs/preview',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary:
          "What a quarter's fee run would charge each investor and lot at the NAV given (the books' NAV for the quarter's end when none is given); writes nothing",
        body: feeRunPreviewBodySchema,
        response: { 200: feeRunPreviewSchema, 400: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => previewFeeRun(db, request.body),
  );

  app.post(
    '/api/fee-runs',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          "Post a quarter's fee run: one per quarter, in quarter order, after the quarter has ended; a NAV per unit beyond NAV_TOLERANCE_PERCENT of the books' needs navOverrideReason",
        body: feeRunBodySchema,
        response: {
          201: postedFeeRunSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postFeeRun(db, request.body, actorOf(request), app.clock.today(), navTolerancePercent)),
  );

  app.get(
    '/api/fee-runs',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'The posted fee runs, newest quarter first',
        response: { 200: feeRunListSchema, ...adminErrors },
      },
    },
    async () => ({ runs: await listFeeRuns(db) }),
  );

  app.delete(
    '/api/fee-runs/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: "Reverse the latest fee run: its fee units and the lots' marks come back exactly",
        params: feeRunParams,
        response: { 200: feeRunSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => reverseFeeRun(db, request.params.id, actorOf(request)),
  );
};
