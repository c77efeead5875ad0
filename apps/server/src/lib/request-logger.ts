import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type LogArgs = Parameters<LogFn>;

/**
 * A request's logger that becomes a child of the application's logger (with the request
 * id among its bindings) only when something is logged through it: most requests log
 * nothing, and making a pino child costs more than the rest of a small request's logging.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  fatal(...args: LogArgs) {
    this.#logger.fatal(...args);
  }
  error(...args: LogArgs) {
    this.#logger.error(...args);
  }
  warn(...args: LogArgs) {
    this.#logger.warn(...args);
  }
  info(...args: LogArgs) {
    this.#logger.info(...args);
  }
  debug(...args: LogArgs) {
    this.#logger.debug(...args);
  }
  trace(...args: LogArgs) {
    this.#logger.trace(...args);
  }
  silent(...args: LogArgs) {
    this.#logger.silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a route with its own log level or serialisers gets its
 * child at once, every other request a logger that makes it when first used.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : (new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger);
