/**
 * A write refused by a unique index or constraint (PostgreSQL 23505), on either driver;
 * with `constraint`, only by that one.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Socket-level failures reaching the database (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL refusing work because it is going away or not there yet: 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up),
 * 53300 too_many_connections, and class 08 (connection exceptions).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '53300' ||
    /^08[0-9A-Z]{3}$/.test(code)
  );
}

/** What node-postgres and its pool throw without a code when a connection is lost or late. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * The database cannot be reached right now (stopped, restarting, failing over, pool
 * exhausted past its connection timeout): the request may well succeed a moment later,
 * so the client is told the service is unavailable rather than that it failed. Looks
 * through `cause` and the attempts of an AggregateError (a host with several addresses).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || isUnavailableSqlState(e.code)))
    return true;
  if (
    typeof e.message === 'string' &&
    DRIVER_MESSAGES.some((m) => e.message === m || (e.message as string).startsWith(`${m} `))
  )
    return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
