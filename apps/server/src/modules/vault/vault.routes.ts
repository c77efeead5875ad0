import {
  ApplicationDetailSchema,
  ApplicationIdParamsSchema,
  ApplicationListQuerySchema,
  ApplicationPageSchema,
  ApplyExportPermissionSchema,
  ApproverSchema,
  DecisionSchema,
  envelope,
  ExportPermissionStateSchema,
  RejectionSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  applicationDetail,
  applyPermission,
  decide,
  listForApprover,
  permissionState,
} from './vault.service.js';

const APPROVER = { access: { login: true, menu: 'admin.approval.export' } } as const;

/** Data-export permission: customers and administrators apply, administrators in scope decide. */
export const vaultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/vault/applyPermission',
    {
      config: { access: { login: true } },
      schema: {
        tags: ['vault'],
        summary: '申请数据导出权限',
        body: ApplyExportPermissionSchema,
        // status '0' names the approver; status '1' (already applied) carries no result.
        response: { 200: envelope(ApproverSchema.nullable()) },
      },
    },
    async (request) => applyPermission(app, requireUser(request), request.body),
  );

  app.get(
    '/user/vault/permission',
    {
      config: { access: { login: true } },
      schema: {
        tags: ['vault'],
        summary: '本人的数据导出权限状态',
        response: { 200: envelope(ExportPermissionStateSchema) },
      },
    },
    async (request) => ok(await permissionState(app, requireUser(request))),
  );

  app.get(
    '/user/vault/applications',
    {
      config: APPROVER,
      schema: {
        tags: ['vault'],
        summary: '数据导出权限申请列表（按数据范围）',
        querystring: ApplicationListQuerySchema,
        response: { 200: envelope(ApplicationPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listForApprover(app, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/user/vault/applications/:id(^\\d+$)',
    {
      config: APPROVER,
      schema: {
        tags: ['vault'],
        summary: '数据导出权限申请详情（申请人信息与历次申请）',
        params: ApplicationIdParamsSchema,
        response: { 200: envelope(ApplicationDetailSchema) },
      },
    },
    async (request) => ok(await applicationDetail(app, requireUser(request), request.params.id)),
  );

  app.post(
    '/user/vault/applications/:id(^\\d+$)/approve',
    {
      config: APPROVER,
      schema: {
        tags: ['vault'],
        summary: '通过数据导出权限申请',
        params: ApplicationIdParamsSchema,
        body: DecisionSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await decide(app, requireUser(request), request.params.id, true, request.body?.remark);
      return ok(null, '已通过申请');
    },
  );

  app.post(
    '/user/vault/applications/:id(^\\d+$)/reject',
    {
      config: APPROVER,
      schema: {
        tags: ['vault'],
        summary: '驳回数据导出权限申请（须填写原因）',
        params: ApplicationIdParamsSchema,
        body: RejectionSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await decide(app, requireUser(request), request.params.id, false, request.body.remark);
      return ok(null, '已驳回申请');
    },
  );
};
