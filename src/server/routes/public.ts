import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  navRowSchema,
  performanceResponseSchema,
  portfolioResponseSchema,
} from '../../domain/public-data/schemas';
import { isReader } from '../auth/claims';
import { acceptedEncodings, type ContentCoding } from '../http/accept-encoding';
import type { EncodedBody, EncodedJson } from '../http/encoded-json';
import type { PublicAnswers } from '../sources/public-answers';

export interface PublicRoutesOptions {
  answers: PublicAnswers;
  maskSensitive: boolean;
}

type HeadersFor = (encoding: ContentCoding | null) => Record<string, string>;

/** The headers of an encoded answer, made once per coding rather than set one by one per request. */
function answerHeaders(vary: string): HeadersFor {
  const made = (encoding: ContentCoding | null) => ({
    'cache-control': 'private, no-cache',
    vary,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-type': 'application/json; charset=utf-8',
  });
  const br = made('br');
  const gzip = made('gzip');
  const identity = made(null);
  return (encoding) => (encoding === 'br' ? br : encoding === 'gzip' ? gzip : identity);
}

const sendPicked = (reply: FastifyReply, picked: EncodedBody, headers: HeadersFor) =>
  reply.headers(headers(picked.encoding)).send(picked.body);

async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedJson,
  headers: HeadersFor,
) {
  return sendPicked(reply, await answer.pick(acceptedEncodings(request.headers['accept-encoding'])), headers);
}

// The answer depends on the caller's token as well as on what it accepts.
const portfolioHeaders = answerHeaders('Accept-Encoding, Authorization');
const performanceHeaders = answerHeaders('Accept-Encoding');

export const publicRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (app, options) => {
  const { answers, maskSensitive } = options;
  // Masking is decided here, on the server, from the verified token alone: whoever may read the
  // Reports area (the administrator, the auditor) sees the figures it works with.
  const masksFor = (request: FastifyRequest) =>
    maskSensitive && !(request.user !== null && isReader(request.user));

  app.get(
    '/api/public/portfolio',
    {
      // Kept compressed per copy of the sheets (sendEncoded): the compression hook has nothing to do.
      config: { preEncoded: true },
      schema: {
        summary:
          'Holdings, allocation and total; sensitive figures masked unless the caller reads the Reports area (administrator or auditor)',
        tags: ['public'],
        response: { 200: portfolioResponseSchema },
      },
    },
    (request, reply) => {
      const masked = masksFor(request);
      const picked = answers
        .readyPortfolio(masked)
        ?.pick(acceptedEncodings(request.headers['accept-encoding']));
      if (picked !== undefined && 'body' in picked) {
        // Made for the current sheets in a form the caller takes: sent as it is, without a promise.
        sendPicked(reply, picked, portfolioHeaders);
        return;
      }
      return answers
        .portfolio(masked)
        .then((answer) => sendEncoded(request, reply, answer, portfolioHeaders));
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
      return answers.nav();
    },
  );

  app.get(
    '/api/public/performance',
    {
      // Kept compressed per copy of the sheets (sendEncoded): the compression hook has nothing to do.
      config: { preEncoded: true },
      schema: {
        summary: 'Portfolio against the S&P 500 proxy: records, monthly and yearly returns, chart data',
        tags: ['public'],
        response: { 200: performanceResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await answers.performance();
      return sendEncoded(request, reply, answer, performanceHeaders);
    },
  );
};
