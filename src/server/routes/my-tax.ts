import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { investorTaxAnswerSchema, taxYearsAnswerSchema } from '../../domain/tax/api-schemas';
import { taxFormatQuery, taxYearParam } from '../../domain/tax/schemas';
import type { Db } from '../db/client';
import { requireInvestor } from '../investors/portal-guard';
import { investorTax, sendInvestorTax } from '../tax/tax-answers';
import { closedTaxYears } from '../tax/tax-year-store';
import { portalHooks, portalMeta, portalRefusals } from './my-account';

export interface MyTaxRoutesOptions {
  db: Db;
  fundName: string;
}

/** The investor's own tax documents (issue 28): the years whose Q4 is closed, and each year's package. */
export const myTaxRoutes: FastifyPluginAsyncZod<MyTaxRoutesOptions> = async (app, options) => {
  const { db, fundName } = options;
  portalHooks(app, db);

  app.get(
    '/api/me/tax',
    {
      schema: {
        ...portalMeta,
        summary: 'The years whose tax package is ready: their last quarter is closed',
        response: { 200: taxYearsAnswerSchema, ...portalRefusals },
      },
    },
    async () => ({ years: await closedTaxYears(db) }),
  );

  app.get(
    '/api/me/tax/:year',
    {
      schema: {
        ...portalMeta,
        summary: "The signed-in investor's K-1 items and capital account; format=pdf for the tax package",
        params: z.object({ year: taxYearParam }),
        querystring: taxFormatQuery,
        response: {
          200: z.union([investorTaxAnswerSchema, z.custom<Buffer>((value) => Buffer.isBuffer(value))]),
          ...portalRefusals,
        },
      },
    },
    async (request, reply) => {
      const investor = await requireInvestor(db, request);
      return sendInvestorTax(
        reply,
        await investorTax(db, request.params.year, investor.id, fundName),
        request.query.format,
      );
    },
  );
};
