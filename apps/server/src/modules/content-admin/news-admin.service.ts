import {
  ContentOperCode,
  ContentVersionAction,
  formatDateTime,
  NewsStatus,
  type NewsDetail,
  type NewsForm,
  type ManagedNewsItem,
  type NewsListQuery,
  type PageResult,
  type ReleaseStatus,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import * as repo from '../content/news.repository.js';
import { toNewsDetail, toNewsItem } from '../content/news.service.js';
import { sanitizeRichText } from '../content/rich-text.js';
import { passContentGate } from './content-gate.js';
import { recordVersion } from './versions.js';

export const NEWS_MISSING = '资讯不存在';

type NewsRow = NonNullable<Awaited<ReturnType<typeof repo.findNews>>>;

async function loadNews(db: Database, id: number): Promise<NewsRow> {
  const row = await repo.findNews(db, id);
  if (!row) throw notFound(NEWS_MISSING);
  return row;
}

/** Every news item of any state (or of the one asked for), latest release first. */
export async function listManagedNews(
  db: Database,
  q: NewsListQuery,
): Promise<PageResult<ManagedNewsItem>> {
  const { rows, total } = await repo.listNews(db, { ...q, releasedOnly: false });
  return pageOf(
    rows.map((r) => ({ ...toNewsItem(r), updateTime: formatDateTime(r.updatedAt) })),
    total,
    q,
  );
}

/**
 * One news item in any state, for its editor. Unlike the portal's detail it counts no
 * view: opening an article in the back office is not reading it.
 */
export async function managedNewsDetail(db: Database, id: number): Promise<NewsDetail> {
  return toNewsDetail(await loadNews(db, id));
}

/**
 * Saves the news form: without id a new draft, with id the existing item. The body is
 * sanitised against the rich-text allow-list before it is stored. Saving does not change
 * whether or when an item is released.
 */
export async function saveNews(
  db: Database,
  request: FastifyRequest,
  form: NewsForm,
): Promise<NewsDetail> {
  const user = await passContentGate(db, request, null);
  const values: repo.NewsValues = {
    title: form.title,
    summary: form.summary,
    content: sanitizeRichText(form.content),
    cover: form.cover,
    source: form.source,
  };
  const id = form.id ?? undefined;
  return db.transaction().execute(async (trx) => {
    let before: NewsRow | undefined;
    let newsId: number;
    if (id === undefined) {
      newsId = await repo.insertNews(trx, values, user.accountId);
    } else {
      if (!(await repo.lockNews(trx, id))) throw notFound(NEWS_MISSING);
      before = await loadNews(trx, id);
      newsId = id;
      await repo.updateNews(trx, id, values);
    }
    const after = toNewsDetail(await loadNews(trx, newsId));
    await recordVersion(trx, {
      type: 'news',
      id: newsId,
      action: before ? ContentVersionAction.UPDATE : ContentVersionAction.CREATE,
      operCode: null,
      user,
      after,
      before: before && { snapshot: toNewsDetail(before), updatedAt: before.updatedAt },
    });
    return after;
  });
}

/**
 * Publishes a news item at its release time (now when none is given; a future time
 * schedules it and the portal shows it from then on) or withdraws it. operCode PUBLISH.
 */
export async function setNewsRelease(
  db: Database,
  request: FastifyRequest,
  id: number,
  change: ReleaseStatus,
): Promise<NewsDetail> {
  const user = await passContentGate(db, request, ContentOperCode.PUBLISH);
  const publish = change.status === NewsStatus.PUBLISHED;
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockNews(trx, id))) throw notFound(NEWS_MISSING);
    const before = await loadNews(trx, id);
    if (publish) await repo.publishNews(trx, id, change.releaseTime ?? null);
    else await repo.withdrawNews(trx, id);
    const after = toNewsDetail(await loadNews(trx, id));
    await recordVersion(trx, {
      type: 'news',
      id,
      action: publish ? ContentVersionAction.PUBLISH : ContentVersionAction.WITHDRAW,
      operCode: ContentOperCode.PUBLISH,
      user,
      after,
      before: { snapshot: toNewsDetail(before), updatedAt: before.updatedAt },
    });
    return after;
  });
}
