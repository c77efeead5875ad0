import {
  formatDateTime,
  type AccountNoticeCategory,
  type AccountNoticeItem,
  type AccountNoticeListQuery,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notFound } from '../../lib/errors.js';
import {
  countUnread,
  insertNotices,
  listNotices,
  markAllRead,
  readNotice,
} from './account-notice.repository.js';

export const NOTICE_NOT_FOUND = '消息不存在';

export interface AccountNoticeInput {
  category: AccountNoticeCategory;
  title: string;
  content?: string;
  /** An in-app path, e.g. the screen where the matter can be followed up. */
  link?: string;
}

/**
 * Leaves a message for accounts: what other modules call when something concerns a person
 * (an application decided, an order provisioned, an alarm raised).
 */
export async function notifyAccounts(
  db: Database,
  accountIds: readonly number[],
  notice: AccountNoticeInput,
): Promise<void> {
  await insertNotices(
    db,
    [...new Set(accountIds)].map((accountId) => ({
      accountId,
      category: notice.category,
      title: notice.title.slice(0, 100),
      content: (notice.content ?? '').slice(0, 1000),
      link: (notice.link ?? '').slice(0, 200),
    })),
  );
}

type Row = Awaited<ReturnType<typeof listNotices>>['rows'][number];

const itemOf = (r: Row): AccountNoticeItem => ({
  id: r.id,
  category: r.category as AccountNoticeCategory,
  title: r.title,
  content: r.content,
  link: r.link,
  read: r.readAt !== null,
  createTime: formatDateTime(r.createdAt),
});

export async function noticePage(db: Database, user: AuthUser, q: AccountNoticeListQuery) {
  const { rows, total } = await listNotices(db, user.accountId, {
    ...q,
    unread: q.unread === '1',
  });
  return { rows: rows.map(itemOf), total };
}

export function unreadCount(db: Database, user: AuthUser) {
  return countUnread(db, user.accountId);
}

/** One of the caller's messages, now read; another account's answers not found. */
export async function noticeDetail(db: Database, user: AuthUser, id: number) {
  const row = await readNotice(db, user.accountId, id);
  if (!row) throw notFound(NOTICE_NOT_FOUND);
  return itemOf(row);
}

export function readAll(db: Database, user: AuthUser) {
  return markAllRead(db, user.accountId);
}
