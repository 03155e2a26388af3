import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskAllocation, maskRow } from '../../domain/masking';
import type { PerformanceData } from '../../domain/performance/derive-performance';
import {
  navRowSchema,
  performanceResponseSchema,
  portfolioResponseSchema,
  type PortfolioResponse,
} from '../../domain/public-data/schemas';
import type { Holdings, PublicData } from '../sources/public-data';

export interface PublicRoutesOptions {
  publicData: PublicData;
  maskSensitive: boolean;
}

/** The JSON text of the portfolio answer, masked or not, for one copy of the holdings. */
function portfolioBody(holdings: Holdings | null, masked: boolean): PortfolioResponse {
  if (holdings === null) {
    return {
      stockPositions: null,
      optionPositions: null,
      strategyPositions: null,
      allocation: null,
      totalValue: null,
      masked,
    };
  }
  const rows = (list: Holdings['stockPositions']) =>
    (masked ? list.map(maskRow) : list) as PortfolioResponse['stockPositions'];
  return {
    stockPositions: rows(holdings.stockPositions),
    optionPositions: rows(holdings.optionPositions),
    strategyPositions: rows(holdings.strategyPositions),
    allocation: masked ? maskAllocation(holdings.allocation.items) : holdings.allocation.items,
    totalValue: holdings.allocation.totalValue,
    masked,
  };
}

/** Serialised answers are reused until the sheets change, so a cached request does no work. */
function memoJson<Key extends object>() {
  const cache = new WeakMap<Key, Map<string, string>>();
  return (key: Key, variant: string, build: () => unknown): string => {
    let variants = cache.get(key);
    if (!variants) cache.set(key, (variants = new Map()));
    let text = variants.get(variant);
    if (text === undefined) variants.set(variant, (text = JSON.stringify(build())));
    return text;
  };
}

const sendJson = (reply: FastifyReply, text: string) =>
  reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8').send(text);

const NO_HOLDINGS = {};

export const publicRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (app, options) => {
  const { publicData, maskSensitive } = options;
  // Masking is decided here, on the server, from the verified token alone.
  const masksFor = (request: FastifyRequest) => maskSensitive && request.user?.allowed !== true;
  const portfolioJson = memoJson<object>();
  const performanceJson = memoJson<PerformanceData>();

  app.get(
    '/api/public/portfolio',
    {
      schema: {
        summary: 'Holdings, allocation and total; sensitive figures masked unless the caller is allowed',
        tags: ['public'],
        response: { 200: portfolioResponseSchema },
      },
    },
    async (request, reply) => {
      const holdings = await publicData.holdings();
      const masked = masksFor(request);
      const text = portfolioJson(holdings ?? NO_HOLDINGS, String(masked), () =>
        portfolioBody(holdings, masked),
      );
      return sendJson(reply, text);
    },
  );

  app.get(
    '/api/public/nav',
    {
      schema: {
        summary: "The NAV sheet's first row (the fallback row when it is unavailable)",
        tags: ['public'],
        response: { 200: navRowSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return publicData.nav();
    },
  );

  app.get(
    '/api/public/performance',
    {
      schema: {
        summary: 'Portfolio against the S&P 500 proxy: records, monthly and yearly returns, chart data',
        tags: ['public'],
        response: { 200: performanceResponseSchema },
      },
    },
    async (_request, reply) => {
      const performance = await publicData.performance();
      return sendJson(
        reply,
        performanceJson(performance, 'all', () => performance),
      );
    },
  );
};
