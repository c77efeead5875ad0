import { envelope, ErrorLogUploadSchema, OperLogUploadSchema, userTypeOf } from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { insertClientOperLogs, insertErrorLogs } from './client-log.repository.js';

const Accepted = envelope(z.object({ accepted: z.number().int() }));

function contextOf(request: FastifyRequest) {
  return {
    accountId: request.user?.accountId ?? null,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  };
}

/** Logs the web client uploads: queued non-success responses and slow page loads. */
export const clientLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sm/sysOperStandardLog/error/add',
    {
      // Open to anonymous pages too; the caller's account is attached when there is one.
      config: { access: 'public', skipOperLog: true },
      schema: {
        tags: ['logs'],
        summary: '上传前端错误日志（非成功响应队列）',
        body: ErrorLogUploadSchema,
        response: { 200: Accepted },
      },
    },
    async (request) => {
      const { logList } = request.body;
      await insertErrorLogs(app.database.db, logList, contextOf(request));
      return ok({ accepted: logList.length });
    },
  );

  app.post(
    '/sm/sysOperStandardLog',
    {
      // Open to anonymous pages too; the caller's account is attached when there is one.
      config: { access: 'public', skipOperLog: true },
      schema: {
        tags: ['logs'],
        summary: '上传前端操作日志（页面加载耗时等）',
        body: OperLogUploadSchema,
        response: { 200: Accepted },
      },
    },
    async (request) => {
      const { logList } = request.body;
      await insertClientOperLogs(app.database.db, logList, {
        ...contextOf(request),
        userType: userTypeOf(request.user?.loginAccount),
      });
      return ok({ accepted: logList.length });
    },
  );
};
