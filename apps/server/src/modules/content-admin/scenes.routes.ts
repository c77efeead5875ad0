import {
  CategorySceneListSchema,
  envelope,
  PortalSceneListSchema,
  RecordIdParamsSchema,
  SceneCategoryListSchema,
  SceneCategoryQuerySchema,
  SceneDetailQuerySchema,
  SceneDetailSchema,
  SceneFormSchema,
  SceneIndustryQuerySchema,
  SceneLinkSchema,
  SceneListQuerySchema,
  ScenePageSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { ContentMenu } from '../content/content-access.js';
import {
  linkCategory,
  listScenes,
  portalScenes,
  removeScene,
  saveScene,
  sceneCategories,
  sceneDetail,
  scenesOfCategory,
} from './scenes.service.js';

const EDIT = { access: { login: true, menu: ContentMenu.INDUSTRY } } as const;

/**
 * Application scenes of the industries. A scene belongs to one industry and may be linked
 * to further industries (categories), under which the portal also shows it.
 */
export const sceneRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/sm/applicationscene/portal/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '门户应用场景',
        description:
          '仅启用的场景；传 industryId 时为该行业自有及关联的场景，否则为全部行业的场景。',
        querystring: SceneIndustryQuerySchema,
        response: { 200: envelope(PortalSceneListSchema) },
      },
    },
    async (request) => ok(await portalScenes(db(), request.query.industryId)),
  );

  app.get(
    '/sm/applicationscene/list',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '应用场景管理列表',
        description: '可按关键词、所属行业 industryId、状态（0 停用、1 启用）筛选。',
        querystring: SceneListQuerySchema,
        response: { 200: envelope(ScenePageSchema) },
      },
    },
    async (request) => ok(await listScenes(db(), request.query)),
  );

  app.get(
    '/sm/applicationscene/detail',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '应用场景详情',
        description: '含关联的其他行业 linkedIndustryIds。',
        querystring: SceneDetailQuerySchema,
        response: { 200: envelope(SceneDetailSchema) },
      },
    },
    async (request) => ok(await sceneDetail(db(), request.query.id)),
  );

  app.post(
    '/sm/applicationscene',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '保存应用场景',
        description:
          '无 id 新建；请求体 {id?, name, industryId, description, picture, sortNum, status}，需 securityToken。',
        body: SceneFormSchema,
        response: { 200: envelope(SceneDetailSchema) },
      },
    },
    async (request) => ok(await saveScene(db(), request, request.body), '保存成功'),
  );

  app.delete(
    '/sm/applicationscene/:id',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '删除应用场景',
        description: '连同其行业关联一并删除；需 securityToken。',
        params: RecordIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await removeScene(db(), request, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    '/sm/applicationscene/category',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '应用场景分类',
        description: '全部行业及各行业下的场景数（自有与关联）。',
        response: { 200: envelope(SceneCategoryListSchema) },
      },
    },
    async () => ok(await sceneCategories(db())),
  );

  app.get(
    '/sm/applicationscene/linked/category',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '行业分类下的场景',
        description: '先列自有场景（linked=false），再列由其他行业关联来的场景（linked=true）。',
        querystring: SceneCategoryQuerySchema,
        response: { 200: envelope(CategorySceneListSchema) },
      },
    },
    async (request) => ok(await scenesOfCategory(db(), request.query.industryId)),
  );

  app.post(
    '/sm/applicationscene/category/link',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '关联场景到行业分类',
        description:
          '请求体 {industryId, sceneIds}：按给定顺序整体替换该行业原有的关联；该行业自有的场景无需关联。需 securityToken。',
        body: SceneLinkSchema,
        response: { 200: envelope(CategorySceneListSchema) },
      },
    },
    async (request) => ok(await linkCategory(db(), request, request.body), '保存成功'),
  );
};
