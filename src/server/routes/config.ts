import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';

export const publicConfigSchema = z.object({
  fundName: z.string(),
  maxUploadMb: z.number(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    audience: z.string(),
    scope: z.string(),
    allowedClaim: z.string(),
  }),
});

/** What the browser needs to start: never a secret, never a sheet address. */
export function publicConfigBody(config: Config): z.infer<typeof publicConfigSchema> {
  return {
    fundName: config.fundName,
    maxUploadMb: config.maxUploadMb,
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      scope: config.oidc.scope,
      allowedClaim: config.oidc.allowedClaim,
    },
  };
}

/** GET /api/config; server-rendered pages embed the same body (ssr/). */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = publicConfigBody(config);
  app.get(
    '/api/config',
    {
      schema: {
        summary: 'Sign-in settings and the fund name for the web app',
        tags: ['system'],
        response: { 200: publicConfigSchema },
      },
    },
    async () => body,
  );
};
