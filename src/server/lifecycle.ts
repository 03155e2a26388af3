import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '../domain/api-schemas';

/*
 * Where the server is in its life (decision 016): starting (migrations running), ready, or stopping
 * (a shutdown has begun). /api/ready says it to load balancers; while starting, the API answers 503
 * rather than touching a database that is not migrated yet.
 */

export type Phase = 'starting' | 'ready' | 'stopping';

export interface Lifecycle {
  phase(): Phase;
  ready(): void;
  stopping(): void;
}

export function createLifecycle(): Lifecycle {
  let phase: Phase = 'starting';
  return {
    phase: () => phase,
    ready: () => {
      if (phase === 'starting') phase = 'ready';
    },
    stopping: () => {
      phase = 'stopping';
    },
  };
}

export const STARTING = 'The server is starting. Please try again in a moment.';
export const STOPPING = 'The server is shutting down.';

/** Paths that answer in any phase: the probes themselves. */
const PROBES = new Set(['/api/health', '/api/ready']);

/** While starting, every API request but the probes gets 503 with Retry-After. */
export function gateWhileStarting(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (lifecycle.phase() !== 'starting' || !request.url.startsWith('/api/')) return done();
    const path = request.url.split('?', 1)[0]!;
    if (PROBES.has(path)) return done();
    void reply
      .status(503)
      .header('Retry-After', '1')
      .send(errorResponseSchema.parse({ error: STARTING }));
  });
}
