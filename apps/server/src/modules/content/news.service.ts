import {
  formatDateTime,
  type NewsDetail,
  type NewsDetailQuery,
  type NewsListItem,
  type NewsListQuery,
  type PageResult,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { ContentMenu, managesContent } from './content-access.js';
import * as repo from './news.repository.js';

export const NEWS_NOT_FOUND = '资讯不存在或未发布';

type NewsRow = NonNullable<Awaited<ReturnType<typeof repo.findNews>>>;

export function toNewsItem(r: Omit<NewsRow, 'content' | 'updatedAt' | 'createdBy'>): NewsListItem {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    source: r.source,
    status: r.status,
    releaseTime: formatDateTime(r.releaseTime),
    viewCount: r.viewCount,
    createTime: formatDateTime(r.createdAt),
  };
}

/**
 * The portal's news list: published and released items, newest first. A news editor who
 * asks for a status explicitly gets that status, scheduled items included; without one an
 * editor sees the portal as the public does.
 */
export async function listPortalNews(
  db: Database,
  user: AuthUser | null,
  q: NewsListQuery,
): Promise<PageResult<NewsListItem>> {
  const releasedOnly = q.status === undefined || !managesContent(user, ContentMenu.NEWS);
  const { rows, total } = await repo.listNews(db, { ...q, releasedOnly });
  return pageOf(rows.map(toNewsItem), total, q);
}

/**
 * One news item. Reading a released item counts a view; a news editor may also read
 * drafts, withdrawn and scheduled items (uncounted), anyone else gets 404 for them.
 */
export async function newsDetail(
  db: Database,
  user: AuthUser | null,
  q: NewsDetailQuery,
): Promise<NewsDetail> {
  const row =
    (await repo.viewReleasedNews(db, q.id)) ??
    (managesContent(user, ContentMenu.NEWS) ? await repo.findNews(db, q.id) : undefined);
  if (!row) throw notFound(NEWS_NOT_FOUND);
  return toNewsDetail(row);
}

/** A whole news item as the detail endpoint (and the version history) shows it. */
export function toNewsDetail(row: NewsRow): NewsDetail {
  return { ...toNewsItem(row), content: row.content, updateTime: formatDateTime(row.updatedAt) };
}
