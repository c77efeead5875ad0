import { CLIENT_LOG_RATE_LIMITS, ClientLogMessages } from '@pn/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import type { ClientContext } from './client-log.repository.js';

const PER_ADDRESS: RateLimitRule = {
  bucket: 'client-log-address',
  windows: CLIENT_LOG_RATE_LIMITS.perAddress,
};
const PER_SESSION: RateLimitRule = {
  bucket: 'client-log-session',
  windows: CLIENT_LOG_RATE_LIMITS.perSession,
};

export function clientContextOf(request: FastifyRequest): ClientContext {
  return {
    accountId: request.user?.accountId ?? null,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  };
}

/**
 * Whose session an upload counts against: the signed-in account (a new login does not
 * start a new budget), or for a visitor the session itself, since all visitors share one
 * account. Anonymous uploads have only the address budget.
 */
function sessionKeyOf(request: FastifyRequest): string | undefined {
  const user = request.user;
  if (!user) return undefined;
  return user.visitor ? `session:${user.sessionId}` : `account:${user.accountId}`;
}

/**
 * Counts one upload against the address budget and the session budget and refuses it with
 * HTTP 429 past either; a refused upload stores nothing. Accepted uploads are not refunded.
 */
export async function enforceClientLogBudget(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await enforceRateLimit(db, reply, PER_ADDRESS, request.ip, ClientLogMessages.TOO_FREQUENT);
  const sessionKey = sessionKeyOf(request);
  if (sessionKey !== undefined) {
    await enforceRateLimit(db, reply, PER_SESSION, sessionKey, ClientLogMessages.TOO_FREQUENT);
  }
}
