import type { IndustryItem, IndustryListQuery, PageResult } from '@pn/shared';
import type { Database } from '../../db/database.js';
import { pageOf } from '../../lib/paging.js';
import * as repo from './industry.repository.js';

/** Industries are reference data: public, with no draft state. */
export async function allIndustries(db: Database): Promise<IndustryItem[]> {
  return repo.allIndustries(db);
}

export async function listIndustries(
  db: Database,
  q: IndustryListQuery,
): Promise<PageResult<IndustryItem>> {
  const { rows, total } = await repo.listIndustries(db, q);
  return pageOf(rows, total, q);
}
