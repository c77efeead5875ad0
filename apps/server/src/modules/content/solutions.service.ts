import {
  ContentState,
  formatDateTime,
  type ContentDetailQuery,
  type ContentListQuery,
  type PageResult,
  type SolutionDetail,
  type SolutionListItem,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { ContentMenu, managesContent } from './content-access.js';
import * as repo from './solutions.repository.js';

export const SOLUTION_NOT_FOUND = '解决方案不存在或未发布';

/**
 * Industry solutions for the portal and the back office. Only solution editors may see
 * drafts: for anyone else the state filter is forced to published.
 */
export async function listSolutions(
  db: Database,
  user: AuthUser | null,
  q: ContentListQuery,
): Promise<PageResult<SolutionListItem>> {
  const state = managesContent(user, ContentMenu.SOLUTION) ? q.state : ContentState.PUBLISHED;
  const { rows, total } = await repo.listSolutions(db, { ...q, state });
  const data = rows.map((r) => ({
    pkId: r.id,
    type: r.type,
    methodName: r.methodName,
    methodDesc: r.methodDesc,
    fontPic: r.fontPic,
    trade: r.trade ?? '',
    industryName: r.industryName ?? '',
    state: r.state,
    authorized: r.authorized,
    publishTime: formatDateTime(r.publishedAt),
    updateTime: formatDateTime(r.updatedAt),
  }));
  return pageOf(data, total, q);
}

type SolutionRow = NonNullable<Awaited<ReturnType<typeof repo.findSolution>>>;

/** A whole solution as the detail endpoint (and the version history) shows it. */
export function toSolutionDetail(row: SolutionRow): SolutionDetail {
  return {
    pkId: row.id,
    type: row.type,
    methodName: row.methodName,
    methodDesc: row.methodDesc,
    fontPic: row.fontPic,
    bannerPic: row.bannerPic,
    trade: row.trade ?? '',
    industryName: row.industryName ?? '',
    businessNeeds: row.businessNeeds,
    appScenes: row.appScenes,
    customerCases: row.customerCases,
    net5gContent: row.net5gContent,
    net5gDesc: row.net5gDesc,
    resolveTitle: row.resolveTitle,
    resolveDesc: row.resolveDesc,
    resolvePic: row.resolvePic,
    sceneContent: row.sceneContent,
    state: row.state,
    authorized: row.authorized,
    publishTime: formatDateTime(row.publishedAt),
    createTime: formatDateTime(row.createdAt),
    updateTime: formatDateTime(row.updatedAt),
  };
}

/** One solution by id or type; a draft reads as missing unless the caller edits solutions. */
export async function solutionDetail(
  db: Database,
  user: AuthUser | null,
  q: ContentDetailQuery,
): Promise<SolutionDetail> {
  const row = await repo.findSolution(
    db,
    q.id !== undefined ? { id: q.id } : { type: q.type ?? '' },
  );
  if (
    !row ||
    (row.state !== ContentState.PUBLISHED && !managesContent(user, ContentMenu.SOLUTION))
  ) {
    throw notFound(SOLUTION_NOT_FOUND);
  }
  return toSolutionDetail(row);
}
