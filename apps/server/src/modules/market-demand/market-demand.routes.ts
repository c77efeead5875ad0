import { assertMayExport } from '../vault/vault.service.js';
import {
  envelope,
  MARKET_DEMAND_RATE_LIMITS,
  MarketDemandExportQuerySchema,
  MarketDemandFormSchema,
  MarketDemandListQuerySchema,
  MarketDemandMessages,
  MarketDemandPageSchema,
  MarketDemandActionResultSchema,
  MarketDemandCloseSchema,
  MarketDemandFollowUpItemSchema,
  MarketDemandFollowUpSchema,
  MarketDemandSubmitResultSchema,
  Messages,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { demandWorkbook, exportDisposition, XLSX_TYPE } from './market-demand.export.js';
import {
  closeDemand,
  demandPage,
  demandPlaceOf,
  followUp,
  followUpHistory,
  submitDemand,
} from './market-demand.service.js';

const BACK_OFFICE = { access: { login: true, menu: 'admin.demand' } } as const;

const SUBMIT_LIMIT: RateLimitRule = { bucket: 'market-demand', windows: MARKET_DEMAND_RATE_LIMITS };

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/** Market demands: left by visitors on the portal, followed up in the back office. */
export const marketDemandRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/sm/marketdemand',
    {
      config: { access: 'public' },
      // Counted before the body is checked: every attempt from an address counts.
      preValidation: async (request, reply) =>
        enforceRateLimit(db, reply, SUBMIT_LIMIT, request.ip, MarketDemandMessages.TOO_FREQUENT),
      schema: {
        tags: ['market-demand'],
        summary: '提交市场需求（门户咨询表单，需图片验证码；返回需求编号）',
        body: MarketDemandFormSchema,
        response: { 200: envelope(MarketDemandSubmitResultSchema) },
      },
    },
    async (request) => ok(await submitDemand(db, request.body, request.ip), Messages.SUBMIT_OK),
  );

  app.get(
    '/sm/marketdemand/list',
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['market-demand'],
        summary: '市场需求列表（按数据范围，最新在前，电话脱敏）',
        querystring: MarketDemandListQuerySchema,
        response: { 200: envelope(MarketDemandPageSchema) },
      },
    },
    async (request) => ok(await demandPage(db, requireUser(request), request.query)),
  );

  app.get(
    '/sm/marketdemand/export',
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['market-demand'],
        summary: '导出市场需求（xlsx，需数据导出权限）',
        querystring: MarketDemandExportQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertMayExport(db, user);
      const file = await demandWorkbook(db, await demandPlaceOf(db, user), request.query);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', exportDisposition())
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.post(
    '/sm/marketdemand/:id(^\\d+$)/follow-up',
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['market-demand'],
        summary: '跟进市场需求（跟进记录与跟进人）',
        params: IdParams,
        body: MarketDemandFollowUpSchema,
        response: { 200: envelope(MarketDemandActionResultSchema) },
      },
    },
    async (request) =>
      ok(
        await followUp(db, requireUser(request), request.params.id, request.body),
        MarketDemandMessages.FOLLOWED_UP,
      ),
  );

  app.post(
    '/sm/marketdemand/:id(^\\d+$)/close',
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['market-demand'],
        summary: '关闭市场需求（可附说明）',
        params: IdParams,
        body: MarketDemandCloseSchema,
        response: { 200: envelope(MarketDemandActionResultSchema) },
      },
    },
    async (request) =>
      ok(
        await closeDemand(db, requireUser(request), request.params.id, request.body.note),
        MarketDemandMessages.CLOSED,
      ),
  );

  app.get(
    '/sm/marketdemand/:id(^\\d+$)/follow-ups',
    {
      config: BACK_OFFICE,
      schema: {
        tags: ['market-demand'],
        summary: '市场需求跟进记录（最新在前）',
        params: IdParams,
        response: { 200: envelope(z.array(MarketDemandFollowUpItemSchema)) },
      },
    },
    async (request) => ok(await followUpHistory(db, requireUser(request), request.params.id)),
  );
};
