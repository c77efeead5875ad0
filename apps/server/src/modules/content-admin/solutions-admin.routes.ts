import {
  ContentStatusQuerySchema,
  envelope,
  SolutionAuthorizeQuerySchema,
  SolutionDetailSchema,
  SolutionFormSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { ContentMenu } from '../content/content-access.js';
import { authorizeSolution, saveSolution, setSolutionStatus } from './solutions-admin.service.js';

const EDIT = { access: { login: true, menu: ContentMenu.SOLUTION } } as const;

/** The solution editor. Lists and details are the portal's endpoints (drafts for editors). */
export const solutionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sm/content/manager',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '保存行业解决方案',
        description:
          '无 pkId 新建草稿（operCode=SOLUTION_ADD），有 pkId 修改（operCode=SOLUTION_EDIT），均需 securityToken。标题为空的行先删除，再校验业务需求最多4条、应用场景8条、客户案例5条。保存不改变发布与授权状态。',
        body: SolutionFormSchema,
        response: { 200: envelope(SolutionDetailSchema) },
      },
    },
    async (request) => ok(await saveSolution(app.database.db, request, request.body), '保存成功'),
  );

  app.get(
    '/sm/content/manager/updateStats',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '发布或下线行业解决方案',
        description:
          'status=1 发布（须已完成展示授权），status=0 下线为草稿；operCode=PUBLISH 与 securityToken。',
        querystring: ContentStatusQuerySchema,
        response: { 200: envelope(SolutionDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await setSolutionStatus(app.database.db, request, request.query),
        request.query.status === 1 ? '发布成功' : '已下线',
      ),
  );

  app.get(
    '/sm/content/manager/authorize',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '行业解决方案展示授权',
        description:
          'authorized=1 确认方案中列出的客户、案例与数据已获准在门户展示，未授权的方案不能发布；authorized=0 取消授权，已发布的方案同时下线。operCode=PUBLISH 与 securityToken。',
        querystring: SolutionAuthorizeQuerySchema,
        response: { 200: envelope(SolutionDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await authorizeSolution(app.database.db, request, request.query),
        request.query.authorized === 1 ? '授权成功' : '已取消授权',
      ),
  );
};
