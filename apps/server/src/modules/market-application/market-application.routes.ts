import {
  envelope,
  MARKET_APPLICATION_MENU,
  MarketApplicationAdminDetailSchema,
  MarketApplicationAdminPageSchema,
  MarketApplicationDetailSchema,
  MarketApplicationFormSchema,
  MarketApplicationIdParamsSchema,
  MarketApplicationIdQuerySchema,
  MarketApplicationIndustrySchema,
  MarketApplicationListQuerySchema,
  MarketApplicationPortalPageSchema,
  MarketApplicationPortalQuerySchema,
  MarketApplicationState,
  MarketApplicationStatusQuerySchema,
  MarketApplicationVersionPageSchema,
  MarketApplicationVersionQuerySchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  adminDetail,
  adminList,
  listVersions,
  portalDetail,
  portalIndustries,
  portalList,
  removeApplication,
  saveApplication,
  setApplicationStatus,
} from './market-application.service.js';

const PUBLIC = { access: 'public' } as const;
const MANAGE = { access: { login: true, menu: MARKET_APPLICATION_MENU } } as const;
const TAGS = ['market-application'];

/** Market applications (应用市场): the portal's card and the back-office editor. */
export const marketApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/sm/application/portal/list',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: '应用市场列表',
        description: '只返回已发布的应用，最近更新的在前；industryId 按行业筛选。',
        querystring: MarketApplicationPortalQuerySchema,
        response: { 200: envelope(MarketApplicationPortalPageSchema) },
      },
    },
    async (request) => ok(await portalList(db(), request.query)),
  );

  app.get(
    '/sm/application/portal/industries',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: '应用市场行业筛选',
        description: '有已发布应用的行业及其应用数，按行业排序号排列。',
        response: { 200: envelope(z.array(MarketApplicationIndustrySchema)) },
      },
    },
    async () => ok(await portalIndustries(db())),
  );

  app.get(
    '/sm/application/portal/detail',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: '应用详情卡片',
        description:
          '已发布应用的卡片字段：logoAddress、applicationName、updateTime、industryName、sceneName、description、enterpriseLogoAddress、enterpriseName、phoneNum，以及四个页签的 HTML：details、instructions、configuration、updateLog。草稿、已撤回或不存在的应用答 404。',
        querystring: MarketApplicationIdQuerySchema,
        response: { 200: envelope(MarketApplicationDetailSchema) },
      },
    },
    async (request) => ok(await portalDetail(db(), request.query.id)),
  );

  app.get(
    '/sm/application/list',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: '应用市场管理列表',
        description:
          '全部状态（0 草稿、1 已发布、2 已撤回），可按关键词（应用或企业名称）、状态、行业筛选。',
        querystring: MarketApplicationListQuerySchema,
        response: { 200: envelope(MarketApplicationAdminPageSchema) },
      },
    },
    async (request) => ok(await adminList(db(), requireUser(request), request.query)),
  );

  app.get(
    '/sm/application/detail',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: '应用详情（后台）',
        description: '任意状态的应用，含编辑所需的行业、场景编号与状态。',
        querystring: MarketApplicationIdQuerySchema,
        response: { 200: envelope(MarketApplicationAdminDetailSchema) },
      },
    },
    async (request) => ok(await adminDetail(db(), requireUser(request), request.query.id)),
  );

  app.post(
    '/sm/application',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: '保存应用',
        description:
          '无 id 新建草稿（operCode=APP_ADD），有 id 修改（operCode=APP_EDIT），均需 securityToken。四个页签的 HTML 按白名单净化后保存；保存不改变发布状态。',
        body: MarketApplicationFormSchema,
        response: { 200: envelope(MarketApplicationAdminDetailSchema) },
      },
    },
    async (request) => ok(await saveApplication(db(), request, request.body), '保存成功'),
  );

  app.get(
    '/sm/application/updateStats',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: '发布或撤回应用',
        description: 'status=1 发布，status=2 撤回；operCode=PUBLISH 与 securityToken。',
        querystring: MarketApplicationStatusQuerySchema,
        response: { 200: envelope(MarketApplicationAdminDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await setApplicationStatus(db(), request, request.query),
        request.query.status === MarketApplicationState.PUBLISHED ? '发布成功' : '已撤回',
      ),
  );

  app.delete(
    '/sm/application/:id',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: '删除应用',
        description:
          '只能删除草稿或已撤回的应用，已发布的须先撤回；删除前的内容保留在历史版本中。需 securityToken。',
        params: MarketApplicationIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await removeApplication(db(), request, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    '/sm/application/versions',
    {
      config: MANAGE,
      schema: {
        tags: TAGS,
        summary: '应用历史版本',
        description:
          '最新版本在前；每次保存、发布、撤回、删除各记一个版本，首次修改前的原始内容记为 original。snapshot 与后台详情结构相同。',
        querystring: MarketApplicationVersionQuerySchema,
        response: { 200: envelope(MarketApplicationVersionPageSchema) },
      },
    },
    async (request) => ok(await listVersions(db(), requireUser(request), request.query)),
  );
};
