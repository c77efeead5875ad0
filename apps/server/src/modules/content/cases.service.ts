import {
  ContentState,
  formatDateTime,
  type CaseDetail,
  type CaseListItem,
  type ContentDetailQuery,
  type ContentListQuery,
  type PageResult,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import * as repo from './cases.repository.js';
import { ContentMenu, managesContent } from './content-access.js';

export const CASE_NOT_FOUND = '案例不存在或未发布';

/**
 * Cases for the portal and the back office. Only case editors may see drafts: for anyone
 * else the state filter is forced to published.
 */
export async function listCases(
  db: Database,
  user: AuthUser | null,
  q: ContentListQuery,
): Promise<PageResult<CaseListItem>> {
  const state = managesContent(user, ContentMenu.CASE) ? q.state : ContentState.PUBLISHED;
  const { rows, total } = await repo.listCases(db, { ...q, state });
  const data = rows.map((r) => ({
    pkId: r.id,
    type: r.type,
    name: r.name,
    trade: r.trade ?? '',
    industryName: r.industryName ?? '',
    front: r.front,
    caseName: r.name,
    casePicture: r.front,
    resolveTitle: r.resolveTitle,
    state: r.state,
    publishTime: formatDateTime(r.publishedAt),
    updateTime: formatDateTime(r.updatedAt),
  }));
  return pageOf(data, total, q);
}

type CaseRow = NonNullable<Awaited<ReturnType<typeof repo.findCase>>>;

/** A whole case as the detail endpoint (and the version history) shows it. */
export function toCaseDetail(row: CaseRow): CaseDetail {
  return {
    pkId: row.id,
    type: row.type,
    name: row.name,
    trade: row.trade ?? '',
    industryName: row.industryName ?? '',
    front: row.front,
    banner: row.banner,
    background: row.background,
    businessNeeds: row.businessNeeds,
    resolveTitle: row.resolveTitle,
    resolveDesc: row.resolveDesc,
    resolvePic: row.resolvePic,
    serviceContent: row.serviceContent,
    serviceDesc: row.serviceDesc,
    value: row.value,
    state: row.state,
    publishTime: formatDateTime(row.publishedAt),
    createTime: formatDateTime(row.createdAt),
    updateTime: formatDateTime(row.updatedAt),
  };
}

/** One case by id or built-in type; a draft reads as missing unless the caller edits cases. */
export async function caseDetail(
  db: Database,
  user: AuthUser | null,
  q: ContentDetailQuery,
): Promise<CaseDetail> {
  const row = await repo.findCase(db, q.id !== undefined ? { id: q.id } : { type: q.type ?? '' });
  if (!row || (row.state !== ContentState.PUBLISHED && !managesContent(user, ContentMenu.CASE))) {
    throw notFound(CASE_NOT_FOUND);
  }
  return toCaseDetail(row);
}
