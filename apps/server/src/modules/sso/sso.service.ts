import { Messages, Status } from '@pn/shared';
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { safeEqual, sha256 } from '../../lib/tokens.js';
import { findAccountForLogin, recordAttempt, startSession } from '../identity/identity.service.js';

/** How far an SSO timestamp may lie in the future (clock drift between the two systems). */
export const SSO_FUTURE_SKEW_MS = 60_000;

/** The signature of an SSO link: hex HMAC-SHA256 of `loginAccount|platId|timestamp`. */
export function signSso(
  secret: string,
  loginAccount: string,
  platId: string,
  timestamp: number | string,
): string {
  return createHmac('sha256', secret)
    .update(`${loginAccount}|${platId}|${timestamp}`)
    .digest('hex');
}

/**
 * Records a used link until it would have expired anyway, so a link read from a browser
 * history or a proxy log cannot open a second session. Kept in the database: every
 * instance behind the load balancer refuses the replay. False when already used.
 */
export async function claimSsoToken(
  db: Database,
  token: string,
  keepUntil: number,
): Promise<boolean> {
  await db.deleteFrom('ssoTokenUse').where('expiresAt', '<', new Date()).execute();
  const row = await db
    .insertInto('ssoTokenUse')
    .values({ tokenHash: sha256(token), expiresAt: new Date(keepUntil) })
    .onConflict((oc) => oc.column('tokenHash').doNothing())
    .returning('tokenHash')
    .executeTakeFirst();
  return row !== undefined;
}

const invalid = () => new AppError(Status.FORBIDDEN, Messages.SSO_INVALID, 403);

/**
 * Login from a partner system's signed link. The link carries `loginAccount`, `platId`,
 * `timestamp` (ms) and `token` = signSso(secret, ...). Any failure answers the same
 * SSO_INVALID and is recorded as a failed attempt with its reason.
 */
export async function ssoLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  params: Record<string, string>,
) {
  const db = app.database.db;
  const { loginAccount = '', platId = '', timestamp = '', token = '' } = params;
  let accountId: number | null = null;
  const fail = async (reason: string) => {
    await recordAttempt(db, request, {
      loginAccount: loginAccount || '(sso)',
      accountId,
      method: 'sso',
      success: false,
      reason,
    });
    return invalid();
  };

  const secret = app.config.ssoSecret;
  if (!secret) throw await fail('sso_disabled');
  if (!loginAccount || !platId || !timestamp || !token) throw await fail('missing_params');
  if (!/^\d{1,15}$/.test(timestamp)) throw await fail('bad_timestamp');
  const issuedAt = Number(timestamp);
  const now = Date.now();
  const maxAgeMs = app.config.ssoMaxAgeSeconds * 1000;
  if (issuedAt > now + SSO_FUTURE_SKEW_MS || now - issuedAt > maxAgeMs) {
    throw await fail('expired');
  }
  if (!safeEqual(signSso(secret, loginAccount, platId, timestamp), token.toLowerCase())) {
    throw await fail('bad_signature');
  }
  const account = await findAccountForLogin(db, { loginAccount });
  accountId = account?.id ?? null;
  if (!account || account.kind === 'visitor') throw await fail('unknown_account');
  if (account.status !== 1) throw await fail('disabled');
  if (!(await claimSsoToken(db, token.toLowerCase(), issuedAt + maxAgeMs)))
    throw await fail('replayed');

  const result = await startSession(app, request, account, { method: 'sso', platId });
  return { username: result.username, name: result.name, token: result.token, platId };
}
