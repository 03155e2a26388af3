import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/*
 * A per-client rate on the API (decision 022): a client is its address as the app's trusted proxies
 * resolve it (request.ip, TRUST_PROXY), so one client behind the proxy cannot spend the others'
 * allowance, and a forged X-Forwarded-For from anyone else changes nothing. Each instance counts its own
 * clients; the probes a proxy or an orchestrator sends, and the web app's files, are not counted.
 */

const UNCOUNTED = new Set(['/api/health', '/api/ready']);

/** Whether a request counts towards its client's rate: the API, less its health probes. */
export function isRateLimited(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  return pathname.startsWith('/api/') && !UNCOUNTED.has(pathname);
}

export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => request.ip,
    allowList: (request: FastifyRequest) => !isRateLimited(request.url),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        `Too many requests: at most ${context.max} a minute from one address. Try again in ${seconds} seconds.`,
        { 'Retry-After': String(seconds) },
      );
    },
  });
}
