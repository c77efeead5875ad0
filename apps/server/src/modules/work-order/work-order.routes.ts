import {
  envelope,
  WorkOrderCreateSchema,
  WorkOrderDetailSchema,
  WorkOrderMessages,
  WorkOrderPageSchema,
  WorkOrderQuerySchema,
  WorkOrderReasonSchema,
  WorkOrderReplySchema,
} from '@pn/shared';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  acceptWorkOrder,
  closeWorkOrder,
  customerReply,
  openWorkOrder,
  operatorReply,
  reopenWorkOrder,
  resolveWorkOrder,
  workOrderDetail,
  workOrderPage,
} from './work-order.service.js';

const Empty = envelope(z.null());
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const access = (menu: string): FastifyContextConfig => ({ access: { login: true, menu } });
const CUSTOMER = access('user.workOrder');
const OPERATOR = access('admin.workOrder');
const TAGS = ['work-order'];

/**
 * Work orders: the enterprise's side under /user/workOrder (its own orders), the
 * operator's under /sm/workorder/customer (the orders of its province or city).
 */
export const workOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const [base, config, who] of [
    ['/user/workOrder', CUSTOMER, '本企业'],
    ['/sm/workorder/customer', OPERATOR, '管辖范围内'],
  ] as const) {
    app.get(
      `${base}/list`,
      {
        config,
        schema: {
          tags: TAGS,
          summary: `${who}的工单（状态、类型、紧急程度、关键词筛选）`,
          querystring: WorkOrderQuerySchema,
          response: { 200: envelope(WorkOrderPageSchema) },
        },
      },
      async (request) => {
        const q = request.query;
        const { rows, total } = await workOrderPage(db, requireUser(request), q);
        return ok(pageOf(rows, total, q));
      },
    );

    app.get(
      `${base}/:id`,
      {
        config,
        schema: {
          tags: TAGS,
          summary: '工单详情与往来回复',
          params: IdParams,
          response: { 200: envelope(WorkOrderDetailSchema) },
        },
      },
      async (request) => ok(await workOrderDetail(db, requireUser(request), request.params.id)),
    );
  }

  app.post(
    '/user/workOrder',
    {
      config: CUSTOMER,
      schema: {
        tags: TAGS,
        summary: '提交工单',
        body: WorkOrderCreateSchema,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await openWorkOrder(db, requireUser(request), request.body), WorkOrderMessages.CREATED),
  );

  app.post(
    '/user/workOrder/:id/reply',
    {
      config: CUSTOMER,
      schema: {
        tags: TAGS,
        summary: '客户回复',
        params: IdParams,
        body: WorkOrderReplySchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await customerReply(db, requireUser(request), request.params.id, request.body);
      return ok(null, '回复已发送');
    },
  );

  app.post(
    '/user/workOrder/:id/close',
    {
      config: CUSTOMER,
      schema: {
        tags: TAGS,
        summary: '关闭工单',
        params: IdParams,
        body: WorkOrderReasonSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await closeWorkOrder(db, requireUser(request), request.params.id, request.body.reason);
      return ok(null, '工单已关闭');
    },
  );

  app.post(
    '/user/workOrder/:id/reopen',
    {
      config: CUSTOMER,
      schema: {
        tags: TAGS,
        summary: '重新打开工单（解决或关闭后7天内）',
        params: IdParams,
        body: WorkOrderReasonSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await reopenWorkOrder(db, requireUser(request), request.params.id, request.body.reason);
      return ok(null, '工单已重新打开');
    },
  );

  app.post(
    '/sm/workorder/customer/:id/accept',
    {
      config: OPERATOR,
      schema: { tags: TAGS, summary: '受理工单', params: IdParams, response: { 200: Empty } },
    },
    async (request) => {
      await acceptWorkOrder(db, requireUser(request), request.params.id);
      return ok(null, '工单已受理');
    },
  );

  app.post(
    '/sm/workorder/customer/:id/reply',
    {
      config: OPERATOR,
      schema: {
        tags: TAGS,
        summary: '运营回复（未受理的工单同时受理）',
        params: IdParams,
        body: WorkOrderReplySchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await operatorReply(db, requireUser(request), request.params.id, request.body);
      return ok(null, '回复已发送');
    },
  );

  app.post(
    '/sm/workorder/customer/:id/resolve',
    {
      config: OPERATOR,
      schema: {
        tags: TAGS,
        summary: '标记为已解决',
        params: IdParams,
        body: WorkOrderReasonSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await resolveWorkOrder(db, requireUser(request), request.params.id, request.body.reason);
      return ok(null, '工单已标记为已解决');
    },
  );
};
