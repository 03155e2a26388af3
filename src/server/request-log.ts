import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer slower than this is worth a line at `info` whatever its status. */
export const SLOW_REQUEST_MS = 1000;

type Level = 'debug' | 'info' | 'warn' | 'error';

/** The level of a completed request's line: failures and slow answers stand out, the rest is debug. */
export function requestLogLevel(statusCode: number, responseTimeMs: number): Level {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 || responseTimeMs >= SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

/**
 * One line per request, when it completes, instead of Fastify's two ('incoming request' and 'request
 * completed', both at info). At the default LOG_LEVEL=info the log keeps the requests that failed
 * (4xx, 5xx) or took a second or more; LOG_LEVEL=debug logs every request. Writing two lines for every
 * answer halved the throughput of the cached public answers (decisions/011); a deployment's access
 * log belongs to its proxy, which keeps one anyway.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // Nothing that the line at completion will not say.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // A level below LOG_LEVEL is a no-op function in pino: nothing is serialised or written.
    const level = requestLogLevel(reply.statusCode, reply.elapsedTime);
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
