import {
  formatDateTime,
  MenuAdminMessages,
  type MenuAdminItem,
  type MenuForm,
  type RoleAdminItem,
  type RoleAudience,
} from '@pn/shared';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { ROLES } from '../../db/seed/demo-data.js';
import { badRequest, conflict, notFound, warning } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

/**
 * 菜单管理 and 角色管理: the menu tree and the platform roles live in the database; the
 * start-up seed keeps the built-in catalogue in step only where no operator has edited it.
 * Grants are read on every request, so a change reaches signed-in users on their next call
 * (and their console menus on the next refresh).
 */

const BUILT_IN_ROLES: ReadonlySet<string> = new Set(ROLES.map((r) => r.code));

export async function menuList(db: Database): Promise<MenuAdminItem[]> {
  const [rows, exclusions] = await Promise.all([
    db.selectFrom('menu').selectAll().orderBy('orderId').orderBy('id').execute(),
    db.selectFrom('menuProvinceExclusion').select(['menuId', 'beId']).execute(),
  ]);
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    portalUrl: r.portalUrl,
    orderId: r.orderId,
    navigateMethod: r.navigateMethod,
    isBorderBottom: r.isBorderBottom,
    hidden: r.hidden,
    icon: r.icon,
    kind: r.kind,
    group: r.menuGroup,
    custom: r.custom,
    edited: r.editedAt !== null,
    excludedProvinces: exclusions.filter((x) => x.menuId === r.id).map((x) => x.beId),
  }));
}

async function parentOf(db: Database, parentId: string) {
  const parent = await db
    .selectFrom('menu')
    .select(['id', 'kind', 'menuGroup'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent) throw badRequest(MenuAdminMessages.PARENT_NOT_FOUND);
  if (parent.kind !== 'menu') throw badRequest(MenuAdminMessages.PARENT_ACTION);
  return parent;
}

async function setExclusions(db: Database, menuId: string, beIds: readonly string[]) {
  await db.deleteFrom('menuProvinceExclusion').where('menuId', '=', menuId).execute();
  if (beIds.length)
    await db
      .insertInto('menuProvinceExclusion')
      .values([...new Set(beIds)].map((beId) => ({ menuId, beId })))
      .execute();
}

const fieldsOf = (input: MenuForm) => ({
  name: input.name,
  portalUrl: input.portalUrl,
  orderId: input.orderId,
  navigateMethod: input.navigateMethod,
  isBorderBottom: input.isBorderBottom,
  hidden: input.hidden,
  icon: input.icon,
});

/** Adds a menu entry under `parentId` (in the parent's menu group). */
export async function createMenu(db: Database, input: MenuForm): Promise<{ id: string }> {
  const parent = await parentOf(db, input.parentId);
  const id = `custom.${randomBytes(6).toString('hex')}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('menu')
      .values({
        id,
        parentId: parent.id,
        ...fieldsOf(input),
        activeMenu: '',
        menuGroup: parent.menuGroup,
        kind: 'menu',
        custom: true,
        editedAt: sql<Date>`now()`,
      })
      .execute();
    await setExclusions(trx, id, input.excludedProvinces);
  });
  return { id };
}

export async function updateMenu(db: Database, id: string, input: MenuForm): Promise<void> {
  const row = await db
    .selectFrom('menu')
    .select(['id', 'parentId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MenuAdminMessages.NOT_FOUND);
  if (input.parentId !== row.parentId) {
    const parent = await parentOf(db, input.parentId);
    // Walking up from the new parent must not meet the menu itself.
    const ancestors = await sql<{ id: string }>`
      with recursive up(id, parent_id) as (
        select id, parent_id from menu where id = ${parent.id}
        union all
        select m.id, m.parent_id from menu m join up on m.id = up.parent_id
      )
      select id from up`.execute(db);
    if (ancestors.rows.some((a) => a.id === id)) throw badRequest(MenuAdminMessages.PARENT_CYCLE);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('menu')
      .set({ parentId: input.parentId, ...fieldsOf(input), editedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await setExclusions(trx, id, input.excludedProvinces);
  });
}

/** Deletes an entry added in the editor (with its grants); built-in entries are hidden instead. */
export async function deleteMenu(db: Database, id: string): Promise<void> {
  const row = await db
    .selectFrom('menu')
    .select(['id', 'custom'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MenuAdminMessages.NOT_FOUND);
  if (!row.custom) throw warning(MenuAdminMessages.BUILT_IN_DELETE);
  const child = await db
    .selectFrom('menu')
    .select('id')
    .where('parentId', '=', id)
    .executeTakeFirst();
  if (child) throw warning(MenuAdminMessages.HAS_CHILDREN);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('menuProvinceExclusion').where('menuId', '=', id).execute();
    // role_menu and account_menu rows go with it (on delete cascade).
    await trx.deleteFrom('menu').where('id', '=', id).execute();
  });
}

// Roles ------------------------------------------------------------------------------------

export async function roleList(db: Database): Promise<RoleAdminItem[]> {
  const [roles, grants, holders] = await Promise.all([
    db.selectFrom('role').selectAll().where('customerId', 'is', null).orderBy('id').execute(),
    db
      .selectFrom('roleMenu as rm')
      .innerJoin('role as r', 'r.id', 'rm.roleId')
      .select(['rm.roleId', 'rm.menuId'])
      .where('r.customerId', 'is', null)
      .execute(),
    db
      .selectFrom('accountRole')
      .select(['roleId', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('roleId')
      .execute(),
  ]);
  return roles.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    audience: r.audience,
    readOnly: r.readOnly,
    builtIn: BUILT_IN_ROLES.has(r.code),
    menuIds: grants.filter((g) => g.roleId === r.id).map((g) => g.menuId),
    accounts: Number(holders.find((h) => h.roleId === r.id)?.n ?? 0),
    updatedAt: formatDateTime(r.updatedAt),
  }));
}

/** Menu groups a role of each audience may grant. */
const GROUPS_OF: Readonly<Record<RoleAudience, readonly string[]>> = {
  customer: ['home', 'ordered', 'user'],
  admin: ['home', 'ordered', 'user', 'admin'],
  operator: ['home', 'ordered', 'user', 'admin'],
};

/**
 * The menus to grant: those chosen and their ancestors (a child whose folder is not granted
 * would not show), each existing and within the audience's groups.
 */
async function grantable(db: Database, audience: RoleAudience, menuIds: readonly string[]) {
  const all = await db.selectFrom('menu').select(['id', 'parentId', 'menuGroup']).execute();
  const byId = new Map(all.map((m) => [m.id, m]));
  const out = new Set<string>();
  for (const id of menuIds) {
    let m = byId.get(id);
    if (!m) throw badRequest(MenuAdminMessages.MENU_UNKNOWN);
    if (!GROUPS_OF[audience].includes(m.menuGroup))
      throw badRequest(MenuAdminMessages.MENU_OUTSIDE_AUDIENCE);
    while (m && !out.has(m.id)) {
      out.add(m.id);
      m = m.parentId ? byId.get(m.parentId) : undefined;
    }
  }
  return [...out];
}

async function setGrants(db: Database, roleId: number, menuIds: readonly string[]) {
  await db.deleteFrom('roleMenu').where('roleId', '=', roleId).execute();
  if (menuIds.length)
    await db
      .insertInto('roleMenu')
      .values(menuIds.map((menuId) => ({ roleId, menuId })))
      .execute();
}

export async function createRole(
  db: Database,
  input: {
    code: string;
    audience: RoleAudience;
    name: string;
    description: string;
    readOnly: boolean;
    menuIds: string[];
  },
): Promise<{ id: number }> {
  const menuIds = await grantable(db, input.audience, input.menuIds);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('role')
        .values({
          code: input.code,
          name: input.name,
          description: input.description,
          audience: input.audience,
          readOnly: input.readOnly,
          grantsEditedAt: sql<Date>`now()`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setGrants(trx, row.id, menuIds);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MenuAdminMessages.ROLE_CODE_TAKEN);
    throw err;
  }
}

async function platformRole(db: Database, id: number) {
  const role = await db
    .selectFrom('role')
    .select(['id', 'code', 'audience', 'customerId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!role || role.customerId !== null) throw notFound(MenuAdminMessages.ROLE_NOT_FOUND);
  if (role.audience === 'visitor') throw warning(MenuAdminMessages.ROLE_VISITOR);
  return role;
}

export async function updateRole(
  db: Database,
  id: number,
  input: { name: string; description: string; readOnly: boolean; menuIds: string[] },
): Promise<void> {
  const role = await platformRole(db, id);
  const menuIds = await grantable(db, role.audience as RoleAudience, input.menuIds);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('role')
      .set({
        name: input.name,
        description: input.description,
        readOnly: input.readOnly,
        updatedAt: sql<Date>`now()`,
        grantsEditedAt: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    await setGrants(trx, id, menuIds);
  });
}

export async function deleteRole(db: Database, id: number): Promise<void> {
  const role = await platformRole(db, id);
  if (BUILT_IN_ROLES.has(role.code)) throw warning(MenuAdminMessages.ROLE_BUILT_IN_DELETE);
  const holder = await db
    .selectFrom('accountRole')
    .select('accountId')
    .where('roleId', '=', id)
    .executeTakeFirst();
  if (holder) throw warning(MenuAdminMessages.ROLE_IN_USE);
  await db.deleteFrom('role').where('id', '=', id).execute();
}
