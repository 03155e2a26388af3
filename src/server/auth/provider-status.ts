/** The two log levels the tracker uses; a Fastify or pino logger fits. */
export interface StatusLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface ProviderStatus {
  /** A fetch from the identity provider failed: logs a warning when this starts an outage. */
  failed(what: string, err: unknown): void;
  /** A fetch succeeded: logs once that an outage ended. */
  succeeded(): void;
  readonly down: boolean;
}

const silent: StatusLog = { warn() {}, info() {} };

/**
 * Whether the identity provider answers, logged on change only: a dead provider must not write one
 * line per request, and an operator wants to see when it started and when it ended.
 */
export function createProviderStatus(issuer: string, log: StatusLog = silent): ProviderStatus {
  let downSince: number | undefined;
  return {
    failed(what, err) {
      if (downSince !== undefined) return;
      downSince = Date.now();
      const reason = err instanceof Error ? err.message : String(err);
      log.warn(
        { issuer, what, reason },
        'identity provider unreachable: tokens it must vouch for get 503 until it answers again',
      );
    },
    succeeded() {
      if (downSince === undefined) return;
      log.info({ issuer, downForMs: Date.now() - downSince }, 'identity provider reachable again');
      downSince = undefined;
    },
    get down() {
      return downSince !== undefined;
    },
  };
}
