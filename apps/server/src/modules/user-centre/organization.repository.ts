import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export function findOrg(db: Database, customerId: number, id: number) {
  return db
    .selectFrom('organization')
    .selectAll()
    .where('customerId', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}
export type OrgRow = NonNullable<Awaited<ReturnType<typeof findOrg>>>;

/** The enterprise's nodes with the sub-accounts and cards placed directly in each. */
export async function listOrgs(db: Database, customerId: number) {
  return db
    .selectFrom('organization as o')
    .select((eb) => [
      'o.id',
      'o.parentId',
      'o.name',
      'o.sortNum',
      'o.path',
      eb
        .selectFrom('account as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.orgId', '=', 'o.id')
        .as('accounts'),
      eb
        .selectFrom('simCard as c')
        .select(eb.fn.countAll<number>().as('n'))
        .where('c.customerId', '=', customerId)
        .whereRef('c.orgId', '=', 'o.id')
        .as('cards'),
    ])
    .where('o.customerId', '=', customerId)
    .orderBy('o.sortNum')
    .orderBy('o.id')
    .execute();
}

export async function unassignedCards(db: Database, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('simCard')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customerId', '=', customerId)
    .where('orgId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countOrgs(db: Database, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('organization')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a sibling (same parent) other than `exceptId` has the name. */
export async function siblingNamed(
  db: Database,
  customerId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('organization')
    .select('id')
    .where('customerId', '=', customerId)
    .where('name', '=', name);
  q = parentId === null ? q.where('parentId', 'is', null) : q.where('parentId', '=', parentId);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Levels below `path` in its subtree (0 for a leaf). */
export async function subtreeHeight(db: Database, customerId: number, path: string) {
  const row = await db
    .selectFrom('organization')
    .select(
      sql<number>`coalesce(max(length(path) - length(replace(path, '/', ''))), 0)`.as('deepest'),
    )
    .where('customerId', '=', customerId)
    .where(sql<boolean>`starts_with(path, ${path})`)
    .executeTakeFirstOrThrow();
  return Number(row.deepest) - depthOf(path);
}

/** Level of a node from its path: "/3/" is 1, "/3/7/" is 2. */
export function depthOf(path: string): number {
  return path.split('/').length - 2;
}

export async function insertOrg(
  db: Database,
  row: { customerId: number; parentId: number | null; name: string; sortNum: number },
  parentPath: string,
) {
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('organization')
      .values({ ...row, createdAt: new Date(), updatedAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = `${parentPath || '/'}${created.id}/`;
    await trx.updateTable('organization').set({ path }).where('id', '=', created.id).execute();
    return Number(created.id);
  });
}

/** Renames, reorders or moves a node; a move rewrites the paths of its whole subtree. */
export async function updateOrg(
  db: Database,
  node: { id: number; customerId: number; path: string },
  change: { name: string; sortNum: number; parentId: number | null },
  newPath: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('organization')
      .set({ ...change, updatedAt: new Date() })
      .where('id', '=', node.id)
      .execute();
    if (newPath !== node.path) {
      await trx
        .updateTable('organization')
        .set({
          path: sql<string>`${newPath} || substr(path, ${node.path.length + 1})`,
          updatedAt: new Date(),
        })
        .where('customerId', '=', node.customerId)
        .where(sql<boolean>`starts_with(path, ${node.path})`)
        .execute();
    }
  });
}

export async function orgUsage(db: Database, customerId: number, id: number) {
  const [children, accounts, cards] = await Promise.all([
    db
      .selectFrom('organization')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parentId', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('account')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('orgId', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('simCard')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .where('orgId', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { children: Number(children.n), accounts: Number(accounts.n), cards: Number(cards.n) };
}

export function deleteOrg(db: Database, id: number) {
  return db.deleteFrom('organization').where('id', '=', id).execute();
}

/** The enterprise's cards named by ICCID or number, within the node subtree when given. */
export async function cardsByNumbers(
  db: Database,
  customerId: number,
  numbers: readonly string[],
  orgIds: readonly number[] | null,
) {
  const iccids = numbers.filter((n) => n.length >= 19);
  const msisdns = numbers.filter((n) => n.length === 11);
  let q = db
    .selectFrom('simCard')
    .select(['id', 'iccid', 'msisdn'])
    .where('customerId', '=', customerId)
    .where((eb) =>
      eb.or([
        ...(iccids.length ? [eb('iccid', 'in', iccids)] : []),
        ...(msisdns.length ? [eb('msisdn', 'in', msisdns)] : []),
      ]),
    );
  if (orgIds) q = q.where('orgId', 'in', orgIds);
  return q.execute();
}

export function assignCards(db: Database, ids: readonly number[], orgId: number | null) {
  return db
    .updateTable('simCard')
    .set({ orgId, updatedAt: new Date() })
    .where('id', 'in', ids)
    .execute();
}
