import { envelope } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  LoginAttemptPageSchema,
  LoginAttemptQuerySchema,
  OperLogPageSchema,
  OperLogQuerySchema,
} from './oper-log.schemas.js';
import { loginAttemptPage, operLogPage } from './oper-log.service.js';

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
