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
import { mapSteps } from '../../domain/steps';
import { jsonSteps, runCooperatively } from '../sources/cooperative';
import { acceptedEncodings } from '../http/accept-encoding';
import { EncodedJson } from '../http/encoded-json';
import type { Holdings, PublicData } from '../sources/public-data';

export interface PublicRoutesOptions {
  publicData: PublicData;
  maskSensitive: boolean;
}

/** The portfolio answer, masked or not, for one copy of the holdings. */
async function portfolioBody(holdings: Holdings | null, masked: boolean): Promise<PortfolioResponse> {
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
  // A sheet may hold some 170,000 rows: masked in slices that let other requests run.
  const rows = async (list: Holdings['stockPositions']) =>
    (masked ? await runCooperatively(mapSteps(list, maskRow)) : list) as PortfolioResponse['stockPositions'];
  return {
    stockPositions: await rows(holdings.stockPositions),
    optionPositions: await rows(holdings.optionPositions),
    strategyPositions: await rows(holdings.strategyPositions),
    allocation: masked ? maskAllocation(holdings.allocation.items) : holdings.allocation.items,
    totalValue: holdings.allocation.totalValue,
    masked,
  };
}

/**
 * Answers as bytes, with their Brotli and gzip forms, per copy of the sheets and masking variant: a
 * cached request does no derivation, no serialisation and no compression. The first is written in
 * slices (`jsonSteps`), as a sheet-sized answer takes hundreds of milliseconds to write; a reloaded
 * sheet whose answer comes out the same keeps the compressed forms already made.
 */
function encodedAnswers<Key extends object>() {
  const cache = new WeakMap<Key, Map<string, Promise<EncodedJson>>>();
  const latest = new Map<string, EncodedJson>();
  return (key: Key, variant: string, build: () => Promise<unknown>): Promise<EncodedJson> => {
    let variants = cache.get(key);
    if (!variants) cache.set(key, (variants = new Map()));
    let answer = variants.get(variant);
    if (answer === undefined) {
      answer = build()
        .then((body) => runCooperatively(jsonSteps(body)))
        .then((text) => {
          const encoded = EncodedJson.reuse(text, latest.get(variant));
          latest.set(variant, encoded);
          return encoded;
        });
      variants.set(variant, answer);
    }
    return answer;
  };
}

async function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedJson, vary: string) {
  const { body, encoding } = await answer.pick(acceptedEncodings(request.headers['accept-encoding']));
  reply.header('cache-control', 'private, no-cache').header('vary', vary);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

const NO_HOLDINGS = {};

export const publicRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (app, options) => {
  const { publicData, maskSensitive } = options;
  // Masking is decided here, on the server, from the verified token alone.
  const masksFor = (request: FastifyRequest) => maskSensitive && request.user?.allowed !== true;
  const portfolioAnswers = encodedAnswers<object>();
  const performanceAnswers = encodedAnswers<PerformanceData>();

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
      const answer = await portfolioAnswers(holdings ?? NO_HOLDINGS, String(masked), () =>
        portfolioBody(holdings, masked),
      );
      // The answer depends on the caller's token as well as on what it accepts.
      return sendEncoded(request, reply, answer, 'Accept-Encoding, Authorization');
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
    async (request, reply) => {
      const performance = await publicData.performance();
      const answer = await performanceAnswers(performance, 'all', async () => performance);
      return sendEncoded(request, reply, answer, 'Accept-Encoding');
    },
  );
};
