import {
  formatDateTime,
  type CategoryScene,
  type PageResult,
  type PortalScene,
  type SceneCategory,
  type SceneDetail,
  type SceneForm,
  type SceneItem,
  type SceneLink,
  type SceneListQuery,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { passContentGate } from './content-gate.js';
import { assertIndustryExists } from './industry-admin.service.js';
import * as repo from './scenes.repository.js';

export const SceneMessages = {
  MISSING: '应用场景不存在',
  UNKNOWN_SCENES: '部分场景不存在，请刷新后重试',
} as const;

function toItem(r: repo.SceneRow): SceneItem {
  return {
    id: r.id,
    name: r.name,
    industryId: r.industryId,
    industryName: r.industryName,
    description: r.description,
    picture: r.picture,
    sortNum: r.sortNum,
    status: r.status,
    updateTime: formatDateTime(r.updatedAt),
  };
}

const toPortal = (r: repo.SceneRow): PortalScene => ({
  id: r.id,
  name: r.name,
  industryId: r.industryId,
  description: r.description,
  picture: r.picture,
});

export async function listScenes(db: Database, q: SceneListQuery): Promise<PageResult<SceneItem>> {
  const { rows, total } = await repo.listScenes(db, q);
  return pageOf(rows.map(toItem), total, q);
}

export async function sceneDetail(db: Database, id: number): Promise<SceneDetail> {
  const row = await repo.findScene(db, id);
  if (!row) throw notFound(SceneMessages.MISSING);
  return {
    ...toItem(row),
    linkedIndustryIds: await repo.linkedIndustryIds(db, id),
    createTime: formatDateTime(row.createdAt),
  };
}

/** Saves the scene form: without id a new scene, with id the existing one. */
export async function saveScene(
  db: Database,
  request: FastifyRequest,
  form: SceneForm,
): Promise<SceneDetail> {
  await passContentGate(db, request, null);
  await assertIndustryExists(db, form.industryId);
  const values: repo.SceneValues = {
    name: form.name,
    industryId: form.industryId,
    description: form.description,
    picture: form.picture,
    sortNum: form.sortNum,
    status: form.status,
  };
  const id = form.id ?? undefined;
  if (id === undefined) return sceneDetail(db, await repo.insertScene(db, values));
  if (!(await repo.updateScene(db, id, values))) throw notFound(SceneMessages.MISSING);
  return sceneDetail(db, id);
}

export async function removeScene(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<void> {
  await passContentGate(db, request, null);
  if (!(await repo.deleteScene(db, id))) throw notFound(SceneMessages.MISSING);
}

export async function sceneCategories(db: Database): Promise<SceneCategory[]> {
  const rows = await repo.categories(db);
  return rows.map((r) => ({ ...r, sceneCount: Number(r.sceneCount ?? 0) }));
}

export async function scenesOfCategory(db: Database, industryId: string): Promise<CategoryScene[]> {
  await assertIndustryExists(db, industryId);
  const rows = await repo.scenesOfCategory(db, industryId, false);
  return rows.map((r) => ({ ...toItem(r), linked: r.linked }));
}

/**
 * Links scenes of other industries to an industry (category), replacing its links; the
 * industry's own scenes need no link and are left out. Returns the category's scenes.
 */
export async function linkCategory(
  db: Database,
  request: FastifyRequest,
  body: SceneLink,
): Promise<CategoryScene[]> {
  await passContentGate(db, request, null);
  await assertIndustryExists(db, body.industryId);
  const existing = new Set(await repo.existingSceneIds(db, body.sceneIds));
  if (body.sceneIds.some((id) => !existing.has(id))) {
    throw badRequest(SceneMessages.UNKNOWN_SCENES);
  }
  const own = new Set(
    (await repo.scenesOfCategory(db, body.industryId, false))
      .filter((s) => !s.linked)
      .map((s) => s.id),
  );
  await db.transaction().execute(async (trx) => {
    await repo.replaceCategoryLinks(
      trx,
      body.industryId,
      body.sceneIds.filter((id) => !own.has(id)),
    );
  });
  return scenesOfCategory(db, body.industryId);
}

/** Enabled scenes for the portal: of one industry (own and linked), or all of them. */
export async function portalScenes(
  db: Database,
  industryId: string | undefined,
): Promise<PortalScene[]> {
  const rows =
    industryId === undefined
      ? await repo.enabledScenes(db)
      : await repo.scenesOfCategory(db, industryId, true);
  return rows.map(toPortal);
}
