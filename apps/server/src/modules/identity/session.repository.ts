import { type CompiledQuery, type Expression, sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** The session row joined with what a request needs of its account. */
function liveSessionQuery(db: Database, tokenHash: string) {
  return (
    db
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
        'a.orgId',
        'c.custCode',
        'c.beId as custBeId',
        'c.cityCode as custCityCode',
        // The enterprise's (or the operator account's own) menus in the same round trip.
        ownerMenuIds(sql<number>`coalesce(${sql.ref('a.parentAccountId')}, ${sql.ref('a.id')})`).as(
          'ownerMenus',
        ),
      ])
      .where('s.tokenHash', '=', tokenHash)
      .where('s.revokedAt', 'is', null)
      .where('s.expiresAt', '>', sql<Date>`now()`)
      .where('s.idleExpiresAt', '>', sql<Date>`now()`)
      .where('a.status', '=', 1)
      // A suspended enterprise's accounts are out until it is resumed.
      .where((eb) => eb.or([eb('c.id', 'is', null), eb('c.status', '=', 1)]))
  );
}

export type LiveSession = Awaited<
  ReturnType<ReturnType<typeof liveSessionQuery>['executeTakeFirst']>
>;

/** Stands for the token's hash in the compiled query. */
const TOKEN_SLOT = '\u0000token-hash';
const compiled = new WeakMap<Database, CompiledQuery<NonNullable<LiveSession>>>();

/**
 * The live session of a token's hash, or undefined. Every request asks it: the query is
 * built and compiled once per database and run with the hash in its slot (building it
 * through Kysely cost about as much CPU as running it).
 */
export async function findLiveSession(db: Database, tokenHash: string): Promise<LiveSession> {
  let query = compiled.get(db);
  if (!query) {
    query = liveSessionQuery(db, TOKEN_SLOT).compile();
    if (query.parameters.filter((p) => p === TOKEN_SLOT).length !== 1) {
      throw new Error('the session query holds the token hash once');
    }
    compiled.set(db, query);
  }
  const parameters = query.parameters.map((p) => (p === TOKEN_SLOT ? tokenHash : p));
  const { rows } = await db.executeQuery<NonNullable<LiveSession>>({ ...query, parameters });
  return rows[0];
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

/** Menus every sub-account holds for its own account, when its main account holds them. */
export const SUB_ACCOUNT_SELF_MENUS = [
  'user',
  'user.account',
  'user.changeMobile',
  'user.changePassword',
  'user.notice',
];

export interface AccountGrants {
  /** Menu and action ids the account holds. */
  menus: string[];
  /** Those it may write through (a sub-account's read-only roles grant views only). */
  writeMenus: string[];
}

/**
 * What an account holds: its roles' menus, less those its province project does not offer
 * (menu_province_exclusion). A sub-account holds its own menus, the menus of
 * the roles its enterprise gave it, and the self-service menus, each only where its main
 * account holds it too: a sub-account never holds more than its enterprise.
 */
export async function grantsOf(
  db: Database,
  accountId: number,
  parentAccountId: number | null,
): Promise<AccountGrants> {
  const owner = parentAccountId ?? accountId;
  const { menus } = await db
    .selectNoFrom(ownerMenuIds(sql<number>`${owner}`).as('menus'))
    .executeTakeFirstOrThrow();
  return grantsWithin(db, menus, accountId, parentAccountId);
}

/**
 * The menus of the account that owns the grants (a main account, or an operator account
 * itself): its roles' menus, less those its province project does not offer (e.g. 专线 in
 * most provinces).
 */
function ownerMenuIds(owner: Expression<number>) {
  return sql<string[]>`coalesce((
    select array_agg(distinct rm.menu_id::text)
      from account_role ar
      join role_menu rm on rm.role_id = ar.role_id
      join account o on o.id = ar.account_id
     where ar.account_id = ${owner}
       and not exists (
         select 1 from menu_province_exclusion x where x.menu_id = rm.menu_id and x.be_id = o.be_id
       )
  ), '{}'::text[])`;
}

/**
 * An account's grants, given its owner's menus (`ownerMenus`, see ownerMenuIds): a main
 * account holds them all; a sub-account what grantsOf describes, one more round trip.
 */
export async function grantsWithin(
  db: Database,
  ownerMenus: readonly string[],
  accountId: number,
  parentAccountId: number | null,
): Promise<AccountGrants> {
  const ids = [...ownerMenus];
  if (parentAccountId === null) return { menus: ids, writeMenus: ids };
  const [own, viaRoles] = await Promise.all([
    db.selectFrom('accountMenu').select('menuId').where('accountId', '=', accountId).execute(),
    db
      .selectFrom('accountRole as ar')
      .innerJoin('role as r', 'r.id', 'ar.roleId')
      .innerJoin('roleMenu as rm', 'rm.roleId', 'r.id')
      .select(['rm.menuId', 'r.readOnly'])
      .where('ar.accountId', '=', accountId)
      .execute(),
  ]);
  const allowed = new Set(ids);
  const writable = new Set<string>([...SUB_ACCOUNT_SELF_MENUS, ...own.map((r) => r.menuId)]);
  const all = new Set(writable);
  for (const r of viaRoles) {
    all.add(r.menuId);
    if (!r.readOnly) writable.add(r.menuId);
  }
  return {
    menus: [...all].filter((id) => allowed.has(id)),
    writeMenus: [...writable].filter((id) => allowed.has(id)),
  };
}

/** Menu and action ids an account holds (see grantsOf). */
export async function menuIdsOf(
  db: Database,
  accountId: number,
  parentAccountId: number | null,
): Promise<string[]> {
  return (await grantsOf(db, accountId, parentAccountId)).menus;
}

/** The ids of an organisation node's subtree (the node itself included). */
export async function orgSubtreeIds(db: Database, orgId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('organization as o')
    .innerJoin('organization as top', (j) =>
      j.onRef('top.customerId', '=', 'o.customerId').on('top.id', '=', orgId),
    )
    .select('o.id')
    .where(sql<boolean>`starts_with(o.path, top.path)`)
    .execute();
  return rows.map((r) => Number(r.id));
}
