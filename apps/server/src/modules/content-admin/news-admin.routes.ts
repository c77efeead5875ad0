import {
  envelope,
  ManagedNewsPageSchema,
  NewsDetailQuerySchema,
  NewsDetailSchema,
  NewsFormSchema,
  NewsListQuerySchema,
  RecordIdParamsSchema,
  ReleaseStatusSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { ContentMenu } from '../content/content-access.js';
import {
  listManagedNews,
  managedNewsDetail,
  saveNews,
  setNewsRelease,
} from './news-admin.service.js';

const EDIT = { access: { login: true, menu: ContentMenu.NEWS } } as const;

/** The news editor: list, detail (no view counted), save, publish and withdraw. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/newsinsight/list',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '新闻资讯管理列表',
        description:
          '全部状态，可按状态（0 草稿、1 已发布、2 已下线）与关键词筛选；发布时间晚于当前的为定时发布。',
        querystring: NewsListQuerySchema,
        response: { 200: envelope(ManagedNewsPageSchema) },
      },
    },
    async (request) => ok(await listManagedNews(app.database.db, request.query)),
  );

  app.get(
    '/sm/newsinsight/manager/detail',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '新闻资讯详情（编辑用）',
        description: '任意状态；与门户详情不同，不计浏览量。',
        querystring: NewsDetailQuerySchema,
        response: { 200: envelope(NewsDetailSchema) },
      },
    },
    async (request) => ok(await managedNewsDetail(app.database.db, request.query.id)),
  );

  app.post(
    '/sm/newsinsight',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '保存新闻资讯',
        description:
          '无 id 新建草稿；正文 HTML 按白名单净化后保存；保存不改变发布状态与发布时间。需 securityToken。',
        body: NewsFormSchema,
        response: { 200: envelope(NewsDetailSchema) },
      },
    },
    async (request) => ok(await saveNews(app.database.db, request, request.body), '保存成功'),
  );

  app.patch(
    '/sm/newsinsight/:id/status',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '发布或下线新闻资讯',
        description:
          '请求体 {status, releaseTime?}：status=1 发布，releaseTime 缺省为当前时间，晚于当前时间即定时发布；status=2 下线。operCode=PUBLISH 与 securityToken。',
        params: RecordIdParamsSchema,
        body: ReleaseStatusSchema,
        response: { 200: envelope(NewsDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await setNewsRelease(app.database.db, request, request.params.id, request.body),
        request.body.status === 1 ? '发布成功' : '已下线',
      ),
  );
};
