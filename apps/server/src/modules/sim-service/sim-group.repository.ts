import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { cardsWithNames } from '../sim/sim.card-item.js';

function selectGroups(db: Database) {
  return db
    .selectFrom('simGroup as g')
    .innerJoin('enterpriseCustomer as ec', 'ec.id', 'g.customerId')
    .innerJoin('simTariff as t', 't.id', 'g.tariffId')
    .select([
      'g.id',
      'g.customerId',
      'g.name',
      'g.tariffId',
      't.name as tariffName',
      'g.poolDataMb',
      'g.description',
      'g.createdAt',
      'ec.beId',
      'ec.cityCode as areaCode',
    ]);
}
export type GroupRow = Awaited<
  ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>
>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Groups in the scope (a customer's own; an administrator's area), newest first. */
export async function listGroups(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; name?: string | undefined },
): Promise<{ rows: GroupRow[]; total: number }> {
  const where = (qb: ReturnType<typeof selectGroups>) => {
    let b = qb.where((eb) =>
      inScope(eb, scope, { customerId: 'g.customerId', beId: 'ec.beId', areaCode: 'ec.cityCode' }),
    );
    if (q.name) b = b.where('g.name', 'like', `%${escapeLike(q.name)}%`);
    return b;
  };
  const rows = await where(selectGroups(db))
    .orderBy('g.createdAt', 'desc')
    .orderBy('g.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  const { total } = await where(selectGroups(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

export function findGroup(db: Database, id: number) {
  return selectGroups(db).where('g.id', '=', id).executeTakeFirst();
}

/** A group's member cards the scope sees: a node sub-account, only those of its node. */
const MEMBER_SCOPE = {
  customerId: 'simCard.customerId',
  beId: 'simCard.beId',
  areaCode: 'simCard.areaCode',
  orgId: 'simCard.orgId',
};

/** Members (those in the scope) and their data used this month, per group. */
export async function memberStats(
  db: Database,
  scope: DataScope,
  groups: readonly { id: number; customerId: number }[],
): Promise<Map<number, { members: number; usedDataKb: number }>> {
  if (groups.length === 0) return new Map();
  const rows = await db
    .selectFrom('simCard')
    .select([
      'groupId',
      (eb) => eb.fn.countAll<number>().as('members'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('monthDataKb'), sql<number>`0`).as('usedDataKb'),
    ])
    .where('customerId', 'in', [...new Set(groups.map((g) => g.customerId))])
    .where('kind', 'in', [0, 1])
    .where((eb) => inScope(eb, scope, MEMBER_SCOPE))
    .where(
      'groupId',
      'in',
      groups.map((g) => g.id),
    )
    .groupBy('groupId')
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.groupId),
      { members: Number(r.members), usedDataKb: Number(r.usedDataKb) },
    ]),
  );
}

export function nameTaken(db: Database, customerId: number, name: string, exceptId?: number) {
  let q = db
    .selectFrom('simGroup')
    .select('id')
    .where('customerId', '=', customerId)
    .where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst().then((r) => r !== undefined);
}

export function insertGroup(
  db: Database,
  g: {
    customerId: number;
    name: string;
    tariffId: number;
    poolDataMb: number;
    description: string;
  },
) {
  return db.insertInto('simGroup').values(g).returning('id').executeTakeFirstOrThrow();
}

export function updateGroup(
  db: Database,
  id: number,
  g: { name: string; tariffId: number; poolDataMb: number; description: string },
) {
  return db
    .updateTable('simGroup')
    .set({ ...g, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The group's row lock: deleting waits for cards joining it, and the other way round. */
export function lockGroupForDelete(db: Database, id: number) {
  return db
    .selectFrom('simGroup')
    .select(['id', 'customerId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function countMembers(db: Database, customerId: number, groupId: number) {
  const { n } = await db
    .selectFrom('simCard')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customerId', '=', customerId)
    .where('kind', 'in', [0, 1])
    .where('groupId', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export function deleteGroup(db: Database, id: number) {
  return db.deleteFrom('simGroup').where('id', '=', id).execute();
}

/**
 * One page of a group's member cards in the scope (a node sub-account sees only its
 * node's), newest first, optionally by number prefix.
 */
export async function listMembers(
  db: Database,
  scope: DataScope,
  group: { id: number; customerId: number },
  q: { page: number; pageSize: number; keyword?: string | undefined },
) {
  const where = (qb: ReturnType<typeof cardsWithNames>) => {
    let b = qb
      .where('simCard.customerId', '=', group.customerId)
      .where('simCard.kind', 'in', [0, 1])
      .where('simCard.groupId', '=', group.id)
      .where((eb) => inScope(eb, scope, MEMBER_SCOPE));
    if (q.keyword) {
      const prefix = `${q.keyword}%`;
      b = b.where((eb) =>
        eb.or([
          eb('simCard.msisdn', 'like', prefix),
          eb('simCard.iccid', 'like', prefix),
          eb('simCard.imsi', 'like', prefix),
        ]),
      );
    }
    return b;
  };
  const rows = await where(cardsWithNames(db))
    .orderBy('simCard.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  const { total } = await where(cardsWithNames(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
