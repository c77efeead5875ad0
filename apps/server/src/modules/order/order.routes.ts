import {
  envelope,
  ORDER_TYPES,
  OrderCommitSchema,
  OrderConfigSchema,
  OrderDetailSchema,
  OrderMessages,
  OrderPageSchema,
  OrderQuerySchema,
  OrderQuoteSchema,
  OrderRejectSchema,
  PortalOfferSchema,
  RefundApplySchema,
  RefundPageSchema,
  RefundQuerySchema,
  RefundReviewSchema,
  ORDER_TYPE_FORMS,
} from '@pn/shared';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { attachmentDisposition, exportStamp, XLSX_TYPE } from '../../lib/xlsx.js';
import { requireUser } from '../../plugins/auth.js';
import { assertMayExport } from '../vault/vault.service.js';
import {
  acceptOrder,
  applyRefund,
  approveOrder,
  cancelOrder,
  commitOrder,
  expireOrders,
  orderDetail,
  orderPage,
  portalOffer,
  priceOrder,
  provisionHandler,
  refundPage,
  refundWorkbook,
  rejectOrder,
  retryProvisioning,
  reviewRefund,
} from './order.service.js';

const TAGS = ['order'];
const access = (menu: string | string[]): FastifyContextConfig => ({
  access: { login: true, menu },
});
/** Customers place, follow, cancel and ask refunds of their orders. */
const CUSTOMER = access('user.order');
/** Operator staff review the orders of their province or city. */
const OPERATOR = access('admin.order.list');
const REFUNDS = access('admin.order.refund');
const Empty = envelope(z.null());
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const IdQuery = z.object({ id: z.coerce.number({ error: '订单编号不正确' }).int().positive() });
const CommitParams = z.object({ type: z.enum(['a1', 'a2', 'a3', 'a4', 'b3']) });
const CommitResultSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  amountFen: z.number().int(),
  created: z.boolean(),
});

/** How often active orders are checked for the end of their term. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Commerce: the catalogue offer the portal and the order flow read, the order submission
 * (/cp/om/portal/commit/{a1…b3}), the customer's and the operator's order lists, the review
 * and the refunds (/cp/om/web/...). Provisioning and expiry run on the shared job runner.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.handle(provisionHandler).every('order.expire', EXPIRY_SWEEP_MS, async (d) => {
    while ((await expireOrders(d)) > 0);
  });
  const kickSoon = () => setImmediate(() => app.jobs.kick());

  app.get(
    '/pm/product/portal/offer',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: '可订购产品的在架规格、带宽档位与价格（门户产品页与订购流程）',
        querystring: z.object({ type: z.enum(ORDER_TYPES, { error: '订购类型不正确' }) }),
        response: { 200: envelope(PortalOfferSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await portalOffer(db, request.query.type));
    },
  );

  app.post(
    '/cp/om/portal/quote',
    {
      config: CUSTOMER,
      schema: {
        tags: TAGS,
        summary: '订单确认：按产品目录计算价格（不提交订单）',
        body: OrderConfigSchema,
        response: { 200: envelope(OrderQuoteSchema) },
      },
    },
    async (request) => ok((await priceOrder(db, requireUser(request), request.body)).quote),
  );

  app.post(
    '/cp/om/portal/commit/:type',
    {
      config: CUSTOMER,
      schema: {
        tags: TAGS,
        summary: '提交订单（同一幂等键只生成一个订单；价格与确认时不一致则拒绝）',
        params: CommitParams,
        body: OrderCommitSchema,
        response: { 200: envelope(CommitResultSchema) },
      },
    },
    async (request) => {
      const { config } = request.body;
      if (ORDER_TYPE_FORMS[config.type].product.toLowerCase() !== request.params.type) {
        throw badRequest('订购类型与提交地址不一致');
      }
      const result = await commitOrder(db, requireUser(request), request.body);
      return ok(result, OrderMessages.SUBMITTED);
    },
  );

  app.get(
    '/cp/om/portal/queryB3Details',
    {
      config: access(['user.order', 'admin.order.list']),
      schema: {
        tags: TAGS,
        summary: '专网专用（B3）订单及其开通的专网',
        querystring: OrderQuerySchema.omit({ type: true }),
        response: { 200: envelope(OrderPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const b3 = await orderPage(db, requireUser(request), { ...q, type: 'B3' });
      return ok({ ...pageOf(b3.rows, b3.total, q), totalExact: b3.totalExact });
    },
  );

  app.get(
    '/cp/om/web/order/queryOsmsOrder',
    {
      config: access(['user.order', 'admin.order.list']),
      schema: {
        tags: TAGS,
        summary: '订单列表（客户看本企业，运营人员看管辖范围）',
        querystring: OrderQuerySchema,
        response: { 200: envelope(OrderPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total, totalExact } = await orderPage(db, requireUser(request), q);
      return ok({ ...pageOf(rows, total, q), totalExact });
    },
  );

  app.get(
    '/cp/om/web/order/queryOsmsOrderDetail',
    {
      config: access(['user.order', 'admin.order.list', 'admin.order.refund']),
      schema: {
        tags: TAGS,
        summary: '订单详情：配置、价格、状态流转、账期、退款与开通的业务',
        querystring: IdQuery,
        response: { 200: envelope(OrderDetailSchema) },
      },
    },
    async (request) => ok(await orderDetail(db, requireUser(request), request.query.id)),
  );

  app.post(
    '/cp/om/web/order/:id/cancel',
    {
      config: CUSTOMER,
      schema: {
        tags: TAGS,
        summary: '取消订单（开通前）',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await cancelOrder(db, requireUser(request), request.params.id);
      return ok(null, OrderMessages.CANCELLED);
    },
  );

  app.post(
    '/cp/om/web/order/:id/accept',
    {
      config: OPERATOR,
      schema: { tags: TAGS, summary: '受理订单审核', params: IdParams, response: { 200: Empty } },
    },
    async (request) => {
      await acceptOrder(db, requireUser(request), request.params.id);
      return ok(null, '已受理');
    },
  );

  app.post(
    '/cp/om/web/order/:id/approve',
    {
      config: OPERATOR,
      schema: {
        tags: TAGS,
        summary: '审核通过订单并开始开通（后台任务）',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await approveOrder(db, requireUser(request), request.params.id);
      kickSoon();
      return ok(null, '审核通过，正在开通');
    },
  );

  app.post(
    '/cp/om/web/order/:id/reject',
    {
      config: OPERATOR,
      schema: {
        tags: TAGS,
        summary: '驳回订单',
        params: IdParams,
        body: OrderRejectSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await rejectOrder(db, requireUser(request), request.params.id, request.body.reason);
      return ok(null, '已驳回');
    },
  );

  app.post(
    '/cp/om/web/order/:id/retry',
    {
      config: OPERATOR,
      schema: {
        tags: TAGS,
        summary: '重试开通失败的订单',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await retryProvisioning(db, requireUser(request), request.params.id);
      kickSoon();
      return ok(null, '已重新开始开通');
    },
  );

  app.post(
    '/cp/om/web/order/:id/refund',
    {
      config: CUSTOMER,
      schema: {
        tags: TAGS,
        summary: '申请退款（生效中的订单，不超过可退金额）',
        params: IdParams,
        body: RefundApplySchema,
        response: { 200: envelope(z.object({ id: z.number().int(), refundNo: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await applyRefund(db, requireUser(request), request.params.id, request.body),
        OrderMessages.REFUND_SUBMITTED,
      ),
  );

  app.get(
    '/cp/om/web/refund/query',
    {
      config: access(['user.order', 'admin.order.refund']),
      schema: {
        tags: TAGS,
        summary: '退款申请列表（客户看本企业，运营人员看管辖范围）',
        querystring: RefundQuerySchema,
        response: { 200: envelope(RefundPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await refundPage(db, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.post(
    '/cp/om/web/refund/update',
    {
      config: REFUNDS,
      schema: {
        tags: TAGS,
        summary: '审核退款申请（通过即退款并终止订单，驳回需填写原因）',
        body: RefundReviewSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await reviewRefund(db, requireUser(request), request.body);
      return ok(null, request.body.approve ? '退款已通过' : '退款已驳回');
    },
  );

  app.post(
    '/cp/om/web/refund/export',
    {
      config: REFUNDS,
      schema: {
        tags: TAGS,
        summary: '导出退款记录（xlsx，按数据范围，需数据导出权限）',
        body: RefundQuerySchema.omit({ page: true, pageSize: true }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertMayExport(db, user);
      const file = await refundWorkbook(db, user, request.body);
      const stamp = exportStamp(new Date(), true);
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          attachmentDisposition(`退款记录_${stamp}.xlsx`, `refunds_${stamp}.xlsx`),
        )
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};
