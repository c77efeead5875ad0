import {
  formatDateTime,
  USER_CENTRE_LIMITS,
  UserCentreMessages,
  type CustomerRole,
  type GrantableMenu,
  type RoleSaveSchema,
} from '@pn/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { grantsOf } from '../identity/session.repository.js';
import * as repo from './customer-role.repository.js';
import { managerOf, type Manager } from './user-centre.access.js';

type RoleInput = z.output<typeof RoleSaveSchema>;

/** The console menus and actions the enterprise holds: what its roles can be made of. */
async function enterpriseMenus(db: Database, m: Manager) {
  const { menus } = await grantsOf(db, m.ownerId, null);
  return repo.consoleMenuRows(db, menus);
}

/** The menus a manager may put in a role: the enterprise's, and for a sub-account its own. */
export async function grantableMenus(db: Database, user: AuthUser): Promise<GrantableMenu[]> {
  const m = managerOf(user);
  const rows = (await enterpriseMenus(db, m)).filter((r) => m.isMain || m.menus.has(r.id));
  const nodes = new Map<string, GrantableMenu & { parentId: string | null }>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      kind: r.kind === 'action' ? 'action' : 'menu',
      children: [],
      parentId: r.parentId,
    });
  }
  const roots: GrantableMenu[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const strip = (n: GrantableMenu): GrantableMenu => ({
    id: n.id,
    name: n.name,
    kind: n.kind,
    children: n.children.map(strip),
  });
  return roots.map(strip);
}

function toRole(r: repo.RoleRow): CustomerRole {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    readOnly: r.readOnly,
    menuIds: r.menuIds,
    accounts: r.accounts,
    updateTime: formatDateTime(r.updatedAt),
  };
}

export async function listRoles(db: Database, user: AuthUser): Promise<CustomerRole[]> {
  const m = managerOf(user);
  return (await repo.listRoles(db, m.customerId)).map(toRole);
}

/**
 * The role's menus checked and completed: each must be one of the enterprise's console
 * menus, and a sub-account grants only what it holds itself (a role that may write, only
 * what it may write). Each menu's folders are added so the screen shows in the menu tree.
 */
async function checkedMenus(db: Database, m: Manager, input: RoleInput): Promise<string[]> {
  const rows = await enterpriseMenus(db, m);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const wanted = new Set<string>();
  for (const id of input.menuIds) {
    if (!byId.has(id)) throw badRequest(UserCentreMessages.ROLE_FOREIGN_MENU);
    for (let cur = byId.get(id); cur; cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
      wanted.add(cur.id);
    }
  }
  if (!m.isMain) {
    const own = input.readOnly ? m.menus : m.writeMenus;
    if ([...wanted].some((id) => !own.has(id))) throw forbidden(UserCentreMessages.ROLE_BEYOND_OWN);
  }
  return [...wanted];
}

async function managedRole(db: Database, m: Manager, id: number) {
  const [role] = await repo.findRoles(db, m.customerId, [id]);
  if (!role) throw notFound(UserCentreMessages.ROLE_NOT_FOUND);
  return role;
}

/** A sub-account cannot change a role it holds: it would be granting itself. */
async function assertNotOwnRole(db: Database, m: Manager, id: number) {
  if (m.isMain) return;
  if ((await repo.roleIdsOf(db, m.accountId)).includes(id)) {
    throw forbidden(UserCentreMessages.SELF_GRANT);
  }
}

export async function createRole(db: Database, user: AuthUser, input: RoleInput) {
  const m = managerOf(user);
  const menuIds = await checkedMenus(db, m, input);
  if ((await repo.countRoles(db, m.customerId)) >= USER_CENTRE_LIMITS.roles) {
    throw badRequest(UserCentreMessages.ROLE_LIMIT);
  }
  if (await repo.roleNameTaken(db, m.customerId, input.name)) {
    throw conflict(UserCentreMessages.ROLE_NAME_TAKEN);
  }
  const id = await repo.saveRole(
    db,
    {
      customerId: m.customerId,
      code: `cust${m.customerId}_${randomUUID().slice(0, 12)}`,
      name: input.name,
      description: input.description,
      readOnly: input.readOnly,
    },
    menuIds,
  );
  return toRole(await managedRole(db, m, id));
}

export async function updateRole(db: Database, user: AuthUser, id: number, input: RoleInput) {
  const m = managerOf(user);
  const role = await managedRole(db, m, id);
  await assertNotOwnRole(db, m, role.id);
  const menuIds = await checkedMenus(db, m, input);
  if (await repo.roleNameTaken(db, m.customerId, input.name, role.id)) {
    throw conflict(UserCentreMessages.ROLE_NAME_TAKEN);
  }
  await repo.saveRole(
    db,
    {
      id: role.id,
      customerId: m.customerId,
      code: '',
      name: input.name,
      description: input.description,
      readOnly: input.readOnly,
    },
    menuIds,
  );
  return toRole(await managedRole(db, m, role.id));
}

/** Deletes a role; the sub-accounts holding it lose its menus on their next request. */
export async function deleteRole(db: Database, user: AuthUser, id: number) {
  const m = managerOf(user);
  const role = await managedRole(db, m, id);
  await assertNotOwnRole(db, m, role.id);
  await repo.deleteRole(db, role.id);
}

/**
 * The enterprise roles named, each one a sub-account manager may hand out: its own
 * enterprise's, and for a sub-account nothing beyond what it holds.
 */
export async function grantableRoles(db: Database, m: Manager, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const roles = await repo.findRoles(db, m.customerId, unique);
  if (roles.length !== unique.length) throw badRequest(UserCentreMessages.ROLE_NOT_FOUND);
  if (!m.isMain) {
    for (const r of roles) {
      const own = r.readOnly ? m.menus : m.writeMenus;
      if (r.menuIds.some((id) => !own.has(id))) throw forbidden(UserCentreMessages.ROLE_BEYOND_OWN);
    }
  }
  return roles;
}
