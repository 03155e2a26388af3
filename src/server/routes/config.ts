import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';

export const publicConfigSchema = z.object({
  fundName: z.string(),
  maxUploadMb: z.number(),
  timeZone: z
    .string()
    .describe("The fund's time zone (FUND_TIME_ZONE, IANA): the browser takes today from it, not its own"),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scope: z.string(),
    allowedClaim: z.string(),
  }),
});

const configResponseSchema = publicConfigSchema.extend({
  today: z.string().describe("The fund's calendar day when answered, YYYY-MM-DD"),
});

/** What the browser needs to start: never a secret, never a sheet address. */
export function publicConfigBody(config: Config): z.infer<typeof publicConfigSchema> {
  return {
    fundName: config.fundName,
    maxUploadMb: config.maxUploadMb,
    timeZone: config.fundTimeZone,
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      scope: config.oidc.scope,
      allowedClaim: config.oidc.allowedClaim,
    },
  };
}

/**
 * GET /api/config; server-rendered pages embed the same body without `today`, since a rendered page
 * is kept past a day's end (ssr/): the browser reads today from the zone (src/client/config/), with
 * the zone's offsets for two years, which those pages add (decision 034).
 */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = publicConfigBody(config);
  app.get(
    '/api/config',
    {
      schema: {
        summary: "Sign-in settings, the fund's name, time zone and today for the web app",
        tags: ['system'],
        response: { 200: configResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { ...body, today: app.clock.today() };
    },
  );
};
