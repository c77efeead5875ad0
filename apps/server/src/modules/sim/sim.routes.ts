import { assertMayExport } from '../vault/vault.service.js';
import {
  envelope,
  SIM_LIMITS,
  SimDetailQuerySchema,
  SimDetailSchema,
  SimExportQuerySchema,
  SimListQuerySchema,
  SimOverviewQuerySchema,
  SimOverviewSchema,
  SimPageSchema,
  SimTariffListQuerySchema,
  SimTariffSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { EXPORT_TYPES, exportDisposition, simExport } from './sim.export.js';
import {
  cardDetail,
  cardFilterOf,
  exportCount,
  listCards,
  overview,
  tariffsOnSale,
  narrowKeyword,
} from './sim.service.js';
import { readScopeOf } from '../../lib/visitor-scope.js';

/** Screens that read the card table. */
const READ = {
  access: { login: true, menu: ['sim.manage', 'sim.probe.manage', 'sim.overview'] },
} as const;
const OVERVIEW = {
  access: { login: true, menu: ['sim.overview', 'sim.probe.overview'] },
} as const;
/** Screens that offer tariffs: the card table, tariff change and the ordered-tariff pages. */
const TARIFFS = {
  access: {
    login: true,
    menu: [
      'sim.manage',
      'sim.probe.manage',
      'sim.overview',
      'sim.tariff',
      'ordered.b1.simFee',
      'ordered.b1.groupFee',
    ],
  },
} as const;
const EXPORT = { access: { login: true, menu: ['sim.manage', 'sim.probe.manage'] } } as const;

export interface SimRoutesOptions {
  /** List totals are counted up to this (default SIM_LIMITS.countCap). */
  countCap?: number;
  /** Rows in one export (default SIM_LIMITS.exportMax). */
  exportMax?: number;
  /** Rows per database read of an export (default: simExport's). */
  exportBatch?: number;
}

/** SIM card reads: the card table, one card, the overview, tariffs, and the export. */
export const simRoutes: FastifyPluginAsyncZod<SimRoutesOptions> = async (app, opts) => {
  const db = app.database.db;
  const countCap = opts.countCap ?? SIM_LIMITS.countCap;
  const exportMax = opts.exportMax ?? SIM_LIMITS.exportMax;
  const exportBatch = opts.exportBatch;

  app.get(
    '/icm/sim/list',
    {
      config: READ,
      schema: {
        tags: ['sim'],
        summary: '物联网卡列表（按数据范围；状态、号码前缀、资费、群组、激活日期筛选）',
        querystring: SimListQuerySchema,
        response: { 200: envelope(SimPageSchema) },
      },
    },
    async (request) => ok(await listCards(db, requireUser(request), request.query, { countCap })),
  );

  app.get(
    '/icm/sim/detail',
    {
      config: READ,
      schema: {
        tags: ['sim'],
        summary: '物联网卡详情（含近6个月用量）',
        querystring: SimDetailQuerySchema,
        response: { 200: envelope(SimDetailSchema) },
      },
    },
    async (request) => ok(await cardDetail(db, requireUser(request), request.query.iccid)),
  );

  app.get(
    '/icm/sim/overview',
    {
      config: OVERVIEW,
      schema: {
        tags: ['sim'],
        summary: '物联网卡概览（kind=1为探针卡）',
        querystring: SimOverviewQuerySchema,
        response: { 200: envelope(SimOverviewSchema) },
      },
    },
    async (request) => ok(await overview(db, requireUser(request), request.query.kind)),
  );

  app.get(
    '/icm/sim/tariff/list',
    {
      config: TARIFFS,
      schema: {
        tags: ['sim'],
        summary: '在售资费（kind=1物联网卡资费，kind=2群组资费）',
        querystring: SimTariffListQuerySchema,
        response: { 200: envelope(z.array(SimTariffSchema)) },
      },
    },
    async (request) => ok(await tariffsOnSale(db, request.query.kind)),
  );

  app.get(
    '/icm/sim/export',
    {
      config: EXPORT,
      // Sent as it is made: the workbook is deflated already, and compressing the CSV on
      // the way (gzip or brotli, whichever the browser takes) cost a fifth of its speed.
      compress: false,
      schema: {
        tags: ['sim'],
        summary:
          '导出物联网卡列表（xlsx或format=csv流式下载，需数据导出权限；X-Total-Count为导出行数）',
        querystring: SimExportQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertMayExport(db, user);
      const scope = await readScopeOf(db, user);
      const filter = await narrowKeyword(db, scope, cardFilterOf(request.query));
      const total = await exportCount(db, scope, filter, exportMax);
      const { format } = request.query;
      return reply
        .type(EXPORT_TYPES[format])
        .header('content-disposition', exportDisposition(filter.kind, new Date(), format))
        .header('x-total-count', String(total))
        .header('access-control-expose-headers', 'Content-Disposition, X-Total-Count')
        .header('cache-control', 'no-store')
        .send(simExport(db, scope, filter, { format, max: exportMax, batchSize: exportBatch }));
    },
  );
};
