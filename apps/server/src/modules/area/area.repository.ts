import { NATIONAL_AREA_ID, type AreaItem } from '@pn/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** True when no area hangs below `a`. */
const isLeaf = (eb: ExpressionBuilder<DB & { a: DB['area'] }, 'a'>) =>
  eb
    .not(
      eb.exists(
        eb.selectFrom('area as c').select('c.areaId').whereRef('c.parentId', '=', 'a.areaId'),
      ),
    )
    .$castTo<boolean>()
    .as('isLeaf');

/** The areas directly below `parentId`, in display order; the national root is never one. */
export async function listChildren(db: Database, parentId: string): Promise<AreaItem[]> {
  return db
    .selectFrom('area as a')
    .select(['a.areaId', 'a.areaName', 'a.level'])
    .select(isLeaf)
    .where('a.parentId', '=', parentId)
    .where('a.areaId', '<>', NATIONAL_AREA_ID)
    .orderBy('a.sortNum')
    .orderBy('a.areaId')
    .execute();
}

/** The named areas with their parent and whether they are leaves (unknown ids are absent). */
export async function findAreas(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('area as a')
    .select(['a.areaId', 'a.parentId', 'a.areaName', 'a.level'])
    .select(isLeaf)
    .where('a.areaId', 'in', ids)
    .execute();
}
