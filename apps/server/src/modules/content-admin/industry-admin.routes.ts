import {
  envelope,
  IndustryFormSchema,
  IndustryIdParamsSchema,
  IndustryItemSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { ContentMenu } from '../content/content-access.js';
import { addIndustry, editIndustry, removeIndustry } from './industry-admin.service.js';

const EDIT = { access: { login: true, menu: ContentMenu.INDUSTRY } } as const;

/** Industry maintenance; the lists (list, list/all) are the portal's endpoints. */
export const industryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sm/industry/add/noIndustryId',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '新增行业',
        description:
          '不传行业编号，由服务端生成稳定编号；请求体 {name, sortNum, icon, description}，需 securityToken。',
        body: IndustryFormSchema,
        response: { 200: envelope(IndustryItemSchema) },
      },
    },
    async (request) => ok(await addIndustry(app.database.db, request, request.body), '新增成功'),
  );

  app.put(
    '/sm/industry/:id',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '修改行业',
        description: '修改名称、排序号、图标与简介，行业编号不变；需 securityToken。',
        params: IndustryIdParamsSchema,
        body: IndustryFormSchema,
        response: { 200: envelope(IndustryItemSchema) },
      },
    },
    async (request) =>
      ok(await editIndustry(app.database.db, request, request.params.id, request.body), '保存成功'),
  );

  app.delete(
    '/sm/industry/:id',
    {
      config: EDIT,
      schema: {
        tags: ['content-admin'],
        summary: '删除行业',
        description:
          '仅可删除后台新增且没有案例、方案、应用场景的行业；平台内置行业不能删除。需 securityToken。',
        params: IndustryIdParamsSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await removeIndustry(app.database.db, request, request.params.id);
      return ok(null, '删除成功');
    },
  );
};
