import {
  envelope,
  IndustryAlarmListSchema,
  IndustryAlarmQuerySchema,
  IndustryAppPageSchema,
  IndustryAppSaveSchema,
  IndustryAppUpdateSchema,
  IndustryDeviceCreatedSchema,
  IndustryDeviceDataSchema,
  IndustryDeviceListQuerySchema,
  IndustryDevicePageSchema,
  IndustryDeviceSaveSchema,
  IndustryDeviceSchema,
  IndustryDeviceUpdateSchema,
  IndustryIdQuerySchema,
  IndustryIdSchema,
  IndustryLinkPageSchema,
  IndustryLinkSaveSchema,
  IndustryLinkUpdateSchema,
  IndustryMessages,
  IndustryMonitorListQuerySchema,
  IndustryOverviewSchema,
  IndustryProbePageSchema,
  IndustryProbeSaveSchema,
  IndustryProbeUpdateSchema,
  IndustrySeriesQuerySchema,
  IndustrySeriesSchema,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { refuseVisitorWrites } from './industry.access.js';
import * as dev from './industry-device.service.js';
import * as mon from './industry-monitor.service.js';
import {
  pruneMeasurements,
  PROBE_SWEEP_MS,
  runDueProbes,
  sweepIndustryOffline,
} from './industry-probe.js';

const TAGS = ['industry'];
const access = (menu: string[]): FastifyContextConfig => ({ access: { login: true, menu } });
const DEVICES = access(['industryDevice']);
/** The monitoring screens read terminals too (by site and state). */
const DEVICES_READ = access(['industryDevice', 'industry.device', 'industry.overview']);
const OVERVIEW = access(['industry.overview']);
const LINKS = access(['industry.link']);
const LINKS_READ = access([
  'industry.link',
  'industry.probe',
  'industry.overview',
  'industryDevice',
]);
const APPS = access(['industry.application']);
const APPS_READ = access(['industry.application', 'industry.probe', 'industry.overview']);
const PROBES = access(['industry.probe']);
const ALARMS = access([
  'industry.overview',
  'industry.link',
  'industry.application',
  'industry.device',
]);
const Empty = envelope(z.null());
const Id = envelope(z.object({ id: z.number().int() }));

/**
 * 行业终端 and 行业专网 console API under industry/v1. Customer accounts write their own
 * enterprise's records; administrators read in their area; visitors read the demo
 * enterprise's and are refused writes. Runs the probes, the terminals' offline sweep and the
 * measurements' retention on the shared job runner.
 */
export const industryConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.every('industry.probes', PROBE_SWEEP_MS, async (d) => {
    await runDueProbes(d);
  });
  app.jobs.every('industry.offline', 30_000, async (d) => {
    await sweepIndustryOffline(d);
  });
  app.jobs.every('industry.measurements.prune', 3_600_000, async (d) => {
    await pruneMeasurements(d);
  });
  app.addHook('preValidation', refuseVisitorWrites);
  const user = (request: FastifyRequest) => requireUser(request);

  /** 新增, 修改 and 删除 of one monitored entity (links, applications, probes). */
  function editable<A extends z.ZodType, U extends z.ZodType>(spec: {
    path: string;
    noun: string;
    config: FastifyContextConfig;
    add: A;
    update: U;
    save: (
      db: Database,
      user: AuthUser,
      body: z.output<A> & z.output<U>,
    ) => Promise<{ id: number }>;
    remove: (db: Database, user: AuthUser, id: number) => Promise<unknown>;
  }) {
    const saving = (body: A | U, verb: string) =>
      app.post(
        `${spec.path}/${verb === '新增' ? 'add' : 'update'}`,
        {
          config: spec.config,
          schema: { tags: TAGS, summary: `${verb}${spec.noun}`, body, response: { 200: Id } },
        },
        async (request) =>
          ok(
            await spec.save(db, user(request), request.body as z.output<A> & z.output<U>),
            IndustryMessages.SAVED,
          ),
      );
    saving(spec.add, '新增');
    saving(spec.update, '修改');
    app.post(
      `${spec.path}/delete`,
      {
        config: spec.config,
        schema: {
          tags: TAGS,
          summary: `删除${spec.noun}`,
          body: IndustryIdSchema,
          response: { 200: Empty },
        },
      },
      async (request) => {
        await spec.remove(db, user(request), request.body.id);
        return ok(null, IndustryMessages.REMOVED);
      },
    );
  }

  // 行业终端 --------------------------------------------------------------------------------
  app.get(
    '/industry/v1/device/list',
    {
      config: DEVICES_READ,
      schema: {
        tags: TAGS,
        summary: '行业终端列表（类别、在线状态、关键字筛选）',
        querystring: IndustryDeviceListQuerySchema,
        response: { 200: envelope(IndustryDevicePageSchema) },
      },
    },
    async (request) => ok(await dev.devicePage(db, user(request), request.query)),
  );
  app.get(
    '/industry/v1/device/detail',
    {
      config: DEVICES,
      schema: {
        tags: TAGS,
        summary: '行业终端详情',
        querystring: IndustryIdQuerySchema,
        response: { 200: envelope(IndustryDeviceSchema) },
      },
    },
    async (request) => ok(await dev.deviceDetail(db, user(request), request.query.id)),
  );
  app.get(
    '/industry/v1/device/data',
    {
      config: DEVICES,
      schema: {
        tags: TAGS,
        summary: '行业终端上报数据（按时间桶聚合：24小时每5分钟，7天每小时）',
        querystring: IndustrySeriesQuerySchema,
        response: { 200: envelope(IndustryDeviceDataSchema) },
      },
    },
    async (request) =>
      ok(await dev.deviceData(db, user(request), request.query.id, request.query.range)),
  );
  app.post(
    '/industry/v1/device/add',
    {
      config: DEVICES,
      schema: {
        tags: TAGS,
        summary: '注册行业终端（返回的设备密钥只显示这一次）',
        body: IndustryDeviceSaveSchema,
        response: { 200: envelope(IndustryDeviceCreatedSchema) },
      },
    },
    async (request) =>
      ok(await dev.createDevice(db, user(request), request.body), IndustryMessages.CREATED),
  );
  app.post(
    '/industry/v1/device/update',
    {
      config: DEVICES,
      schema: {
        tags: TAGS,
        summary: '修改行业终端',
        body: IndustryDeviceUpdateSchema,
        response: { 200: envelope(IndustryDeviceSchema) },
      },
    },
    async (request) =>
      ok(await dev.updateDevice(db, user(request), request.body), IndustryMessages.SAVED),
  );
  app.post(
    '/industry/v1/device/delete',
    {
      config: DEVICES,
      schema: {
        tags: TAGS,
        summary: '删除行业终端（连同其上报数据）',
        body: IndustryIdSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await dev.deleteDevice(db, user(request), request.body.id);
      return ok(null, IndustryMessages.REMOVED);
    },
  );
  app.post(
    '/industry/v1/device/secret',
    {
      config: DEVICES,
      schema: {
        tags: TAGS,
        summary: '重新生成设备密钥（只显示这一次，旧密钥立即失效）',
        body: IndustryIdSchema,
        response: { 200: envelope(z.object({ secret: z.string() })) },
      },
    },
    async (request) =>
      ok(await dev.resetSecret(db, user(request), request.body.id), IndustryMessages.SECRET_RESET),
  );

  // 行业专网 --------------------------------------------------------------------------------
  app.get(
    '/industry/v1/overview',
    {
      config: OVERVIEW,
      schema: {
        tags: TAGS,
        summary: '行业专网总览',
        response: { 200: envelope(IndustryOverviewSchema) },
      },
    },
    async (request) => ok(await mon.overview(db, user(request))),
  );
  app.get(
    '/industry/v1/alarms',
    {
      config: ALARMS,
      schema: {
        tags: TAGS,
        summary: '链路、应用与终端的未恢复告警（告警中心产生）',
        querystring: IndustryAlarmQuerySchema,
        response: { 200: envelope(IndustryAlarmListSchema) },
      },
    },
    async (request) => ok(await mon.openAlarms(db, user(request), request.query.kind)),
  );

  app.get(
    '/industry/v1/link/list',
    {
      config: LINKS_READ,
      schema: {
        tags: TAGS,
        summary: '链路列表（含最近一次探测的时延与丢包）',
        querystring: IndustryMonitorListQuerySchema,
        response: { 200: envelope(IndustryLinkPageSchema) },
      },
    },
    async (request) => ok(await mon.linkPage(db, user(request), request.query)),
  );
  app.get(
    '/industry/v1/link/series',
    {
      config: LINKS,
      schema: {
        tags: TAGS,
        summary: '链路时延与丢包曲线',
        querystring: IndustrySeriesQuerySchema,
        response: { 200: envelope(IndustrySeriesSchema) },
      },
    },
    async (request) =>
      ok(await mon.series(db, user(request), 'link', request.query.id, request.query.range)),
  );
  editable({
    path: '/industry/v1/link',
    noun: '链路',
    config: LINKS,
    add: IndustryLinkSaveSchema,
    update: IndustryLinkUpdateSchema,
    save: mon.saveLink,
    remove: mon.deleteLink,
  });

  app.get(
    '/industry/v1/application/list',
    {
      config: APPS_READ,
      schema: {
        tags: TAGS,
        summary: '业务应用列表（含可用性与响应时间）',
        querystring: IndustryMonitorListQuerySchema,
        response: { 200: envelope(IndustryAppPageSchema) },
      },
    },
    async (request) => ok(await mon.appPage(db, user(request), request.query)),
  );
  app.get(
    '/industry/v1/application/series',
    {
      config: APPS,
      schema: {
        tags: TAGS,
        summary: '业务应用可用率与响应时间曲线',
        querystring: IndustrySeriesQuerySchema,
        response: { 200: envelope(IndustrySeriesSchema) },
      },
    },
    async (request) =>
      ok(await mon.series(db, user(request), 'app', request.query.id, request.query.range)),
  );
  editable({
    path: '/industry/v1/application',
    noun: '业务应用',
    config: APPS,
    add: IndustryAppSaveSchema,
    update: IndustryAppUpdateSchema,
    save: mon.saveApp,
    remove: mon.deleteApp,
  });

  app.get(
    '/industry/v1/probe/list',
    {
      config: PROBES,
      schema: {
        tags: TAGS,
        summary: '探针列表（含最近一次结果）',
        querystring: IndustryMonitorListQuerySchema,
        response: { 200: envelope(IndustryProbePageSchema) },
      },
    },
    async (request) => ok(await mon.probePage(db, user(request), request.query)),
  );
  editable({
    path: '/industry/v1/probe',
    noun: '探针',
    config: PROBES,
    add: IndustryProbeSaveSchema,
    update: IndustryProbeUpdateSchema,
    save: mon.saveProbe,
    remove: mon.deleteProbe,
  });
};
