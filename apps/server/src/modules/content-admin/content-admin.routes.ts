import {
  ContentVersionDetailQuerySchema,
  ContentVersionDetailSchema,
  ContentVersionListQuerySchema,
  ContentVersionPageSchema,
  envelope,
  SecurityTokenResultSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { CONTENT_MENUS } from '../content/content-access.js';
import { caseAdminRoutes } from './cases-admin.routes.js';
import { issueSecurityToken } from './content-gate.js';
import { industryAdminRoutes } from './industry-admin.routes.js';
import { newsAdminRoutes } from './news-admin.routes.js';
import { sceneRoutes } from './scenes.routes.js';
import { solutionAdminRoutes } from './solutions-admin.routes.js';
import { listVersions, versionDetail } from './versions.js';

const ANY_CONTENT_MENU = { access: { login: true, menu: CONTENT_MENUS } } as const;

/**
 * Back-office content management: the content gateway's token, the version history, and
 * the editors of cases, solutions, news, industries and application scenes.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/content/securityToken',
    {
      config: ANY_CONTENT_MENU,
      schema: {
        tags: ['content-admin'],
        summary: '获取内容管理安全令牌',
        description:
          '内容保存、发布等写操作须在请求头 securityToken 中携带；令牌绑定当前会话，有效期15分钟，服务端只保存其摘要。',
        response: { 200: envelope(SecurityTokenResultSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueSecurityToken(app.database.db, requireUser(request)));
    },
  );

  app.get(
    '/sm/content/versions',
    {
      config: ANY_CONTENT_MENU,
      schema: {
        tags: ['content-admin'],
        summary: '内容历史版本',
        description:
          'type=case|solution|news|notice，id 为记录编号；最新版本在前。每次保存、发布、下线、授权、删除各记一个版本，首次修改前的原始内容记为 original。',
        querystring: ContentVersionListQuerySchema,
        response: { 200: envelope(ContentVersionPageSchema) },
      },
    },
    async (request) => ok(await listVersions(app.database.db, requireUser(request), request.query)),
  );

  app.get(
    '/sm/content/versions/detail',
    {
      config: ANY_CONTENT_MENU,
      schema: {
        tags: ['content-admin'],
        summary: '历史版本详情',
        description: 'snapshot 与该类内容详情接口的结构相同。',
        querystring: ContentVersionDetailQuerySchema,
        response: { 200: envelope(ContentVersionDetailSchema) },
      },
    },
    async (request) =>
      ok(await versionDetail(app.database.db, requireUser(request), request.query.versionId)),
  );

  await app.register(caseAdminRoutes);
  await app.register(solutionAdminRoutes);
  await app.register(newsAdminRoutes);
  await app.register(industryAdminRoutes);
  await app.register(sceneRoutes);
};
