import {
  ApprovalDecisionPageSchema,
  ApprovalDecisionQuerySchema,
  ApprovalPageSchema,
  ApprovalQueueQuerySchema,
  ApprovalSummarySchema,
  envelope,
} from '@pn/shared';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import * as svc from './approval.service.js';

const TAGS = ['approval'];
const ACCESS: FastifyContextConfig = { access: { login: true, menu: 'admin.approval.center' } };

/**
 * 审批中心 (sm/approval): one queue of what waits on the caller's decision (export
 * permissions, orders, refunds), the counts per kind and the log of decisions taken.
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/sm/approval/queue',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '待审批事项（调用者可审批的类型与管辖范围内，等待最久的在前）',
        querystring: ApprovalQueueQuerySchema,
        response: { 200: envelope(ApprovalPageSchema) },
      },
    },
    async (request) => ok(await svc.queue(db, requireUser(request), request.query)),
  );
  app.get(
    '/sm/approval/summary',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '各类待审批数量与最早提交时间',
        response: { 200: envelope(ApprovalSummarySchema) },
      },
    },
    async (request) => ok(await svc.summary(db, requireUser(request))),
  );
  app.get(
    '/sm/approval/decisions',
    {
      config: ACCESS,
      schema: {
        tags: TAGS,
        summary: '审批记录（审批人、结论、意见与时间，最新的在前）',
        querystring: ApprovalDecisionQuerySchema,
        response: { 200: envelope(ApprovalDecisionPageSchema) },
      },
    },
    async (request) => ok(await svc.decisions(db, requireUser(request), request.query)),
  );
};
