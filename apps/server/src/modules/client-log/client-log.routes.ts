import { envelope, ErrorLogUploadSchema, OperLogUploadSchema } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { insertErrorLogs, insertPageLoads } from './client-log.repository.js';
import { clientContextOf, enforceClientLogBudget } from './client-log.service.js';

const Accepted = envelope(z.object({ accepted: z.number().int() }));

/**
 * A full batch at the field limits, in UTF-8, fits with room to spare; anything larger is
 * refused before it is parsed.
 */
const UPLOAD_BODY_LIMIT_BYTES = 128 * 1024;

/**
 * What the web client reports about itself: queued non-success responses and slow page
 * loads. Both go to the client-reported log (前端上报), within a budget per address and
 * per session; nothing a client sends reaches the operation log, which the server writes.
 */
export const clientLogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Never above the server's own limit (BODY_LIMIT_BYTES), which a route option would lift.
  const bodyLimit = Math.min(UPLOAD_BODY_LIMIT_BYTES, app.config.bodyLimitBytes);
  const db = () => app.database.db;

  app.post(
    '/sm/sysOperStandardLog/error/add',
    {
      // Open to anonymous pages too; the caller's account is attached when there is one.
      config: { access: 'public', skipOperLog: true },
      bodyLimit,
      schema: {
        tags: ['logs'],
        summary: '上传前端错误日志（前端上报，非成功响应队列）',
        body: ErrorLogUploadSchema,
        response: { 200: Accepted },
      },
    },
    async (request, reply) => {
      const { logList } = request.body;
      await enforceClientLogBudget(db(), request, reply);
      await insertErrorLogs(db(), logList, clientContextOf(request));
      return ok({ accepted: logList.length });
    },
  );

  app.post(
    '/sm/sysOperStandardLog',
    {
      // Open to anonymous pages too; the caller's account is attached when there is one.
      config: { access: 'public', skipOperLog: true },
      bodyLimit,
      schema: {
        tags: ['logs'],
        summary: '上传页面加载耗时（前端上报，不写入操作日志）',
        body: OperLogUploadSchema,
        response: { 200: Accepted },
      },
    },
    async (request, reply) => {
      const { logList } = request.body;
      await enforceClientLogBudget(db(), request, reply);
      await insertPageLoads(db(), logList, clientContextOf(request));
      return ok({ accepted: logList.length });
    },
  );
};
