import {
  CaseDetailSchema,
  CaseListQuerySchema,
  CasePageSchema,
  ContentDetailQuerySchema,
  envelope,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { caseDetail, listCases } from './cases.service.js';

export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/success/case/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '成功案例列表（门户只返回已发布的案例；案例编辑可查看草稿）',
        querystring: CaseListQuerySchema,
        response: { 200: envelope(CasePageSchema) },
      },
    },
    async (request) => ok(await listCases(app.database.db, request.user, request.query)),
  );

  app.get(
    '/sm/success/case/detail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '成功案例详情（按编号 id 或内置类型 type）',
        querystring: ContentDetailQuerySchema,
        response: { 200: envelope(CaseDetailSchema) },
      },
    },
    async (request) => ok(await caseDetail(app.database.db, request.user, request.query)),
  );
};
