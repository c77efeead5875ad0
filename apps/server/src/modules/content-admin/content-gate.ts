import {
  CONTENT_TOKEN_TTL_SECONDS,
  ContentGateHeaders,
  formatDateTime,
  Messages,
  Status,
  type ContentOperCode,
  type SecurityTokenResult,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError } from '../../lib/errors.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';

const operCodeRefused = (message: string) => new AppError(Status.OPER_CODE_INVALID, message, 403);
const tokenRefused = (message: string) => new AppError(Status.SECURITY_TOKEN_INVALID, message, 403);

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Issues a content-gateway token for the caller's session. Only its hash is stored, so any
 * server instance sharing the database accepts it; it dies with the session or after
 * CONTENT_TOKEN_TTL_SECONDS, whichever comes first.
 */
export async function issueSecurityToken(
  db: Database,
  user: AuthUser,
): Promise<SecurityTokenResult> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CONTENT_TOKEN_TTL_SECONDS * 1000);
  await db
    .deleteFrom('contentSecurityToken')
    .where('expiresAt', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('contentSecurityToken')
    .values({
      tokenHash: sha256(token),
      sessionId: user.sessionId,
      accountId: user.accountId,
      expiresAt,
    })
    .execute();
  return {
    securityToken: token,
    expiresIn: CONTENT_TOKEN_TTL_SECONDS,
    expireTime: formatDateTime(expiresAt),
  };
}

/**
 * The gateway check of a content write: the `operCode` header must name this operation
 * (when it has one) and the `securityToken` header must be a live token of the caller's
 * own session. Refusals say which header is wrong; both answer HTTP 403.
 */
export async function passContentGate(
  db: Database,
  request: FastifyRequest,
  operCode: ContentOperCode | null,
): Promise<AuthUser> {
  const user = requireUser(request);
  if (operCode !== null) {
    const sent = header(request, ContentGateHeaders.OPER_CODE);
    if (!sent) throw operCodeRefused(Messages.OPER_CODE_REQUIRED);
    if (sent !== operCode) throw operCodeRefused(Messages.operCodeMismatch(operCode));
  }
  const token = header(request, ContentGateHeaders.SECURITY_TOKEN);
  if (!token) throw tokenRefused(Messages.SECURITY_TOKEN_REQUIRED);
  const live = await db
    .selectFrom('contentSecurityToken')
    .select('tokenHash')
    .where('tokenHash', '=', sha256(token))
    .where('sessionId', '=', user.sessionId)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!live) throw tokenRefused(Messages.SECURITY_TOKEN_INVALID);
  return user;
}
