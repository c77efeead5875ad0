import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AccountKind } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';

/** `%keyword%` for LIKE, with the keyword's own wildcards taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Accounts with where they sit in the organisation: a customer's place is its
 * enterprise's province and city, anyone else's its own.
 */
function placedAccounts(db: Database) {
  return db
    .selectFrom('account as a')
    .leftJoin('enterpriseCustomer as c', 'c.id', 'a.customerId')
    .select([
      'a.id',
      'a.loginAccount',
      'a.kind',
      'a.name',
      'a.realName',
      'a.tel',
      'a.email',
      'a.status',
      'a.customerId',
      'a.parentAccountId',
      'a.adminLevel',
      'a.orgId',
      'a.department',
      'a.lockedUntil',
      'a.lastLoginAt',
      'a.createdAt',
      'c.custCode',
      'c.name as custName',
      sql<string>`coalesce(c.be_id, a.be_id)`.as('scopeBeId'),
      sql<string>`coalesce(c.city_code, a.area_code)`.as('scopeAreaCode'),
      sql<string>`coalesce(c.city_name, a.area_name)`.as('cityName'),
    ]);
}

export function findPlacedAccount(db: Database, id: number) {
  return db
    .selectFrom(placedAccounts(db).as('x'))
    .selectAll()
    .where('x.id', '=', id)
    .executeTakeFirst();
}
export type PlacedAccount = NonNullable<Awaited<ReturnType<typeof findPlacedAccount>>>;

export interface AccountFilter {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  kind?: AccountKind | undefined;
  status?: number | undefined;
  /** Only these kinds may be listed (province and city administrators see customers). */
  kinds?: readonly AccountKind[] | undefined;
}

export async function listAccounts(db: Database, scope: DataScope, f: AccountFilter) {
  let q = db
    .selectFrom(placedAccounts(db).as('x'))
    .where('x.kind', '!=', 'visitor')
    .where((eb) =>
      inScope(eb, scope, {
        beId: 'x.scopeBeId',
        areaCode: 'x.scopeAreaCode',
        customerId: 'x.customerId',
      }),
    );
  if (f.kinds) q = q.where('x.kind', 'in', f.kinds);
  if (f.kind) q = q.where('x.kind', '=', f.kind);
  if (f.status !== undefined) q = q.where('x.status', '=', f.status);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('x.loginAccount', 'ilike', like),
        eb('x.realName', 'ilike', like),
        eb('x.tel', 'like', like),
        eb('x.custName', 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('x.id', 'desc').limit(f.pageSize).offset(offsetOf(f)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Whether a login account is taken, ignoring case so look-alike accounts cannot coexist. */
export async function loginAccountTaken(db: Database, loginAccount: string): Promise<boolean> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where(sql<string>`lower(login_account)`, '=', loginAccount.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The account a password reset names: by login account, else by phone number. */
export async function findAccountByLoginOrTel(db: Database, key: string) {
  const cols = ['id', 'loginAccount', 'kind', 'tel', 'status'] as const;
  const byLogin = await db
    .selectFrom('account')
    .select(cols)
    .where('loginAccount', '=', key)
    .executeTakeFirst();
  if (byLogin) return byLogin;
  return db
    .selectFrom('account')
    .select(cols)
    .where('tel', '=', key)
    .where('kind', '!=', 'visitor')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function passwordHashOf(db: Database, id: number) {
  return db
    .selectFrom('account')
    .select('passwordHash')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function updateAccount(
  db: Database,
  id: number,
  patch: {
    passwordHash?: string;
    tel?: string;
    status?: number;
    realName?: string;
    email?: string;
    department?: string;
    failedLoginCount?: number;
    lockedUntil?: null;
  },
) {
  return db
    .updateTable('account')
    .set({ ...patch, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export function deleteAccount(db: Database, id: number) {
  return db.deleteFrom('account').where('id', '=', id).execute();
}

/** A new enterprise customer with its main account (placed in its city) holding the given role. */
export async function insertCustomerWithAccount(
  db: Database,
  c: {
    custCode: string;
    name: string;
    beId: string;
    contactName: string;
    contactTel: string;
    cityCode?: string;
    cityName?: string;
    industry?: string;
    creditCode?: string;
    contractNo?: string;
    contractStart?: string | null;
    contractEnd?: string | null;
  },
  a: { loginAccount: string; passwordHash: string; realName: string; tel: string },
  roleCode: string,
): Promise<{ customerId: number; accountId: number }> {
  return db.transaction().execute(async (trx) => {
    const customer = await trx
      .insertInto('enterpriseCustomer')
      .values({ cityCode: '', cityName: '', industry: '', creditCode: '', ...c })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await trx
      .insertInto('account')
      .values({
        ...a,
        kind: 'customer',
        name: a.loginAccount,
        customerId: customer.id,
        beId: c.beId,
        areaCode: c.cityCode ?? '',
        areaName: c.cityName ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom('role')
      .select('id')
      .where('code', '=', roleCode)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('accountRole')
      .values({ accountId: account.id, roleId: role.id })
      .execute();
    return { customerId: Number(customer.id), accountId: Number(account.id) };
  });
}
