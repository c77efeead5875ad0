import { CaseDetailSchema, CaseFormSchema, ContentStatusQuerySchema, envelope } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { ContentMenu } from '../content/content-access.js';
import { saveCase, setCaseStatus } from './cases-admin.service.js';

const EDIT = { access: { login: true, menu: ContentMenu.CASE } } as const;

/** The success-case editor. Lists and details are the portal's endpoints (drafts for editors). */
export const caseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sm/success/case',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '保存成功案例',
        description:
          '无 pkId 新建草稿（operCode=CASE_ADD），有 pkId 修改（operCode=CASE_EDIT），均需 securityToken。标题为空的业务需求行先删除，再校验最多8条。保存不改变发布状态。',
        body: CaseFormSchema,
        response: { 200: envelope(CaseDetailSchema) },
      },
    },
    async (request) => ok(await saveCase(app.database.db, request, request.body), '保存成功'),
  );

  app.get(
    '/sm/success/case/updateStats',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '发布或下线成功案例',
        description: 'status=1 发布，status=0 下线为草稿；operCode=PUBLISH 与 securityToken。',
        querystring: ContentStatusQuerySchema,
        response: { 200: envelope(CaseDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await setCaseStatus(app.database.db, request, request.query),
        request.query.status === 1 ? '发布成功' : '已下线',
      ),
  );
};
