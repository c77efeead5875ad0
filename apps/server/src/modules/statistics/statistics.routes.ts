import { envelope, StatisticsOverviewSchema, StatisticsQuerySchema } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { statisticsOverview } from './statistics.service.js';

/** Back office 统计分析: figures over the platform's tables in the caller's scope. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gateway/statistics/overview',
    {
      config: { access: { login: true, menu: 'admin.statistics' } },
      schema: {
        tags: ['statistics'],
        summary:
          '统计分析：客户、订单与收入、物联网卡与流量、设备在线、市场需求、待审批（按省份与月份区间，中国时间按月汇总）',
        querystring: StatisticsQuerySchema,
        response: { 200: envelope(StatisticsOverviewSchema) },
      },
    },
    async (request) =>
      ok(await statisticsOverview(app.database.db, requireUser(request), request.query)),
  );
};
