import {
  ContentOperCode,
  ContentVersionAction,
  formatDateTime,
  MarketApplicationMessages as M,
  MarketApplicationState,
  type MarketApplicationAdminDetail,
  type MarketApplicationAdminItem,
  type MarketApplicationDetail,
  type MarketApplicationIndustry,
  type MarketApplicationForm,
  type MarketApplicationListQuery,
  type MarketApplicationPortalItem,
  type MarketApplicationPortalQuery,
  type MarketApplicationStatusQuery,
  type MarketApplicationVersion,
  type MarketApplicationVersionQuery,
  type PageResult,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { scopeOf } from '../../lib/scope.js';
import { passContentGate } from '../content-admin/content-gate.js';
import { sanitizeRichText } from '../content/rich-text.js';
import * as repo from './market-application.repository.js';

type ListRow = repo.ApplicationListRow;
type Row = repo.ApplicationRow;

// Shapes ------------------------------------------------------------------------------------

function toPortalItem(r: ListRow): MarketApplicationPortalItem {
  return {
    id: r.id,
    logoAddress: r.logoAddress,
    applicationName: r.applicationName,
    updateTime: formatDateTime(r.updatedAt),
    industryId: r.industryId ?? '',
    industryName: r.industryName ?? '',
    sceneName: r.sceneName ?? '',
    description: r.description,
    enterpriseName: r.enterpriseName,
  };
}

function toAdminItem(r: ListRow): MarketApplicationAdminItem {
  return {
    ...toPortalItem(r),
    sceneId: r.sceneId,
    phoneNum: r.phoneNum,
    state: r.state,
    publishTime: formatDateTime(r.publishedAt),
    createTime: formatDateTime(r.createdAt),
    updatedBy: r.updatedByAccount ?? '',
  };
}

/** The card's fields (spec §3), and nothing else. */
export function toDetail(r: Row): MarketApplicationDetail {
  return {
    logoAddress: r.logoAddress,
    applicationName: r.applicationName,
    updateTime: formatDateTime(r.updatedAt),
    industryName: r.industryName ?? '',
    sceneName: r.sceneName ?? '',
    description: r.description,
    enterpriseLogoAddress: r.enterpriseLogoAddress,
    enterpriseName: r.enterpriseName,
    phoneNum: r.phoneNum,
    details: r.details,
    instructions: r.instructions,
    configuration: r.configuration,
    updateLog: r.updateLog,
  };
}

export function toAdminDetail(r: Row): MarketApplicationAdminDetail {
  return { ...toAdminItem(r), ...toDetail(r) };
}

/**
 * A tab's HTML as it may be stored: sanitised against the allow-list, and empty when
 * nothing visible is left (an editor's empty paragraph), so the portal shows 暂无内容.
 */
export function cleanTab(html: string): string {
  const clean = sanitizeRichText(html);
  const visible = clean
    .replace(/<(img|hr|table)\b/gi, 'x')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '');
  return visible ? clean : '';
}

// Access ------------------------------------------------------------------------------------

/**
 * Applications are national content: besides the menu (checked by the route), the caller
 * must see all data (operator staff, national administrators).
 */
function assertManages(user: AuthUser): void {
  if (scopeOf(user).level !== 'all') throw forbidden();
}

// Portal ------------------------------------------------------------------------------------

/** Published applications, optionally of one industry, latest change first. */
export async function portalList(
  db: Database,
  q: MarketApplicationPortalQuery,
): Promise<PageResult<MarketApplicationPortalItem>> {
  const { rows, total } = await repo.listApplications(db, { ...q, publishedOnly: true });
  return pageOf(rows.map(toPortalItem), total, q);
}

/** The industries the portal's application list can be narrowed to, with their counts. */
export async function portalIndustries(db: Database): Promise<MarketApplicationIndustry[]> {
  const rows = await repo.publishedIndustries(db);
  return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.count) }));
}

/** The card of a published application; anything else reads as missing. */
export async function portalDetail(db: Database, id: number): Promise<MarketApplicationDetail> {
  const row = await repo.findApplication(db, id);
  if (!row || row.state !== MarketApplicationState.PUBLISHED) throw notFound(M.NOT_FOUND);
  return toDetail(row);
}

// Back office -------------------------------------------------------------------------------

export async function adminList(
  db: Database,
  user: AuthUser,
  q: MarketApplicationListQuery,
): Promise<PageResult<MarketApplicationAdminItem>> {
  assertManages(user);
  const { rows, total } = await repo.listApplications(db, { ...q, publishedOnly: false });
  return pageOf(rows.map(toAdminItem), total, q);
}

async function load(db: Database, id: number): Promise<Row> {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound(M.MISSING);
  return row;
}

export async function adminDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<MarketApplicationAdminDetail> {
  assertManages(user);
  return toAdminDetail(await load(db, id));
}

interface Change {
  id: number;
  action: ContentVersionAction;
  operCode: ContentOperCode | null;
  user: AuthUser;
  after: MarketApplicationAdminDetail;
  /** The application before the change; kept as version 1 when it has no history yet. */
  before?: Row | undefined;
}

/**
 * Appends a change to the application's history. Call inside the transaction that made
 * it, after locking the application, so concurrent edits number their versions in turn.
 */
async function recordVersion(db: Database, c: Change): Promise<void> {
  let version = await repo.lastVersion(db, c.id);
  const rows: repo.VersionValues[] = [];
  if (version === 0 && c.before) {
    rows.push({
      applicationId: c.id,
      version: ++version,
      action: ContentVersionAction.ORIGINAL,
      snapshot: JSON.stringify(toAdminDetail(c.before)),
      createdAt: c.before.updatedAt,
    });
  }
  rows.push({
    applicationId: c.id,
    version: ++version,
    action: c.action,
    snapshot: JSON.stringify(c.after),
    operCode: c.operCode ?? '',
    operatorId: c.user.accountId,
    operatorAccount: c.user.loginAccount,
  });
  await repo.insertVersions(db, rows);
}

/**
 * Saves the application form: without id a new draft (operCode APP_ADD), with id the
 * existing application (APP_EDIT), whatever its state: a published one changes on the
 * portal at once. The four tabs are sanitised before they are stored.
 */
export async function saveApplication(
  db: Database,
  request: FastifyRequest,
  form: MarketApplicationForm,
): Promise<MarketApplicationAdminDetail> {
  const id = form.id ?? undefined;
  const operCode = id === undefined ? ContentOperCode.APP_ADD : ContentOperCode.APP_EDIT;
  const user = await passContentGate(db, request, operCode);
  assertManages(user);
  if (!(await repo.industryExists(db, form.industryId))) throw badRequest(M.UNKNOWN_INDUSTRY);
  if (!(await repo.sceneOfIndustry(db, form.sceneId, form.industryId))) {
    throw badRequest(M.SCENE_MISMATCH);
  }
  const values: repo.ApplicationValues = {
    industryId: form.industryId,
    sceneId: form.sceneId,
    applicationName: form.applicationName,
    logoAddress: form.logoAddress,
    description: form.description,
    enterpriseName: form.enterpriseName,
    enterpriseLogoAddress: form.enterpriseLogoAddress,
    phoneNum: form.phoneNum,
    details: cleanTab(form.details),
    instructions: cleanTab(form.instructions),
    configuration: cleanTab(form.configuration),
    updateLog: cleanTab(form.updateLog),
  };
  return db.transaction().execute(async (trx) => {
    let appId: number;
    let before: Row | undefined;
    if (id === undefined) {
      appId = await repo.insertApplication(trx, values, user.accountId);
    } else {
      if (!(await repo.lockApplication(trx, id))) throw notFound(M.MISSING);
      before = await load(trx, id);
      appId = id;
      await repo.updateApplication(trx, id, values, user.accountId);
    }
    const after = toAdminDetail(await load(trx, appId));
    await recordVersion(trx, {
      id: appId,
      action: before ? ContentVersionAction.UPDATE : ContentVersionAction.CREATE,
      operCode,
      user,
      after,
      before,
    });
    return after;
  });
}

/** Publishes (status 1) or withdraws (status 2) an application; operCode PUBLISH. */
export async function setApplicationStatus(
  db: Database,
  request: FastifyRequest,
  q: MarketApplicationStatusQuery,
): Promise<MarketApplicationAdminDetail> {
  const user = await passContentGate(db, request, ContentOperCode.PUBLISH);
  assertManages(user);
  const publish = q.status === MarketApplicationState.PUBLISHED;
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockApplication(trx, q.id))) throw notFound(M.MISSING);
    const before = await load(trx, q.id);
    if (!publish && before.state !== MarketApplicationState.PUBLISHED) {
      throw conflict(M.WITHDRAW_UNPUBLISHED);
    }
    await repo.setApplicationState(trx, q.id, q.status);
    const after = toAdminDetail(await load(trx, q.id));
    await recordVersion(trx, {
      id: q.id,
      action: publish ? ContentVersionAction.PUBLISH : ContentVersionAction.WITHDRAW,
      operCode: ContentOperCode.PUBLISH,
      user,
      after,
      before,
    });
    return after;
  });
}

/** Deletes a draft or withdrawn application; its last state stays in the history. */
export async function removeApplication(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  const user = await passContentGate(db, request, null);
  assertManages(user);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockApplication(trx, id))) throw notFound(M.MISSING);
    const before = await load(trx, id);
    if (before.state === MarketApplicationState.PUBLISHED) throw conflict(M.DELETE_PUBLISHED);
    await repo.deleteApplication(trx, id);
    await recordVersion(trx, {
      id,
      action: ContentVersionAction.DELETE,
      operCode: null,
      user,
      after: toAdminDetail(before),
      before,
    });
  });
}

/** The history of one application, newest first (deleted ones included). */
export async function listVersions(
  db: Database,
  user: AuthUser,
  q: MarketApplicationVersionQuery,
): Promise<PageResult<MarketApplicationVersion>> {
  assertManages(user);
  const { rows, total } = await repo.listVersions(db, q);
  const data = rows.map((r) => ({
    versionId: r.id,
    id: r.applicationId,
    version: r.version,
    action: r.action,
    operCode: r.operCode,
    operator: r.operatorAccount,
    createTime: formatDateTime(r.createdAt),
    snapshot: r.snapshot,
  }));
  return pageOf(data, total, q);
}
