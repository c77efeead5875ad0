import {
  ContentVersionAction,
  formatDateTime,
  type ContentOperCode,
  type ContentVersionDetail,
  type ContentVersionItem,
  type ContentVersionListQuery,
  type ContentVersionType,
  type PageResult,
} from '@pn/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ContentVersionTable } from '../../db/schema.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { ContentMenu, managesContent } from '../content/content-access.js';

export const VERSION_NOT_FOUND = '版本不存在';

/** The menu that opens the history of each kind of content. */
const MENU_OF: Readonly<Record<ContentVersionType, ContentMenu>> = {
  case: ContentMenu.CASE,
  solution: ContentMenu.SOLUTION,
  news: ContentMenu.NEWS,
  notice: ContentMenu.NOTICE,
};

/** A change to record: the record after it (and before it, for the first recorded change). */
export interface ContentChange {
  type: ContentVersionType;
  id: number;
  action: ContentVersionAction;
  operCode: ContentOperCode | null;
  user: AuthUser;
  /** The record as its detail endpoint shows it after the change (before it, for a delete). */
  after: object;
  /**
   * The record before the change and when it was last changed. Kept as the first version
   * when the record has none yet (content that existed before its first edit), so nothing
   * an editor replaces is lost.
   */
  before?: { snapshot: object; updatedAt: Date } | undefined;
}

/**
 * Appends the change to the record's history. Call inside the transaction that made the
 * change, after locking the record, so concurrent edits number their versions in turn.
 */
export async function recordVersion(db: Database, change: ContentChange): Promise<void> {
  const last = await db
    .selectFrom('contentVersion')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('entityType', '=', change.type)
    .where('entityId', '=', change.id)
    .executeTakeFirst();
  let version = Number(last?.version ?? 0);
  const rows = [];
  if (version === 0 && change.before) {
    rows.push({
      entityType: change.type,
      entityId: change.id,
      version: ++version,
      action: ContentVersionAction.ORIGINAL,
      snapshot: JSON.stringify(change.before.snapshot),
      createdAt: change.before.updatedAt,
    });
  }
  rows.push({
    entityType: change.type,
    entityId: change.id,
    version: ++version,
    action: change.action,
    snapshot: JSON.stringify(change.after),
    operCode: change.operCode ?? '',
    operatorId: change.user.accountId,
    operatorAccount: change.user.loginAccount,
  });
  await db.insertInto('contentVersion').values(rows).execute();
}

function assertMayRead(user: AuthUser, type: ContentVersionType): void {
  if (!managesContent(user, MENU_OF[type])) throw forbidden();
}

function toItem(r: Omit<Selectable<ContentVersionTable>, 'snapshot'>): ContentVersionItem {
  return {
    versionId: r.id,
    type: r.entityType,
    id: r.entityId,
    version: r.version,
    action: r.action,
    operCode: r.operCode,
    operator: r.operatorAccount,
    createTime: formatDateTime(r.createdAt),
  };
}

/** The history of one record, newest first; only editors of that kind of content see it. */
export async function listVersions(
  db: Database,
  user: AuthUser,
  q: ContentVersionListQuery,
): Promise<PageResult<ContentVersionItem>> {
  assertMayRead(user, q.type);
  const base = db
    .selectFrom('contentVersion')
    .where('entityType', '=', q.type)
    .where('entityId', '=', q.id);
  const [rows, count] = await Promise.all([
    base
      .select([
        'id',
        'entityType',
        'entityId',
        'version',
        'action',
        'operCode',
        'operatorId',
        'operatorAccount',
        'createdAt',
      ])
      .orderBy('version', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toItem), Number(count.total), q);
}

/** One version with the record as it was. */
export async function versionDetail(
  db: Database,
  user: AuthUser,
  versionId: number,
): Promise<ContentVersionDetail> {
  const row = await db
    .selectFrom('contentVersion')
    .selectAll()
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!row) throw notFound(VERSION_NOT_FOUND);
  assertMayRead(user, row.entityType);
  return { ...toItem(row), snapshot: row.snapshot };
}
