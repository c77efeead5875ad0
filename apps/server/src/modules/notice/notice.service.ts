import {
  ContentOperCode,
  ContentVersionAction,
  formatDateTime,
  NoticeStatus,
  type NoticeAdminItem,
  type NoticeAdminListQuery,
  type NoticeForm,
  type NoticeItem,
  type NoticeListQuery,
  type PageResult,
  type ReleaseStatus,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { passContentGate } from '../content-admin/content-gate.js';
import { recordVersion } from '../content-admin/versions.js';
import { ContentMenu, managesContent } from '../content/content-access.js';
import { sanitizeRichText } from '../content/rich-text.js';
import * as repo from './notice.repository.js';

export const NoticeMessages = {
  NOT_FOUND: '公告不存在或未发布',
  MISSING: '公告不存在',
  DELETE_PUBLISHED: '已发布的公告请先下线再删除',
} as const;

type NoticeRow = NonNullable<Awaited<ReturnType<typeof repo.findNotice>>>;

/** The portal's notices: published, released, newest first. */
export async function listPublicNotices(
  db: Database,
  q: NoticeListQuery,
): Promise<PageResult<NoticeItem>> {
  const { rows, total } = await repo.listNotices(db, { ...q, publicOnly: true });
  const data = rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    status: r.status,
    place: r.place,
    releaseTime: formatDateTime(r.releaseTime ?? r.createdAt),
    createTime: formatDateTime(r.createdAt),
  }));
  return pageOf(data, total, q);
}

/** A notice as the back office (and the version history) shows it. */
export function toNoticeAdminItem(r: NoticeRow, now: Date = new Date()): NoticeAdminItem {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    status: r.status,
    place: r.place,
    releaseTime: formatDateTime(r.releaseTime),
    scheduled:
      r.status === NoticeStatus.PUBLISHED &&
      r.releaseTime !== null &&
      r.releaseTime.getTime() > now.getTime(),
    createTime: formatDateTime(r.createdAt),
    updateTime: formatDateTime(r.updatedAt),
  };
}

export async function listManagedNotices(
  db: Database,
  q: NoticeAdminListQuery,
): Promise<PageResult<NoticeAdminItem>> {
  const { rows, total } = await repo.listManagedNotices(db, q);
  const now = new Date();
  return pageOf(
    rows.map((r) => toNoticeAdminItem(r, now)),
    total,
    q,
  );
}

/** One notice: released ones for everyone, any state for the notice managers. */
export async function noticeDetail(
  db: Database,
  user: AuthUser | null,
  id: number,
): Promise<NoticeAdminItem> {
  const row = await repo.findNotice(db, id);
  const item = row && toNoticeAdminItem(row);
  const released = item && item.status === NoticeStatus.PUBLISHED && !item.scheduled;
  if (!item || (!released && !managesContent(user, ContentMenu.NOTICE))) {
    throw notFound(NoticeMessages.NOT_FOUND);
  }
  return item;
}

async function loadNotice(db: Database, id: number): Promise<NoticeRow> {
  const row = await repo.findNotice(db, id);
  if (!row) throw notFound(NoticeMessages.MISSING);
  return row;
}

/**
 * Runs one change to an existing notice under its lock and records the version. A delete
 * records the notice as it was.
 */
async function changeNotice(
  db: Database,
  id: number,
  user: AuthUser,
  operCode: ContentOperCode | null,
  change: (trx: Database, current: NoticeRow) => Promise<ContentVersionAction>,
): Promise<NoticeAdminItem> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockNotice(trx, id))) throw notFound(NoticeMessages.MISSING);
    const before = await loadNotice(trx, id);
    const action = await change(trx, before);
    const after =
      action === ContentVersionAction.DELETE
        ? toNoticeAdminItem(before)
        : toNoticeAdminItem(await loadNotice(trx, id));
    await recordVersion(trx, {
      type: 'notice',
      id,
      action,
      operCode,
      user,
      after,
      before: { snapshot: toNoticeAdminItem(before), updatedAt: before.updatedAt },
    });
    return after;
  });
}

/**
 * Saves the notice form: without id a new draft, with id the existing notice. The body is
 * sanitised against the rich-text allow-list. Saving does not change its release.
 */
export async function saveNotice(
  db: Database,
  request: FastifyRequest,
  form: NoticeForm,
): Promise<NoticeAdminItem> {
  const user = await passContentGate(db, request, null);
  const values: repo.NoticeValues = {
    title: form.title,
    content: sanitizeRichText(form.content),
    place: form.place,
  };
  const id = form.id ?? undefined;
  if (id !== undefined) {
    return changeNotice(db, id, user, null, async (trx) => {
      await repo.updateNotice(trx, id, values);
      return ContentVersionAction.UPDATE;
    });
  }
  return db.transaction().execute(async (trx) => {
    const newId = await repo.insertNotice(trx, values, user.accountId);
    const after = toNoticeAdminItem(await loadNotice(trx, newId));
    await recordVersion(trx, {
      type: 'notice',
      id: newId,
      action: ContentVersionAction.CREATE,
      operCode: null,
      user,
      after,
    });
    return after;
  });
}

/**
 * Publishes a notice at its release time (now when none is given; a future time schedules
 * it) or withdraws it. operCode PUBLISH.
 */
export async function setNoticeRelease(
  db: Database,
  request: FastifyRequest,
  id: number,
  change: ReleaseStatus,
): Promise<NoticeAdminItem> {
  const user = await passContentGate(db, request, ContentOperCode.PUBLISH);
  return changeNotice(db, id, user, ContentOperCode.PUBLISH, async (trx) => {
    if (change.status === NoticeStatus.PUBLISHED) {
      await repo.publishNotice(trx, id, change.releaseTime ?? null);
      return ContentVersionAction.PUBLISH;
    }
    await repo.withdrawNotice(trx, id);
    return ContentVersionAction.WITHDRAW;
  });
}

/** Deletes a draft or withdrawn notice; its last state stays in the version history. */
export async function removeNotice(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const user = await passContentGate(db, request, null);
  await changeNotice(db, id, user, null, async (trx, current) => {
    if (current.status === NoticeStatus.PUBLISHED) throw conflict(NoticeMessages.DELETE_PUBLISHED);
    await repo.deleteNotice(trx, id);
    return ContentVersionAction.DELETE;
  });
}
