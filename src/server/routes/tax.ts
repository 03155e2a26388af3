import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import { recordIdParam } from '../../domain/record-id';
import {
  allocationsAnswerSchema,
  investorTaxAnswerSchema,
  lotsAnswerSchema,
  marksAnswerSchema,
  realizedAnswerSchema,
} from '../../domain/tax/api-schemas';
import { putMarksBodySchema, taxFormatQuery, taxYearParam } from '../../domain/tax/schemas';
import {
  addSection1256BodySchema,
  section1256AnswerSchema,
  section1256ParamsSchema,
} from '../../domain/tax/section1256-list';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { allocationsAnswer, investorTax, sendInvestorTax, sendRealized, yearLots } from '../tax/tax-answers';
import { addSection1256Symbol, readSection1256, removeSection1256Symbol } from '../tax/section1256-list';
import { listMarks, saveMarks } from '../tax/tax-marks';
import { readTaxYear } from '../tax/tax-year';

export interface TaxRoutesOptions {
  db: Db;
  fundName: string;
}

const meta = { tags: ['tax'], security: [{ bearer: [] }] };
const yearParams = z.object({ year: taxYearParam });
const refusals = { 400: errorResponseSchema, ...adminErrors };
const fileSchema = z.union([z.string(), z.custom<Buffer>((value) => Buffer.isBuffer(value))]);

/*
 * The tax year (issue 28, decision 026): lots, realized gains as Form 8949 / Schedule D / Form 6781,
 * Section 1256 marks, the investors' K-1 items. The administrator and the auditor read; only the
 * administrator writes marks.
 */
export const taxRoutes: FastifyPluginAsyncZod<TaxRoutesOptions> = async (app, options) => {
  const { db, fundName } = options;

  app.get(
    '/api/tax/:year/lots',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'The tax lots held in the year, open and closed, with their adjustments',
        params: yearParams,
        response: { 200: lotsAnswerSchema, ...refusals },
      },
    },
    async (request) => yearLots(db, request.params.year),
  );

  app.get(
    '/api/tax/:year/realized',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'Form 8949 rows with Schedule D and Form 6781 totals; format=csv or format=pdf for a file',
        params: yearParams,
        querystring: taxFormatQuery,
        response: { 200: z.union([realizedAnswerSchema, fileSchema]), ...refusals },
      },
    },
    async (request, reply) => sendRealized(reply, db, request.params.year, request.query.format, fundName),
  );

  app.get(
    '/api/tax/:year/marks',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'Section 1256 positions open on 31 December, with any marks entered',
        params: yearParams,
        response: { 200: marksAnswerSchema, ...refusals },
      },
    },
    async (request) => ({ year: request.params.year, marks: await listMarks(db, request.params.year) }),
  );

  app.put(
    '/api/tax/:year/marks',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          'Enter year-end prices per share (as quoted) of Section 1256 positions; all or none are saved',
        params: yearParams,
        body: putMarksBodySchema,
        response: { 200: marksAnswerSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      year: request.params.year,
      marks: await saveMarks(db, request.params.year, request.body.marks, actorOf(request)),
    }),
  );

  app.get(
    '/api/tax/section-1256',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'The underlyings whose options are Section 1256 contracts (60/40, marked at year end)',
        response: { 200: section1256AnswerSchema, ...refusals },
      },
    },
    async () => readSection1256(db),
  );

  const listChange = {
    ...meta,
    response: {
      200: section1256AnswerSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
      ...refusals,
    },
  };

  app.post(
    '/api/tax/section-1256',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...listChange,
        summary:
          'Add an underlying to the Section 1256 list; refused while a year holding its options is closed',
        body: addSection1256BodySchema,
      },
    },
    async (request) => addSection1256Symbol(db, request.body.symbol, actorOf(request)),
  );

  app.delete(
    '/api/tax/section-1256/:symbol',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...listChange,
        summary:
          'Remove an underlying from the Section 1256 list; refused while a year holding its options is closed',
        params: section1256ParamsSchema,
      },
    },
    async (request) => removeSection1256Symbol(db, request.params.symbol, actorOf(request)),
  );

  app.get(
    '/api/tax/:year/allocations',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: "Every investor's K-1 items, their sum and the fund's totals",
        params: yearParams,
        response: { 200: allocationsAnswerSchema, ...refusals },
      },
    },
    async (request) => allocationsAnswer(await readTaxYear(db, request.params.year)),
  );

  app.get(
    '/api/investors/:id/tax/:year',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: "An investor's K-1 items and capital account; format=pdf for the tax package",
        params: yearParams.extend({ id: recordIdParam('Investor id') }),
        querystring: taxFormatQuery,
        response: {
          200: z.union([investorTaxAnswerSchema, fileSchema]),
          404: errorResponseSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      sendInvestorTax(
        reply,
        await investorTax(db, request.params.year, request.params.id, fundName),
        request.query.format,
      ),
  );
};
