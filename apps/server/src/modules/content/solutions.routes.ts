import {
  ContentDetailQuerySchema,
  envelope,
  SolutionDetailSchema,
  SolutionListQuerySchema,
  SolutionPageSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { listSolutions, solutionDetail } from './solutions.service.js';

export const solutionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/content/manager/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '行业解决方案列表（门户只返回已发布的方案；方案编辑可查看草稿）',
        querystring: SolutionListQuerySchema,
        response: { 200: envelope(SolutionPageSchema) },
      },
    },
    async (request) => ok(await listSolutions(app.database.db, request.user, request.query)),
  );

  app.get(
    '/sm/content/manager/detail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '行业解决方案详情（按编号 id 或类型 type）',
        querystring: ContentDetailQuerySchema,
        response: { 200: envelope(SolutionDetailSchema) },
      },
    },
    async (request) => ok(await solutionDetail(app.database.db, request.user, request.query)),
  );
};
