import {
  CustomerAdminMessages,
  CustomerCreateSchema,
  CustomerDetailSchema,
  CustomerPageSchema,
  CustomerQuerySchema,
  CustomerSaveSchema,
  CustomerStatusSchema,
  envelope,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  createCustomer,
  customerDetail,
  customerPage,
  setCustomerStatus,
  updateCustomer,
} from './customer-admin.service.js';

const ACCESS = { access: { login: true, menu: 'admin.customer' } } as const;
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const TAGS = ['customer-admin'];

/** Back office 客户管理: enterprise customers in the caller's province or city. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/customer/list',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '企业客户（按管理范围；名称、客户编码、信用代码、状态、省份筛选）',
        querystring: CustomerQuerySchema,
        response: { 200: envelope(CustomerPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await customerPage(app, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/sm/customer/:id',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '客户详情：账号、卡片、组织与待处理工单',
        params: IdParams,
        response: { 200: envelope(CustomerDetailSchema) },
      },
    },
    async (request) => ok(await customerDetail(app, requireUser(request), request.params.id)),
  );

  app.post(
    '/sm/customer',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '新建客户及其主账号（初始密码以短信发送给联系人）',
        body: CustomerCreateSchema,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await createCustomer(app, requireUser(request), request.body),
        CustomerAdminMessages.CREATED,
      ),
  );

  app.put(
    '/sm/customer/:id',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '修改客户资料与合同',
        params: IdParams,
        body: CustomerSaveSchema,
        response: { 200: envelope(CustomerDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await updateCustomer(app, requireUser(request), request.params.id, request.body),
        '客户已保存',
      ),
  );

  app.patch(
    '/sm/customer/:id/status',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '暂停（0）或恢复（1）客户；暂停时其全部账号立即退出登录',
        params: IdParams,
        body: CustomerStatusSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const { status } = request.body;
      await setCustomerStatus(app, requireUser(request), request.params.id, status);
      return ok(
        null,
        status === 0 ? CustomerAdminMessages.SUSPENDED : CustomerAdminMessages.RESUMED,
      );
    },
  );
};
