import { sql } from 'kysely';
import type { LoginResult } from '@pn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { insertSession } from './session.repository.js';

export type LoginMethod = 'password' | 'sms' | 'visitor' | 'sso' | 'register';

/** An account as a login needs it. */
export function findAccountForLogin(
  db: Database,
  by: { loginAccount?: string; tel?: string; id?: number },
) {
  let q = db
    .selectFrom('account as a')
    .leftJoin('enterpriseCustomer as c', 'c.id', 'a.customerId')
    .select([
      'a.id',
      'a.loginAccount',
      'a.passwordHash',
      'a.kind',
      'a.name',
      'a.realName',
      'a.tel',
      // A suspended enterprise's accounts log in as disabled ones.
      sql<number>`case when c.status = 0 then 0 else a.status end`.as('status'),
      'a.beId',
      'a.areaCode',
      'a.failedLoginCount',
      'a.lockedUntil',
      'c.custCode',
      'c.beId as custBeId',
    ]);
  if (by.id !== undefined) q = q.where('a.id', '=', by.id);
  else if (by.loginAccount !== undefined) q = q.where('a.loginAccount', '=', by.loginAccount);
  else if (by.tel !== undefined)
    q = q.where('a.tel', '=', by.tel).where('a.kind', '!=', 'visitor').orderBy('a.id');
  else throw new Error('findAccountForLogin needs a key');
  return q.executeTakeFirst();
}
export type LoginAccountRow = NonNullable<Awaited<ReturnType<typeof findAccountForLogin>>>;

/**
 * Opens a session for an account and answers the login result every login flow returns.
 * The token is returned once; only its hash is stored.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  account: LoginAccountRow,
  opts: { method: LoginMethod; visitor?: boolean; platId?: string | null },
): Promise<LoginResult> {
  const token = newToken();
  const db = app.database.db;
  await insertSession(db, {
    tokenHash: sha256(token),
    accountId: account.id,
    visitor: opts.visitor ?? false,
    platId: opts.platId ?? null,
    loginMethod: opts.method,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    idleMinutes: app.config.sessionIdleMinutes,
    absoluteHours: app.config.sessionAbsoluteHours,
  });
  await db
    .updateTable('account')
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where('id', '=', account.id)
    .execute();
  await recordAttempt(db, request, {
    loginAccount: account.loginAccount,
    accountId: account.id,
    method: opts.method,
    success: true,
  });
  return {
    accountId: account.id,
    token,
    name: account.realName || account.name,
    username: account.name,
    loginAccount: account.loginAccount,
    custCode: account.custCode ?? '',
    beId: account.custBeId ?? account.beId,
    ...(opts.platId ? { platId: opts.platId } : {}),
    realName: account.realName,
    tel: account.tel ?? '',
    visitor: opts.visitor ?? false,
  };
}

/** Every login attempt, successful or not, is recorded. */
export function recordAttempt(
  db: Database,
  request: FastifyRequest,
  a: {
    loginAccount: string;
    accountId: number | null;
    method: string;
    success: boolean;
    reason?: string;
  },
) {
  return db
    .insertInto('loginAttempt')
    .values({
      loginAccount: a.loginAccount.slice(0, 64),
      accountId: a.accountId,
      method: a.method,
      success: a.success,
      reason: a.reason ?? '',
      ip: request.ip,
    })
    .execute();
}
