import { NATIONAL_AREA_ID, type AreaItem } from '@pn/shared';
import type { Database } from '../../db/database.js';
import { findAreas, listChildren } from './area.repository.js';

export type AreaRef = Pick<AreaItem, 'areaId' | 'areaName'>;

/** A checked location: province, city and — unless the city has none — district. */
export interface AreaPath {
  province: AreaRef;
  city: AreaRef;
  district: AreaRef | null;
}

/** Children of an area for the cascader; nothing, an empty id or '001' means the provinces. */
export function childrenOf(db: Database, parentAreaId: string | undefined): Promise<AreaItem[]> {
  return listChildren(db, parentAreaId || NATIONAL_AREA_ID);
}

/**
 * Checks a location chosen in the province → city → district cascader and looks up its names.
 *
 * `ids` is the cascader's value, province first: `[province, city, district]`, or
 * `[province, city]` when that city has no districts (东莞市, 中山市…). Answers null unless the
 * ids form an unbroken parent-child chain from a province (directly under the national root)
 * down to a leaf: a district of another city, a city of another province, a city that has
 * districts but none chosen, or an unknown id are all rejected. Callers store the names from
 * the result rather than trusting names sent by the client.
 */
export async function resolveAreaPath(
  db: Database,
  ids: readonly string[],
): Promise<AreaPath | null> {
  if (ids.length < 2 || ids.length > 3) return null;
  const found = new Map((await findAreas(db, ids)).map((a) => [a.areaId, a]));
  const chain = ids.map((id) => found.get(id));
  let parentId = NATIONAL_AREA_ID;
  for (const [i, area] of chain.entries()) {
    if (!area || area.parentId !== parentId || area.level !== i + 1) return null;
    parentId = area.areaId;
  }
  const [province, city, district] = chain;
  if (!province || !city || !chain.at(-1)?.isLeaf) return null;
  const ref = (a: AreaRef): AreaRef => ({ areaId: a.areaId, areaName: a.areaName });
  return { province: ref(province), city: ref(city), district: district ? ref(district) : null };
}
