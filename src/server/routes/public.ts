import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  navRowSchema,
  performanceResponseSchema,
  portfolioResponseSchema,
} from '../../domain/public-data/schemas';
import { acceptedEncodings } from '../http/accept-encoding';
import type { EncodedJson } from '../http/encoded-json';
import type { PublicAnswers } from '../sources/public-answers';

export interface PublicRoutesOptions {
  answers: PublicAnswers;
  maskSensitive: boolean;
}

async function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedJson, vary: string) {
  const { body, encoding } = await answer.pick(acceptedEncodings(request.headers['accept-encoding']));
  reply.header('cache-control', 'private, no-cache').header('vary', vary);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

export const publicRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (app, options) => {
  const { answers, maskSensitive } = options;
  // Masking is decided here, on the server, from the verified token alone.
  const masksFor = (request: FastifyRequest) => maskSensitive && request.user?.allowed !== true;

  app.get(
    '/api/public/portfolio',
    {
      // Kept compressed per copy of the sheets (sendEncoded): the compression hook has nothing to do.
      config: { preEncoded: true },
      schema: {
        summary: 'Holdings, allocation and total; sensitive figures masked unless the caller is allowed',
        tags: ['public'],
        response: { 200: portfolioResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await answers.portfolio(masksFor(request));
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
      return sendEncoded(request, reply, answer, 'Accept-Encoding');
    },
  );
};
