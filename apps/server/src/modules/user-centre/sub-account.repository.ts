import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from '../account/account.repository.js';

export interface SubAccountFilter {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  status?: number | undefined;
  /** Nodes to list (a subtree); undefined: any node or none. */
  orgIds?: readonly number[] | undefined;
  roleId?: number | undefined;
  exceptId: number;
}

/** The enterprise's sub-accounts with their node, newest first. */
export async function listSubAccounts(db: Database, customerId: number, f: SubAccountFilter) {
  let q = db
    .selectFrom('account as a')
    .leftJoin('organization as o', 'o.id', 'a.orgId')
    .where('a.customerId', '=', customerId)
    .where('a.parentAccountId', 'is not', null)
    .where('a.id', '!=', f.exceptId);
  if (f.orgIds) q = q.where('a.orgId', 'in', f.orgIds.length ? f.orgIds : [-1]);
  if (f.status !== undefined) q = q.where('a.status', '=', f.status);
  if (f.roleId !== undefined) {
    const roleId = f.roleId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('accountRole as ar')
          .select('ar.roleId')
          .whereRef('ar.accountId', '=', 'a.id')
          .where('ar.roleId', '=', roleId),
      ),
    );
  }
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('a.loginAccount', 'ilike', like),
        eb('a.realName', 'ilike', like),
        eb('a.tel', 'like', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .select([
        'a.id',
        'a.loginAccount',
        'a.realName',
        'a.tel',
        'a.status',
        'a.orgId',
        'a.lastLoginAt',
        'a.createdAt',
        sql<string>`coalesce(o.name, '')`.as('orgName'),
      ])
      .orderBy('a.id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const roles = ids.length
    ? await db
        .selectFrom('accountRole as ar')
        .innerJoin('role as r', 'r.id', 'ar.roleId')
        .select(['ar.accountId', 'r.id', 'r.name', 'r.readOnly'])
        .where('ar.accountId', 'in', ids)
        .where('r.customerId', '=', customerId)
        .orderBy('r.id')
        .execute()
    : [];
  return {
    rows: rows.map((r) => ({
      ...r,
      roles: roles
        .filter((x) => Number(x.accountId) === Number(r.id))
        .map((x) => ({ id: Number(x.id), name: x.name, readOnly: x.readOnly })),
    })),
    total: Number(count.total),
  };
}

export async function countSubAccounts(db: Database, customerId: number) {
  const row = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customerId', '=', customerId)
    .where('parentAccountId', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findOwner(db: Database, id: number) {
  return db
    .selectFrom('account')
    .select(['id', 'beId', 'areaCode', 'areaName'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function insertSubAccount(
  db: Database,
  a: {
    loginAccount: string;
    passwordHash: string;
    realName: string;
    tel: string;
    customerId: number;
    parentAccountId: number;
    orgId: number | null;
    beId: string;
    areaCode: string;
    areaName: string;
  },
  roleIds: readonly number[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('account')
      .values({
        ...a,
        kind: 'customer',
        name: a.loginAccount,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (roleIds.length) {
      await trx
        .insertInto('accountRole')
        .values(roleIds.map((roleId) => ({ accountId: id, roleId })))
        .execute();
    }
    return id;
  });
}

/** Places a sub-account in a node and replaces its enterprise roles. */
export async function setGrants(
  db: Database,
  accountId: number,
  orgId: number | null,
  roleIds: readonly number[],
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account')
      .set({ orgId, updatedAt: new Date() })
      .where('id', '=', accountId)
      .execute();
    await trx.deleteFrom('accountRole').where('accountId', '=', accountId).execute();
    if (roleIds.length) {
      await trx
        .insertInto('accountRole')
        .values(roleIds.map((roleId) => ({ accountId, roleId })))
        .execute();
    }
  });
}
