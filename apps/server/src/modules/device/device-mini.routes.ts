import {
  DeviceGroupFormSchema,
  DeviceGroupListQuerySchema,
  DeviceIdParamsSchema,
  DeviceMessages,
  envelope,
  MiniGroupPageSchema,
  MiniMessages,
  MiniPackageSchema,
  MiniPanelSchema,
  MiniRenewSchema,
  MiniServiceCreateSchema,
  MiniServiceDetailSchema,
  MiniServicePageSchema,
  MiniServiceQuerySchema,
  MiniServiceUpdateSchema,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { refuseVisitorWrites } from './device.access.js';
import { expireDue } from './device-mini.repository.js';
import * as mini from './device-mini.service.js';

const TAGS = ['cpe-mini'];
const access = (menu: string | string[]): FastifyContextConfig => ({
  access: { login: true, menu },
});
const PANEL = access('cpe.miniPanel');
const SERVICES_READ = access(['cpe.miniService', 'cpe.miniPanel', 'cpe.miniGroup']);
const SERVICES = access('cpe.miniService');
const GROUPS_READ = access(['cpe.miniGroup', 'cpe.miniService']);
const GROUPS = access('cpe.miniGroup');
const Empty = envelope(z.null());
const Id = envelope(z.object({ id: z.number().int() }));
const IdParams = DeviceIdParamsSchema;

/** How often terms that ran out are ended. */
export const MINI_EXPIRY_SWEEP_MS = 5 * 60_000;

/**
 * 5G快线 小微业务 (cpe/v1/mini): the operator's packages, the enterprise's subscriptions on its
 * gateways (create, edit, suspend, resume, renew), their groups and the overview. Terms end
 * on time through a sweep on the shared job runner.
 */
export const deviceMiniRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const user = (request: FastifyRequest) => requireUser(request);
  app.jobs.every('cpe.mini.expire', MINI_EXPIRY_SWEEP_MS, async (d) => {
    await expireDue(d);
  });
  app.addHook('preValidation', refuseVisitorWrites);

  app.get(
    '/cpe/v1/mini/packages',
    {
      config: SERVICES_READ,
      schema: {
        tags: TAGS,
        summary: '在售的小微套餐',
        response: { 200: envelope(z.array(MiniPackageSchema)) },
      },
    },
    async () => ok(await mini.packages(db)),
  );
  app.get(
    '/cpe/v1/mini/panel',
    {
      config: PANEL,
      schema: {
        tags: TAGS,
        summary: '小微业务总览（按状态、套餐、分组，即将到期）',
        response: { 200: envelope(MiniPanelSchema) },
      },
    },
    async (request) => ok(await mini.panel(db, user(request))),
  );

  // Subscriptions ----------------------------------------------------------------------------

  app.get(
    '/cpe/v1/mini/service/list',
    {
      config: SERVICES_READ,
      schema: {
        tags: TAGS,
        summary: '小微业务列表',
        querystring: MiniServiceQuerySchema,
        response: { 200: envelope(MiniServicePageSchema) },
      },
    },
    async (request) => ok(await mini.servicePage(db, user(request), request.query)),
  );
  app.get(
    '/cpe/v1/mini/service/:id',
    {
      config: SERVICES_READ,
      schema: {
        tags: TAGS,
        summary: '小微业务详情（含承载网关的实时状态与本月流量）',
        params: IdParams,
        response: { 200: envelope(MiniServiceDetailSchema) },
      },
    },
    async (request) => ok(await mini.serviceDetail(db, user(request), request.params.id)),
  );
  app.post(
    '/cpe/v1/mini/service',
    {
      config: SERVICES,
      schema: {
        tags: TAGS,
        summary: '新增小微业务（一台网关同时只承载一个未到期的小微业务）',
        body: MiniServiceCreateSchema,
        response: { 200: Id },
      },
    },
    async (request) => {
      const { id } = await mini.createService(db, user(request), request.body);
      return ok({ id }, DeviceMessages.SAVED);
    },
  );
  app.put(
    '/cpe/v1/mini/service/:id',
    {
      config: SERVICES,
      schema: {
        tags: TAGS,
        summary: '修改小微业务',
        params: IdParams,
        body: MiniServiceUpdateSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await mini.updateService(db, user(request), request.params.id, request.body);
      return ok(null, DeviceMessages.SAVED);
    },
  );
  app.post(
    '/cpe/v1/mini/service/:id/suspend',
    {
      config: SERVICES,
      schema: { tags: TAGS, summary: '暂停小微业务', params: IdParams, response: { 200: Empty } },
    },
    async (request) => {
      await mini.suspendService(db, user(request), request.params.id);
      return ok(null, MiniMessages.SUSPENDED);
    },
  );
  app.post(
    '/cpe/v1/mini/service/:id/resume',
    {
      config: SERVICES,
      schema: { tags: TAGS, summary: '恢复小微业务', params: IdParams, response: { 200: Empty } },
    },
    async (request) => {
      await mini.resumeService(db, user(request), request.params.id);
      return ok(null, MiniMessages.RESUMED);
    },
  );
  app.post(
    '/cpe/v1/mini/service/:id/renew',
    {
      config: SERVICES,
      schema: {
        tags: TAGS,
        summary: '续期小微业务（未到期自原到期日起，已到期自今日起）',
        params: IdParams,
        body: MiniRenewSchema,
        response: { 200: envelope(z.object({ endDate: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await mini.renewService(db, user(request), request.params.id, request.body.termMonths),
        MiniMessages.RENEWED,
      ),
  );

  // Groups -----------------------------------------------------------------------------------

  app.get(
    '/cpe/v1/mini/group/list',
    {
      config: GROUPS_READ,
      schema: {
        tags: TAGS,
        summary: '小微分组（业务数与使用中数）',
        querystring: DeviceGroupListQuerySchema,
        response: { 200: envelope(MiniGroupPageSchema) },
      },
    },
    async (request) => ok(await mini.groupPage(db, user(request), request.query)),
  );
  app.get(
    '/cpe/v1/mini/group/options',
    {
      config: GROUPS_READ,
      schema: {
        tags: TAGS,
        summary: '全部小微分组（供选择）',
        response: { 200: envelope(z.array(z.object({ id: z.number().int(), name: z.string() }))) },
      },
    },
    async (request) => ok(await mini.groupOptions(db, user(request))),
  );
  app.post(
    '/cpe/v1/mini/group',
    {
      config: GROUPS,
      schema: {
        tags: TAGS,
        summary: '新增小微分组',
        body: DeviceGroupFormSchema,
        response: { 200: Id },
      },
    },
    async (request) =>
      ok(await mini.saveGroup(db, user(request), null, request.body), DeviceMessages.SAVED),
  );
  app.put(
    '/cpe/v1/mini/group/:id',
    {
      config: GROUPS,
      schema: {
        tags: TAGS,
        summary: '修改小微分组',
        params: IdParams,
        body: DeviceGroupFormSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await mini.saveGroup(db, user(request), request.params.id, request.body);
      return ok(null, DeviceMessages.SAVED);
    },
  );
  app.delete(
    '/cpe/v1/mini/group/:id',
    {
      config: GROUPS,
      schema: {
        tags: TAGS,
        summary: '删除小微分组（分组内无业务时）',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await mini.deleteGroup(db, user(request), request.params.id);
      return ok(null, DeviceMessages.DELETED);
    },
  );
};
