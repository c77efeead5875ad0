import type { Database } from '../../db/database.js';

/** The enterprise's roles with their menus and how many sub-accounts hold each. */
export async function listRoles(db: Database, customerId: number) {
  const [roles, menus] = await Promise.all([
    db
      .selectFrom('role as r')
      .select((eb) => [
        'r.id',
        'r.name',
        'r.description',
        'r.readOnly',
        'r.updatedAt',
        eb
          .selectFrom('accountRole as ar')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('ar.roleId', '=', 'r.id')
          .as('accounts'),
      ])
      .where('r.customerId', '=', customerId)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('roleMenu as rm')
      .innerJoin('role as r', 'r.id', 'rm.roleId')
      .select(['rm.roleId', 'rm.menuId'])
      .where('r.customerId', '=', customerId)
      .execute(),
  ]);
  return roles.map((r) => ({
    ...r,
    id: Number(r.id),
    accounts: Number(r.accounts ?? 0),
    menuIds: menus.filter((m) => Number(m.roleId) === Number(r.id)).map((m) => m.menuId),
  }));
}
export type RoleRow = Awaited<ReturnType<typeof listRoles>>[number];

export async function findRoles(db: Database, customerId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return (await listRoles(db, customerId)).filter((r) => ids.includes(r.id));
}

/** Menu rows of the console groups an enterprise's roles can hold. */
export function consoleMenuRows(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu')
    .select(['id', 'parentId', 'name', 'kind', 'orderId'])
    .where('id', 'in', ids)
    .where('menuGroup', 'in', ['home', 'ordered', 'user'])
    .orderBy('orderId')
    .orderBy('id')
    .execute();
}

export async function roleNameTaken(
  db: Database,
  customerId: number,
  name: string,
  exceptId?: number,
) {
  let q = db
    .selectFrom('role')
    .select('id')
    .where('customerId', '=', customerId)
    .where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function countRoles(db: Database, customerId: number) {
  const row = await db
    .selectFrom('role')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function saveRole(
  db: Database,
  role: {
    id?: number;
    customerId: number;
    code: string;
    name: string;
    description: string;
    readOnly: boolean;
  },
  menuIds: readonly string[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let id = role.id;
    if (id === undefined) {
      const row = await trx
        .insertInto('role')
        .values({
          code: role.code,
          name: role.name,
          description: role.description,
          audience: 'customer',
          customerId: role.customerId,
          readOnly: role.readOnly,
          createdAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    } else {
      await trx
        .updateTable('role')
        .set({
          name: role.name,
          description: role.description,
          readOnly: role.readOnly,
          updatedAt: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('roleMenu').where('roleId', '=', id).execute();
    }
    await trx
      .insertInto('roleMenu')
      .values(menuIds.map((menuId) => ({ roleId: id, menuId })))
      .execute();
    return id;
  });
}

export function deleteRole(db: Database, id: number) {
  return db.deleteFrom('role').where('id', '=', id).execute();
}

/** The enterprise roles an account holds. */
export async function roleIdsOf(db: Database, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('accountRole as ar')
    .innerJoin('role as r', 'r.id', 'ar.roleId')
    .select('r.id')
    .where('ar.accountId', '=', accountId)
    .where('r.customerId', 'is not', null)
    .execute();
  return rows.map((r) => Number(r.id));
}
