import { envelope, OperLogExportQuerySchema } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { XLSX_TYPE } from '../../lib/xlsx.js';
import { requireUser } from '../../plugins/auth.js';
import { assertMayExport } from '../vault/vault.service.js';
import {
  LoginAttemptPageSchema,
  LoginAttemptQuerySchema,
  OperLogPageSchema,
  OperLogQuerySchema,
} from './oper-log.schemas.js';
import {
  loginAttemptPage,
  operLogDisposition,
  operLogPage,
  operLogWorkbook,
} from './oper-log.service.js';

export const operLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/sysOperStandardLog/list',
    {
      config: { access: { login: true, menu: ['admin.system.operLog', 'user.log'] } },
      schema: {
        tags: ['logs'],
        summary: '操作日志（按数据范围）',
        querystring: OperLogQuerySchema,
        response: { 200: envelope(OperLogPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await operLogPage(app.database.db, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/sm/sysOperStandardLog/export',
    {
      config: { access: { login: true, menu: ['admin.system.operLog', 'user.log'] } },
      schema: {
        tags: ['logs'],
        summary: '导出操作日志（xlsx，按数据范围，需数据导出权限）',
        querystring: OperLogExportQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertMayExport(app.database.db, user);
      const file = await operLogWorkbook(app.database.db, user, request.query);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', operLogDisposition())
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.get(
    '/sm/loginAttempt/list',
    {
      config: { access: { login: true, menu: 'admin.system.loginLog' } },
      schema: {
        tags: ['logs'],
        summary: '登录记录（按数据范围）',
        querystring: LoginAttemptQuerySchema,
        response: { 200: envelope(LoginAttemptPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await loginAttemptPage(app.database.db, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );
};
