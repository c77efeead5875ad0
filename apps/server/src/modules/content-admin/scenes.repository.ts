import { SceneStatus, type SceneListQuery } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from '../content/content-access.js';

const withIndustry = (db: Database) =>
  db.selectFrom('applicationScene as s').innerJoin('industry as i', 'i.id', 's.industryId');

const sceneColumns = [
  's.id',
  's.name',
  's.industryId',
  'i.name as industryName',
  's.description',
  's.picture',
  's.sortNum',
  's.status',
  's.createdAt',
  's.updatedAt',
] as const;

/** A page of scenes in display order (industry, then the scene's own order). */
export async function listScenes(db: Database, f: SceneListQuery) {
  let q = withIndustry(db);
  if (f.keyword !== undefined) q = q.where('s.name', 'ilike', containsPattern(f.keyword));
  if (f.industryId !== undefined) q = q.where('s.industryId', '=', f.industryId);
  if (f.status !== undefined) q = q.where('s.status', '=', f.status);
  const [rows, count] = await Promise.all([
    q
      .select(sceneColumns)
      .orderBy('i.sortNum')
      .orderBy('s.sortNum')
      .orderBy('s.id')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type SceneRow = Awaited<ReturnType<typeof listScenes>>['rows'][number];

export async function findScene(db: Database, id: number) {
  return withIndustry(db).select(sceneColumns).where('s.id', '=', id).executeTakeFirst();
}

/** The further industries a scene is linked to, in link order. */
export async function linkedIndustryIds(db: Database, sceneId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('industryScene')
    .select('industryId')
    .where('sceneId', '=', sceneId)
    .orderBy('sortNum')
    .orderBy('industryId')
    .execute();
  return rows.map((r) => r.industryId);
}

export interface SceneValues {
  name: string;
  industryId: string;
  description: string;
  picture: string;
  sortNum: number;
  status: number;
}

export async function insertScene(db: Database, values: SceneValues): Promise<number> {
  const row = await db
    .insertInto('applicationScene')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateScene(db: Database, id: number, values: SceneValues) {
  const res = await db
    .updateTable('applicationScene')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Deletes a scene with its links. */
export async function deleteScene(db: Database, id: number) {
  const res = await db.deleteFrom('applicationScene').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Every industry as a scene category with the number of scenes under it (own and linked). */
export async function categories(db: Database) {
  return db
    .selectFrom('industry as i')
    .select((eb) => [
      'i.id as industryId',
      'i.name as industryName',
      'i.sortNum',
      eb
        .selectFrom('applicationScene as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where((e) =>
          e.or([
            e('s.industryId', '=', e.ref('i.id')),
            e.exists(
              e
                .selectFrom('industryScene as l')
                .select('l.sceneId')
                .whereRef('l.sceneId', '=', 's.id')
                .whereRef('l.industryId', '=', 'i.id'),
            ),
          ]),
        )
        .as('sceneCount'),
    ])
    .orderBy('i.sortNum')
    .orderBy('i.id')
    .execute();
}

/**
 * The scenes shown under an industry: its own first, in their order, then those linked to
 * it from other industries, in link order. `enabledOnly` for the portal.
 */
export async function scenesOfCategory(db: Database, industryId: string, enabledOnly: boolean) {
  let own = withIndustry(db).where('s.industryId', '=', industryId);
  let linked = withIndustry(db)
    .innerJoin('industryScene as l', 'l.sceneId', 's.id')
    .where('l.industryId', '=', industryId)
    .where('s.industryId', '<>', industryId);
  if (enabledOnly) {
    own = own.where('s.status', '=', SceneStatus.ENABLED);
    linked = linked.where('s.status', '=', SceneStatus.ENABLED);
  }
  const [ownRows, linkedRows] = await Promise.all([
    own.select(sceneColumns).orderBy('s.sortNum').orderBy('s.id').execute(),
    linked.select(sceneColumns).orderBy('l.sortNum').orderBy('s.id').execute(),
  ]);
  return [
    ...ownRows.map((r) => ({ ...r, linked: false })),
    ...linkedRows.map((r) => ({ ...r, linked: true })),
  ];
}

/** Every enabled scene, by industry then the scene's own order (the portal without a filter). */
export async function enabledScenes(db: Database) {
  return withIndustry(db)
    .select(sceneColumns)
    .where('s.status', '=', SceneStatus.ENABLED)
    .orderBy('i.sortNum')
    .orderBy('s.sortNum')
    .orderBy('s.id')
    .execute();
}

/** Which of these scene ids exist. */
export async function existingSceneIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('applicationScene')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => r.id);
}

/** Replaces the scenes linked to an industry, in the given order. */
export async function replaceCategoryLinks(
  db: Database,
  industryId: string,
  sceneIds: readonly number[],
) {
  await db.deleteFrom('industryScene').where('industryId', '=', industryId).execute();
  if (sceneIds.length === 0) return;
  await db
    .insertInto('industryScene')
    .values(sceneIds.map((sceneId, i) => ({ industryId, sceneId, sortNum: i + 1 })))
    .execute();
}
