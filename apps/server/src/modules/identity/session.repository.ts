import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** The session row joined with what a request needs of its account. */
export function findLiveSession(db: Database, tokenHash: string) {
  return db
    .selectFrom('session as s')
    .innerJoin('account as a', 'a.id', 's.accountId')
    .leftJoin('enterpriseCustomer as c', 'c.id', 'a.customerId')
    .select([
      's.id as sessionId',
      's.visitor',
      's.platId',
      's.lastSeenAt',
      'a.id as accountId',
      'a.loginAccount',
      'a.kind',
      'a.name',
      'a.realName',
      'a.tel',
      'a.customerId',
      'a.parentAccountId',
      'a.adminLevel',
      'a.beId',
      'a.areaCode',
      'c.custCode',
      'c.beId as custBeId',
      'c.cityCode as custCityCode',
    ])
    .where('s.tokenHash', '=', tokenHash)
    .where('s.revokedAt', 'is', null)
    .where('s.expiresAt', '>', sql<Date>`now()`)
    .where('s.idleExpiresAt', '>', sql<Date>`now()`)
    .where('a.status', '=', 1)
    .executeTakeFirst();
}

export function insertSession(
  db: Database,
  row: {
    tokenHash: string;
    accountId: number;
    visitor: boolean;
    platId: string | null;
    loginMethod: string;
    ip: string;
    userAgent: string;
    idleMinutes: number;
    absoluteHours: number;
  },
) {
  return db
    .insertInto('session')
    .values({
      tokenHash: row.tokenHash,
      accountId: row.accountId,
      visitor: row.visitor,
      platId: row.platId,
      loginMethod: row.loginMethod,
      ip: row.ip,
      userAgent: row.userAgent.slice(0, 300),
      idleExpiresAt: sql<Date>`now() + make_interval(mins => ${row.idleMinutes})`,
      expiresAt: sql<Date>`now() + make_interval(hours => ${row.absoluteHours})`,
    })
    .returning(['id', 'expiresAt'])
    .executeTakeFirstOrThrow();
}

/** Extends the idle expiry, never past the absolute expiry. */
export function touchSession(db: Database, sessionId: number, idleMinutes: number) {
  return db
    .updateTable('session')
    .set({
      lastSeenAt: sql<Date>`now()`,
      idleExpiresAt: sql<Date>`least(expires_at, now() + make_interval(mins => ${idleMinutes}))`,
    })
    .where('id', '=', sessionId)
    .returning(['idleExpiresAt', 'expiresAt'])
    .executeTakeFirst();
}

export function revokeSession(db: Database, sessionId: number) {
  return db
    .updateTable('session')
    .set({ revokedAt: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

export function revokeAccountSessions(db: Database, accountId: number, exceptSessionId?: number) {
  let q = db
    .updateTable('session')
    .set({ revokedAt: sql<Date>`now()` })
    .where('accountId', '=', accountId)
    .where('revokedAt', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  return q.execute();
}

/**
 * Menu and action ids an account holds: its roles' menus; for a sub-account, its own
 * menus limited to what its main account's roles grant.
 */
export async function menuIdsOf(
  db: Database,
  accountId: number,
  parentAccountId: number | null,
): Promise<string[]> {
  const owner = parentAccountId ?? accountId;
  const granted = await db
    .selectFrom('accountRole as ar')
    .innerJoin('roleMenu as rm', 'rm.roleId', 'ar.roleId')
    .select('rm.menuId')
    .distinct()
    .where('ar.accountId', '=', owner)
    .execute();
  const ids = granted.map((r) => r.menuId);
  if (parentAccountId === null) return ids;
  const own = await db
    .selectFrom('accountMenu')
    .select('menuId')
    .where('accountId', '=', accountId)
    .execute();
  const allowed = new Set(ids);
  return own.map((r) => r.menuId).filter((id) => allowed.has(id));
}
