import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type Parent = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
type Write = (...args: unknown[]) => void;

const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/**
 * A request's logger that makes its pino child (the request id bound into every line) only when a
 * line is written at an enabled level. Fastify makes a logger per request; at the default level a
 * healthy request writes nothing, and making the child for it cost a cached public answer about a
 * twentieth of its time (decisions/011). What is written is the same as the child's own.
 */
class RequestLogger {
  #made: FastifyBaseLogger | undefined;
  declare fatal: FastifyBaseLogger['fatal'];
  declare error: FastifyBaseLogger['error'];
  declare warn: FastifyBaseLogger['warn'];
  declare info: FastifyBaseLogger['info'];
  declare debug: FastifyBaseLogger['debug'];
  declare trace: FastifyBaseLogger['trace'];

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
  ) {}

  made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings));
  }

  enabled(level: Level): boolean {
    return this.#made !== undefined || this.parent.isLevelEnabled?.(level) !== false;
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  silent(): void {
    // Nothing, as pino's.
  }

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

for (const level of LEVELS) {
  const write = function (this: RequestLogger, ...args: unknown[]) {
    if (this.enabled(level)) (this.made()[level] as Write).apply(this.made(), args);
  };
  Object.defineProperty(RequestLogger.prototype, level, { value: write, writable: true });
}

/**
 * Fastify's `childLoggerFactory`: a lazy child for each request; a route's own level or serializers
 * (none today) get pino's child at once, as they change what the child writes.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new RequestLogger(logger, bindings) as FastifyBaseLogger;
};
