import {
  envelope,
  NoticeAdminItemSchema,
  NoticeAdminListQuerySchema,
  NoticeAdminPageSchema,
  NoticeDetailQuerySchema,
  NoticeFormSchema,
  NoticeListQuerySchema,
  NoticePageSchema,
  RecordIdParamsSchema,
  ReleaseStatusSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { ContentMenu } from '../content/content-access.js';
import {
  listManagedNotices,
  listPublicNotices,
  noticeDetail,
  removeNotice,
  saveNotice,
  setNoticeRelease,
} from './notice.service.js';

const MANAGE = { access: { login: true, menu: ContentMenu.NOTICE } } as const;

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/sm/announcement/manager/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notice'],
        summary: '公告列表',
        description: '只返回已发布且已到发布时间的公告，登录与否都一样；公告管理见 admin/list。',
        querystring: NoticeListQuerySchema,
        response: { 200: envelope(NoticePageSchema) },
      },
    },
    async (request) => ok(await listPublicNotices(db(), request.query)),
  );

  app.get(
    '/sm/announcement/manager/detail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notice'],
        summary: '公告详情',
        description: '已发布且已到发布时间的公告公开；公告管理员可查看任意状态。',
        querystring: NoticeDetailQuerySchema,
        response: { 200: envelope(NoticeAdminItemSchema) },
      },
    },
    async (request) => ok(await noticeDetail(db(), request.user, request.query.id)),
  );

  app.get(
    '/sm/announcement/manager/admin/list',
    {
      config: MANAGE,
      schema: {
        tags: ['notice'],
        summary: '公告管理列表',
        description:
          '全部状态（0 草稿、1 已发布、2 已下线），可按状态、展示位置、关键词筛选；scheduled 表示已定时、尚未到发布时间。',
        querystring: NoticeAdminListQuerySchema,
        response: { 200: envelope(NoticeAdminPageSchema) },
      },
    },
    async (request) => ok(await listManagedNotices(db(), request.query)),
  );

  app.post(
    '/sm/announcement/manager',
    {
      config: MANAGE,
      schema: {
        tags: ['notice'],
        summary: '保存公告',
        description:
          '无 id 新建草稿；内容 HTML 按白名单净化后保存；保存不改变发布状态与发布时间。需 securityToken。',
        body: NoticeFormSchema,
        response: { 200: envelope(NoticeAdminItemSchema) },
      },
    },
    async (request) => ok(await saveNotice(db(), request, request.body), '保存成功'),
  );

  app.patch(
    '/sm/announcement/manager/:id/status',
    {
      config: MANAGE,
      schema: {
        tags: ['notice'],
        summary: '发布或下线公告',
        description:
          '请求体 {status, releaseTime?}：status=1 发布，releaseTime 缺省为当前时间，晚于当前时间即定时发布；status=2 下线。operCode=PUBLISH 与 securityToken。',
        params: RecordIdParamsSchema,
        body: ReleaseStatusSchema,
        response: { 200: envelope(NoticeAdminItemSchema) },
      },
    },
    async (request) =>
      ok(
        await setNoticeRelease(db(), request, request.params.id, request.body),
        request.body.status === 1 ? '发布成功' : '已下线',
      ),
  );

  app.delete(
    '/sm/announcement/manager/:id',
    {
      config: MANAGE,
      schema: {
        tags: ['notice'],
        summary: '删除公告',
        description:
          '只能删除草稿或已下线的公告，已发布的须先下线；删除前的内容保留在历史版本中。需 securityToken。',
        params: RecordIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await removeNotice(db(), request, request.params.id);
      return ok(null, '删除成功');
    },
  );
};
