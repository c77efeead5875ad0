import {
  ClientDetailSchema,
  ClientListQuerySchema,
  DevicePageSchema,
  EcoApplySchema,
  EcoDetailSchema,
  EcoListQuerySchema,
  EcoPageSchema,
  EcoRequestSchema,
  envelope,
  ModelDetailSchema,
  ModelListQuerySchema,
  ModelPageSchema,
  SaasDeviceBriefSchema,
  SaasDeviceFilterSchema,
  SaasDeviceListQuerySchema,
  SaasIdQuerySchema,
  SaasClientPageSchema,
  SaasMessages,
  SaasOverviewSchema,
  SaasStatisticQuerySchema,
  SaasStatisticSchema,
  VendorListSchema,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuery } from '@pn/shared';
import { ok } from '../../lib/reply.js';
import { readScopeOf } from '../../lib/visitor-scope.js';
import { requireUser } from '../../plugins/auth.js';
import { refuseVisitorWrites } from '../device/device.access.js';
import { disposition, XLSX_TYPE } from '../device/device.export.js';
import { assertMayExport } from '../vault/vault.service.js';
import * as devices from './saas-device.service.js';
import * as eco from './saas-eco.service.js';
import * as models from './saas-model.service.js';
import * as stats from './saas-overview.service.js';

const TAGS = ['saas'];
const access = (menu: string[]): FastifyContextConfig => ({ access: { login: true, menu } });
const OVERVIEW = access(['saas.overview']);
const STATISTIC = access(['saas.statistic']);
const MODELS = access(['saas.models']);
/** The filters of 设备列表 and 厂商统计 choose a vendor too. */
const VENDORS = access(['saas.models', 'saas.devices', 'saas.statistic']);
const DEVICES = access(['saas.devices']);
/** The device detail route is reached from 设备列表 and from a model's devices. */
const DEVICE_BRIEF = access(['saas.devices', 'saas.models']);
const CLIENTS = access(['saas.clients']);
const ECO = access(['saas.eco']);

const ModelDevicesQuerySchema = pageQuery().extend(SaasIdQuerySchema.shape);

/**
 * 设备管理 console API under saas/v1 beside firmware and upgrade tasks (ota.routes):
 * the overview, vendor statistics, vendors and models, devices of every kind with their
 * export, the terminals behind the gateways and the ecosystem device catalogue with
 * access requests. Reads are in the caller's scope (a visitor: the demo enterprise);
 * the one write (an access request) is a customer's.
 */
export const saasRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('preValidation', refuseVisitorWrites);
  const user = (request: FastifyRequest) => requireUser(request);

  app.get(
    '/saas/v1/overview',
    {
      config: OVERVIEW,
      schema: {
        tags: TAGS,
        summary: '设备概览：按类型、型号的在线与固件情况，接入终端与进行中的升级任务',
        response: { 200: envelope(SaasOverviewSchema) },
      },
    },
    async (request) => ok(await stats.overview(db, user(request))),
  );

  app.get(
    '/saas/v1/statistic',
    {
      config: STATISTIC,
      schema: {
        tags: TAGS,
        summary: '厂商统计：各厂商型号数、设备数、在线率、固件分布与每月新增',
        querystring: SaasStatisticQuerySchema,
        response: { 200: envelope(SaasStatisticSchema) },
      },
    },
    async (request) => ok(await stats.statistic(db, user(request), request.query)),
  );

  app.get(
    '/saas/v1/vendor/list',
    {
      config: VENDORS,
      schema: {
        tags: TAGS,
        summary: '设备厂商（型号目录中的全部厂商）',
        response: { 200: envelope(VendorListSchema) },
      },
    },
    async () => ok(await models.vendors(db)),
  );

  app.get(
    '/saas/v1/model/list',
    {
      config: MODELS,
      schema: {
        tags: TAGS,
        summary: '型号列表（厂商、类型、关键字筛选；含调用者的设备数）',
        querystring: ModelListQuerySchema,
        response: { 200: envelope(ModelPageSchema) },
      },
    },
    async (request) => ok(await models.modelPage(db, user(request), request.query)),
  );

  app.get(
    '/saas/v1/model/detail',
    {
      config: MODELS,
      schema: {
        tags: TAGS,
        summary: '型号详情：属性、已上传的固件与设备的固件版本分布',
        querystring: SaasIdQuerySchema,
        response: { 200: envelope(ModelDetailSchema) },
      },
    },
    async (request) => ok(await models.modelDetail(db, user(request), request.query.id)),
  );

  app.get(
    '/saas/v1/model/devices',
    {
      config: MODELS,
      schema: {
        tags: TAGS,
        summary: '型号下调用者的设备（分页）',
        querystring: ModelDevicesQuerySchema,
        response: { 200: envelope(DevicePageSchema) },
      },
    },
    async (request) => ok(await models.modelDevices(db, user(request), request.query)),
  );

  app.get(
    '/saas/v1/device/list',
    {
      config: DEVICES,
      schema: {
        tags: TAGS,
        summary:
          '设备列表：网关与多卡设备（类型、厂商、型号、固件版本、在线状态、分组、关键字筛选）',
        querystring: SaasDeviceListQuerySchema,
        response: { 200: envelope(DevicePageSchema) },
      },
    },
    async (request) => ok(await devices.devicePage(db, user(request), request.query)),
  );

  app.get(
    '/saas/v1/device/export',
    {
      config: DEVICES,
      schema: {
        tags: TAGS,
        summary: '导出设备列表（xlsx，需数据导出权限）',
        querystring: SaasDeviceFilterSchema,
      },
    },
    async (request, reply) => {
      const u = user(request);
      await assertMayExport(db, u);
      const scope = await readScopeOf(db, u);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', disposition('设备列表', 'saas-devices'))
        .header('access-control-expose-headers', 'Content-Disposition')
        .header('cache-control', 'no-store')
        .send(devices.deviceWorkbook(db, scope, request.query));
    },
  );

  app.get(
    '/saas/v1/device/brief',
    {
      config: DEVICE_BRIEF,
      schema: {
        tags: TAGS,
        summary: '设备类型（详情页据此展示网关或多卡设备的详情）',
        querystring: SaasIdQuerySchema,
        response: { 200: envelope(SaasDeviceBriefSchema) },
      },
    },
    async (request) => ok(await devices.deviceBrief(db, user(request), request.query.id)),
  );

  app.get(
    '/saas/v1/client/list',
    {
      config: CLIENTS,
      schema: {
        tags: TAGS,
        summary: '接入终端（网关、在线状态、MAC/IP/主机名关键字筛选）',
        querystring: ClientListQuerySchema,
        response: { 200: envelope(SaasClientPageSchema) },
      },
    },
    async (request) => ok(await devices.clientPage(db, user(request), request.query)),
  );

  app.get(
    '/saas/v1/client/detail',
    {
      config: CLIENTS,
      schema: {
        tags: TAGS,
        summary: '接入终端详情：所在网关与网关近24小时流量',
        querystring: SaasIdQuerySchema,
        response: { 200: envelope(ClientDetailSchema) },
      },
    },
    async (request) => ok(await devices.clientDetail(db, user(request), request.query.id)),
  );

  app.get(
    '/saas/v1/eco-device/list',
    {
      config: ECO,
      schema: {
        tags: TAGS,
        summary: '生态设备目录（类别、支持网络、认证状态、厂商、关键字筛选）',
        querystring: EcoListQuerySchema,
        response: { 200: envelope(EcoPageSchema) },
      },
    },
    async (request) => ok(await eco.ecoPage(db, user(request), request.query)),
  );

  app.get(
    '/saas/v1/eco-device/vendors',
    {
      config: ECO,
      schema: {
        tags: TAGS,
        summary: '生态设备厂商',
        response: { 200: envelope(VendorListSchema) },
      },
    },
    async () => ok(await eco.ecoVendors(db)),
  );

  app.get(
    '/saas/v1/eco-device/detail',
    {
      config: ECO,
      schema: {
        tags: TAGS,
        summary: '生态设备详情（规格参数、认证信息与本企业的接入申请）',
        querystring: SaasIdQuerySchema,
        response: { 200: envelope(EcoDetailSchema) },
      },
    },
    async (request) => ok(await eco.ecoDetail(db, user(request), request.query.id)),
  );

  app.post(
    '/saas/v1/eco-device/apply',
    {
      config: ECO,
      schema: {
        tags: TAGS,
        summary: '申请接入生态设备（每家企业每种设备一次）',
        body: EcoApplySchema,
        response: { 200: envelope(EcoRequestSchema) },
      },
    },
    async (request) =>
      ok(await eco.applyEco(db, user(request), request.body), SaasMessages.ECO_APPLIED),
  );
};
