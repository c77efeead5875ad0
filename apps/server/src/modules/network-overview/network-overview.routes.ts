import {
  B1OverviewSchema,
  envelope,
  HomeSummarySchema,
  LineDnnPageSchema,
  LineDnnQuerySchema,
  OrderedPageSchema,
  OrderedQuerySchema,
  StatQuerySchema,
  StatSeriesSchema,
  StatTargetQuerySchema,
  StatTargetSchema,
} from '@pn/shared';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { rollUpStats } from './network-overview.repository.js';
import {
  b1Overview,
  homeSummary,
  lineDnnView,
  orderedOverview,
  statistics,
  statTargets,
} from './network-overview.service.js';

const TAGS = ['network'];
const access = (menu: string | string[]): FastifyContextConfig => ({
  access: { login: true, menu },
});
/** Statistics of a DNN are read from B1, A2 and A7; a line's need A7 (checked in the service). */
const STATISTICS = access(['a7.statistic', 'a7', 'b1', 'a2']);

/**
 * The private network at a glance: A7 专线 (DNN view, statistics), B1 优享专网 overview,
 * 已订购业务总览 and the console home's figures. Every read is limited to the caller's
 * scope (enterprise, province, city or all).
 */
/** How often the statistics' daily roll-up is refreshed. */
export const ROLLUP_EVERY_MS = 10 * 60_000;

export const networkOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Yesterday and today summed per day again (points for yesterday may still arrive).
  app.jobs.every('network.rollup', ROLLUP_EVERY_MS, (d) =>
    rollUpStats(d, new Date(Date.now() - 86_400_000)),
  );

  app.get(
    '/network/line/dnnView',
    {
      config: access('a7'),
      schema: {
        tags: TAGS,
        summary: '专线：承载专线的DNN及其专线与状态（分页，可按状态与关键字筛选）',
        querystring: LineDnnQuerySchema,
        response: { 200: envelope(LineDnnPageSchema) },
      },
    },
    async (request) => ok(await lineDnnView(db, requireUser(request), request.query)),
  );

  app.get(
    '/network/statistics',
    {
      config: STATISTICS,
      schema: {
        tags: TAGS,
        summary: '一个DNN或专线的流量、可用率、时延与丢包（按小时或按天汇总）',
        querystring: StatQuerySchema,
        response: { 200: envelope(StatSeriesSchema) },
      },
    },
    async (request) => ok(await statistics(db, requireUser(request), request.query)),
  );

  app.get(
    '/network/statistics/targets',
    {
      config: STATISTICS,
      schema: {
        tags: TAGS,
        summary: '可查看统计的DNN或专线（最近的50个，可按关键字查找）',
        querystring: StatTargetQuerySchema,
        response: { 200: envelope(z.array(StatTargetSchema)) },
      },
    },
    async (request) => ok(await statTargets(db, requireUser(request), request.query)),
  );

  app.get(
    '/network/b1/overview',
    {
      config: access('b1'),
      schema: {
        tags: TAGS,
        summary: '优享专网概览：DNN、切片、入网卡、覆盖站点与近30天用量',
        response: { 200: envelope(B1OverviewSchema) },
      },
    },
    async (request) => ok(await b1Overview(db, requireUser(request))),
  );

  app.get(
    '/network/ordered/overview',
    {
      config: access('ordered.overview'),
      schema: {
        tags: TAGS,
        summary: '已订购业务总览：每个业务及其订单、状态、服务期、金额与使用情况',
        querystring: OrderedQuerySchema,
        response: { 200: envelope(OrderedPageSchema) },
      },
    },
    async (request) => ok(await orderedOverview(db, requireUser(request), request.query)),
  );

  app.get(
    '/network/home/summary',
    {
      config: access('home.overview'),
      schema: {
        tags: TAGS,
        summary: '控制台首页的业务数字（仅含有权查看的页面），各带其页面地址',
        response: { 200: envelope(HomeSummarySchema) },
      },
    },
    async (request) => ok(await homeSummary(db, requireUser(request))),
  );
};
