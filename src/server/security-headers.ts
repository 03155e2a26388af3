import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * Scripts come only from our own origin (no inline script). Styles allow inline because chart and
 * dialog libraries set element styles at run time; that carries no script-injection risk.
 * The browser talks to the identity provider's token endpoint directly, so its origin is allowed for fetch.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", issuerOrigin],
        frameSrc: ["'self'", 'blob:', issuerOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", issuerOrigin],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin policy for the API; the identity provider's pages are ours too.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
}
