import {
  SimMessages,
  SimTariffKind,
  type PageResult,
  type SimCardItem,
  type SimGroup,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, notFound, warning } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { isInScope } from '../../lib/scope.js';
import { toCardItem } from '../sim/sim.card-item.js';
import * as repo from './sim-group.repository.js';
import type { GroupRow } from './sim-group.repository.js';
import { findTariff } from './sim-business.repository.js';
import { iso, recordOutOfScope, requireCustomer, requireScope } from './sim-service.access.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

export const GroupMessages = {
  NOT_GROUP_TARIFF: '所选资费不是群组资费，请选择群组资费',
  nameTaken: (name: string) => `群组名称「${name}」已存在，请更换名称`,
  hasMembers: (n: number) => `该群组还有${n}张成员卡，请先将成员卡退出群组后再删除`,
  SAVED: '群组已保存',
  DELETED: '群组已删除',
} as const;

export interface GroupForm {
  name: string;
  tariffId: number;
  description: string;
}

function toGroup(r: GroupRow, stats?: { members: number; usedDataKb: number }): SimGroup {
  return {
    id: Number(r.id),
    name: r.name,
    tariffId: r.tariffId,
    tariffName: r.tariffName,
    poolDataMb: Number(r.poolDataMb),
    usedDataKb: stats?.usedDataKb ?? 0,
    members: stats?.members ?? 0,
    description: r.description,
    createdAt: iso(r.createdAt)!,
  };
}

/** Groups the caller may see, each with its member count and the data used this month. */
export async function groupPage(
  db: Database,
  user: AuthUser,
  q: { page: number; pageSize: number; name?: string | undefined },
): Promise<PageResult<SimGroup>> {
  const scope = await requireScope(db, user);
  const { rows, total } = await repo.listGroups(db, scope, q);
  const stats = await repo.memberStats(
    db,
    scope,
    rows.map((r) => ({ id: Number(r.id), customerId: r.customerId })),
  );
  return pageOf(
    rows.map((r) => toGroup(r, stats.get(Number(r.id)))),
    total,
    q,
  );
}

/** A group in the caller's scope, or 404 / 403. */
async function groupInScope(db: Database, user: AuthUser, id: number): Promise<GroupRow> {
  const scope = await requireScope(db, user);
  const row = await repo.findGroup(db, id);
  if (!row) throw notFound(SimMessages.GROUP_NOT_FOUND);
  if (!isInScope(scope, row)) throw recordOutOfScope();
  return row;
}

/** A group of the caller's own enterprise: only customers manage groups. */
async function ownGroup(db: Database, user: AuthUser, id: number): Promise<GroupRow> {
  const customerId = requireCustomer(user);
  const row = await repo.findGroup(db, id);
  if (!row) throw notFound(SimMessages.GROUP_NOT_FOUND);
  if (row.customerId !== customerId) throw recordOutOfScope();
  return row;
}

/** The group tariff of a form: must exist, be on sale and be a group tariff. */
async function groupTariff(db: Database, tariffId: number) {
  const tariff = await findTariff(db, tariffId);
  if (!tariff || tariff.status !== 1) throw badRequest(SimMessages.TARIFF_NOT_FOUND);
  if (tariff.kind !== SimTariffKind.GROUP) throw badRequest(GroupMessages.NOT_GROUP_TARIFF);
  return tariff;
}

/** Creates a group of the caller's enterprise; its pool is the group tariff's allowance. */
export async function createGroup(
  db: Database,
  user: AuthUser,
  form: GroupForm,
): Promise<SimGroup> {
  const customerId = requireCustomer(user);
  const tariff = await groupTariff(db, form.tariffId);
  if (await repo.nameTaken(db, customerId, form.name))
    throw conflict(GroupMessages.nameTaken(form.name));
  let id: number;
  try {
    ({ id } = await repo.insertGroup(db, {
      customerId,
      name: form.name,
      tariffId: tariff.id,
      poolDataMb: Number(tariff.dataMb),
      description: form.description,
    }));
  } catch (err) {
    // Two saves of the same name at once: the unique constraint decides.
    if (isUniqueViolation(err)) throw conflict(GroupMessages.nameTaken(form.name));
    throw err;
  }
  return toGroup((await repo.findGroup(db, Number(id)))!);
}

/** Renames a group of the caller's enterprise or moves it to another group tariff. */
export async function updateGroup(
  db: Database,
  user: AuthUser,
  id: number,
  form: GroupForm,
): Promise<SimGroup> {
  const group = await ownGroup(db, user, id);
  // Keeping the tariff keeps the pool; a new group tariff brings its own allowance.
  const sameTariff = form.tariffId === group.tariffId;
  const poolDataMb = sameTariff
    ? Number(group.poolDataMb)
    : Number((await groupTariff(db, form.tariffId)).dataMb);
  if (await repo.nameTaken(db, group.customerId, form.name, id))
    throw conflict(GroupMessages.nameTaken(form.name));
  try {
    await repo.updateGroup(db, id, {
      name: form.name,
      tariffId: form.tariffId,
      poolDataMb,
      description: form.description,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(GroupMessages.nameTaken(form.name));
    throw err;
  }
  const row = (await repo.findGroup(db, id))!;
  const stats = await repo.memberStats(db, await requireScope(db, user), [
    { id, customerId: row.customerId },
  ]);
  return toGroup(row, stats.get(id));
}

/** Deletes an empty group of the caller's enterprise. */
export async function deleteGroup(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<{ id: number }> {
  await ownGroup(db, user, id);
  await db.transaction().execute(async (trx) => {
    const locked = await repo.lockGroupForDelete(trx, id);
    if (!locked) throw notFound(SimMessages.GROUP_NOT_FOUND);
    const members = await repo.countMembers(trx, locked.customerId, id);
    if (members > 0) throw warning(GroupMessages.hasMembers(members));
    await repo.deleteGroup(trx, id);
  });
  return { id };
}

/** A page of a group's member cards. */
export async function memberPage(
  db: Database,
  user: AuthUser,
  q: { groupId: number; page: number; pageSize: number; keyword?: string | undefined },
): Promise<PageResult<SimCardItem>> {
  const group = await groupInScope(db, user, q.groupId);
  const { rows, total } = await repo.listMembers(
    db,
    await requireScope(db, user),
    { id: Number(group.id), customerId: group.customerId },
    q,
  );
  return pageOf(rows.map(toCardItem), total, q);
}
