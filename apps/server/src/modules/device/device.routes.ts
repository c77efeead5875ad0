import {
  BindLogPageSchema,
  BindLogQuerySchema,
  BlacklistChangeSchema,
  BlacklistFilterSchema,
  BlacklistListQuerySchema,
  BlacklistPageSchema,
  CardGroupMemberPageSchema,
  CardGroupMemberQuerySchema,
  CardGroupMemberResultSchema,
  CardGroupMembersSchema,
  CardGroupPageSchema,
  CardGroupSchema,
  CommandAcceptedSchema,
  CommandCreateSchema,
  CommandDetailSchema,
  CommandItemQuerySchema,
  CommandListQuerySchema,
  CommandPageSchema,
  CpeDnnDetailQuerySchema,
  CpeDnnDetailSchema,
  CpeDnnPageSchema,
  CpeDnnQuerySchema,
  CpePanelSchema,
  CredentialReissueSchema,
  DeviceClientPageSchema,
  DeviceClientQuerySchema,
  DeviceClientSchema,
  DeviceCreateSchema,
  DeviceCredentialSchema,
  DeviceDetailSchema,
  DeviceFilterSchema,
  DeviceGroupFormSchema,
  DeviceGroupListQuerySchema,
  DeviceGroupMoveSchema,
  DeviceGroupPageSchema,
  DeviceGroupSchema,
  DeviceIdParamsSchema,
  DeviceIdQuerySchema,
  DeviceListQuerySchema,
  DeviceMessages,
  DeviceMetricPointSchema,
  DeviceMetricQuerySchema,
  DeviceModelQuerySchema,
  DeviceModelSchema,
  DevicePageSchema,
  DeviceSmsLogPageSchema,
  DeviceSmsLogQuerySchema,
  envelope,
  IpRuleFormSchema,
  IpRulePageSchema,
  IpRuleQuerySchema,
  IpRuleSchema,
  NoticeRuleFormSchema,
  NoticeRulePageSchema,
  NoticeRuleQuerySchema,
  NoticeRuleSchema,
  SxBindSchema,
  SxDeviceDetailSchema,
  SxPanelSchema,
  SxUnbindSchema,
  WifiConfigSchema,
  WifiFilterSchema,
  WifiListQuerySchema,
  WifiPageSchema,
  WifiUpdateSchema,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { readScopeOf } from '../../lib/visitor-scope.js';
import { requireUser } from '../../plugins/auth.js';
import { assertMayExport } from '../vault/vault.service.js';
import { refuseVisitorWrites } from './device.access.js';
import { mqttRuntimeOf } from '../device-mqtt/mqtt.routes.js';
import { commandDetail, commandPage, createCommand } from './device-command.service.js';
import {
  blacklistWorkbook,
  deviceWorkbook,
  disposition,
  wifiWorkbook,
  XLSX_TYPE,
} from './device.export.js';
import * as org from './device-org.service.js';
import * as svc from './device.service.js';
import * as sx from './device-sx.service.js';

const CPE = ['cpe'];
const SX = ['sx'];
/**
 * 设备管理 screens that mount this module's screens (the device detail of 设备列表 and
 * 型号管理, the groups of 设备分组) hold the menus of the screens they mount.
 */
const MOUNTED_IN_SAAS: Readonly<Record<string, readonly string[]>> = {
  'cpe.list': ['saas.devices', 'saas.models'],
  'cpe.group': ['saas.groups'],
  'sx.devices': ['saas.devices', 'saas.models'],
};
const access = (menu: string | string[]): FastifyContextConfig => {
  const menus = typeof menu === 'string' ? [menu] : menu;
  return {
    access: {
      login: true,
      menu: [...new Set(menus.flatMap((m) => [m, ...(MOUNTED_IN_SAAS[m] ?? [])]))],
    },
  };
};
const Empty = envelope(z.null());

/** Screens that read the gateway table. */
const DEVICES_READ = access([
  'cpe.list',
  'cpe.panel',
  'cpe.group',
  'cpe.dnn',
  'cpe.users',
  // The gateway picker of 小微业务.
  'cpe.miniService',
]);
const LIST = access('cpe.list');
const USERS = access(['cpe.list', 'cpe.users']);
const COMMANDS = access(['cpe.list', 'cpe.group', 'cpe.users']);
const GROUPS_READ = access(['cpe.group', 'cpe.list', 'cpe.ip']);
const MODELS = access(['cpe.list', 'cpe.panel', 'cpe.group', 'sx.devices', 'sx.bound', 'sx.panel']);
const SX_DEVICES = access(['sx.devices', 'sx.bound', 'sx.panel']);
const SX_BIND = access(['sx.bound', 'sx.devices']);

/**
 * 5G 快线 (cpe/v1) and 5G 多卡 (sx/v1) console API: gateways and multi-SIM devices with
 * their state and history, remote commands, Wi-Fi and blacklist with their exports, groups
 * and card groups, DNNs, IP access control, internet users, SMS log, notice rules,
 * bindings, and the two overviews. The device-facing side is device-gateway.routes.
 */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  /** Accepts a command and hands it at once to the targets connected over MQTT. */
  const command = async (request: FastifyRequest, input: Parameters<typeof createCommand>[2]) => {
    const accepted = await createCommand(db, user(request), input);
    mqttRuntimeOf(app.database)?.push();
    return accepted;
  };
  app.addHook('preValidation', refuseVisitorWrites);
  const user = (request: FastifyRequest) => requireUser(request);

  /** Streams an export after the export-permission check. */
  const exportAs = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    ascii: string,
    book: (scope: Awaited<ReturnType<typeof readScopeOf>>) => Readable,
  ) => {
    const u = user(request);
    await assertMayExport(db, u);
    const scope = await readScopeOf(db, u);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', disposition(name, ascii))
      .header('access-control-expose-headers', 'Content-Disposition')
      .header('cache-control', 'no-store')
      .send(book(scope));
  };

  // Devices ---------------------------------------------------------------------------------

  app.get(
    '/cpe/v1/device/models',
    {
      config: MODELS,
      schema: {
        tags: CPE,
        summary: '运营商提供的终端型号',
        querystring: DeviceModelQuerySchema,
        response: { 200: envelope(z.array(DeviceModelSchema)) },
      },
    },
    async (request) => ok(await svc.models(db, request.query.kind)),
  );

  app.get(
    '/cpe/v1/device/list',
    {
      config: DEVICES_READ,
      schema: {
        tags: CPE,
        summary: '5G快线网关列表（关键字、型号、在线状态、分组、DNN筛选，服务端分页）',
        querystring: DeviceListQuerySchema,
        response: { 200: envelope(DevicePageSchema) },
      },
    },
    async (request) => ok(await svc.devicePage(db, user(request), 'cpe', request.query)),
  );

  app.get(
    '/cpe/v1/device/detail',
    {
      config: LIST,
      schema: {
        tags: CPE,
        summary: '网关详情：最新状态、卡、DNN、业务加速、Wi-Fi与进行中的指令',
        querystring: DeviceIdQuerySchema,
        response: { 200: envelope(DeviceDetailSchema) },
      },
    },
    async (request) => ok(await svc.deviceDetail(db, user(request), request.query.id)),
  );

  app.get(
    '/cpe/v1/device/metrics',
    {
      config: LIST,
      schema: {
        tags: CPE,
        summary: '网关指标曲线（信号、速率、流量、接入终端数；默认近24小时）',
        querystring: DeviceMetricQuerySchema,
        response: { 200: envelope(z.array(DeviceMetricPointSchema)) },
      },
    },
    async (request) => ok(await svc.deviceMetrics(db, user(request), 'cpe', request.query)),
  );

  app.get(
    '/cpe/v1/device/clients',
    {
      config: USERS,
      schema: {
        tags: CPE,
        summary: '网关下的接入终端',
        querystring: DeviceIdQuerySchema,
        response: { 200: envelope(z.array(DeviceClientSchema)) },
      },
    },
    async (request) => ok(await svc.deviceClients(db, user(request), request.query.id)),
  );

  app.get(
    '/cpe/v1/device/export',
    {
      config: LIST,
      schema: {
        tags: CPE,
        summary: '导出网关列表（xlsx，需数据导出权限）',
        querystring: DeviceFilterSchema,
      },
    },
    async (request, reply) =>
      exportAs(request, reply, '5G快线终端列表', 'cpe-devices', (scope) =>
        deviceWorkbook(db, scope, request.query),
      ),
  );

  app.post(
    '/cpe/v1/device/add',
    {
      config: LIST,
      schema: {
        tags: CPE,
        summary: '添加网关（型号须为运营商提供的型号；返回设备密钥，仅显示一次）',
        body: DeviceCreateSchema,
        response: { 200: envelope(DeviceCredentialSchema) },
      },
    },
    async (request) =>
      ok(await svc.addDevice(db, user(request), request.body), DeviceMessages.ADDED),
  );

  app.post(
    '/cpe/v1/device/credential',
    {
      config: access(['cpe.list', 'sx.devices']),
      schema: {
        tags: CPE,
        summary: '重新生成设备密钥（需身份验证；旧密钥立即失效，新密钥仅显示一次）',
        body: CredentialReissueSchema,
        response: { 200: envelope(DeviceCredentialSchema) },
      },
    },
    async (request) =>
      ok(
        await svc.reissueCredential(db, user(request), request.body),
        DeviceMessages.CREDENTIAL_ISSUED,
      ),
  );

  app.post(
    '/cpe/v1/device/group',
    {
      config: access(['cpe.list', 'cpe.group']),
      schema: {
        tags: CPE,
        summary: '调整网关分组（groupId 为 null 时移出分组）',
        body: DeviceGroupMoveSchema,
        response: { 200: envelope(z.object({ moved: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await svc.moveToGroup(db, user(request), request.body), DeviceMessages.MOVED),
  );

  // Wi-Fi and blacklist --------------------------------------------------------------------

  app.get(
    '/cpe/v1/wifi/list',
    {
      config: LIST,
      schema: {
        tags: CPE,
        summary: '网关Wi-Fi配置列表（不返回密码）',
        querystring: WifiListQuerySchema,
        response: { 200: envelope(WifiPageSchema) },
      },
    },
    async (request) => ok(await svc.wifiPage(db, user(request), request.query)),
  );

  app.get(
    '/cpe/v1/wifi/detail',
    {
      config: LIST,
      schema: {
        tags: CPE,
        summary: '一台网关的Wi-Fi配置（不返回密码）',
        querystring: DeviceIdQuerySchema,
        response: { 200: envelope(WifiConfigSchema.nullable()) },
      },
    },
    async (request) => ok(await svc.wifiDetail(db, user(request), request.query.id)),
  );

  app.get(
    '/cpe/v1/wifi/export',
    {
      config: LIST,
      schema: {
        tags: CPE,
        summary: '导出Wi-Fi配置（xlsx，需数据导出权限）',
        querystring: WifiFilterSchema,
      },
    },
    async (request, reply) =>
      exportAs(request, reply, 'Wi-Fi配置', 'cpe-wifi', (scope) =>
        wifiWorkbook(db, scope, request.query),
      ),
  );

  app.post(
    '/cpe/v1/wifi/update',
    {
      config: LIST,
      schema: {
        tags: CPE,
        summary: '修改Wi-Fi名称与密码（需身份验证；下发为远程指令，离线终端上线后执行）',
        body: WifiUpdateSchema,
        response: { 200: envelope(CommandAcceptedSchema) },
      },
    },
    async (request) =>
      ok(
        await command(request, { kind: 'wifi', ...request.body }),
        DeviceMessages.COMMAND_ACCEPTED,
      ),
  );

  app.get(
    '/cpe/v1/blacklist/list',
    {
      config: USERS,
      schema: {
        tags: CPE,
        summary: '黑名单列表',
        querystring: BlacklistListQuerySchema,
        response: { 200: envelope(BlacklistPageSchema) },
      },
    },
    async (request) => ok(await svc.blacklistPage(db, user(request), request.query)),
  );

  app.get(
    '/cpe/v1/blacklist/export',
    {
      config: USERS,
      schema: {
        tags: CPE,
        summary: '导出黑名单（xlsx，需数据导出权限）',
        querystring: BlacklistFilterSchema,
      },
    },
    async (request, reply) =>
      exportAs(request, reply, '黑名单', 'cpe-blacklist', (scope) =>
        blacklistWorkbook(db, scope, request.query),
      ),
  );

  for (const [path, kind, summary] of [
    ['/cpe/v1/blacklist/add', 'blacklistAdd', '加入黑名单（下发为远程指令）'],
    ['/cpe/v1/blacklist/remove', 'blacklistRemove', '移出黑名单（下发为远程指令）'],
  ] as const) {
    app.post(
      path,
      {
        config: USERS,
        schema: {
          tags: CPE,
          summary,
          body: BlacklistChangeSchema,
          response: { 200: envelope(CommandAcceptedSchema) },
        },
      },
      async (request) =>
        ok(
          await command(request, { kind, ...request.body }),
          DeviceMessages.COMMAND_ACCEPTED,
        ),
    );
  }

  // Commands -------------------------------------------------------------------------------

  app.post(
    '/cpe/v1/command',
    {
      config: COMMANDS,
      schema: {
        tags: CPE,
        summary:
          '下发远程指令（重启、Wi-Fi、黑名单、固件查询）到所选终端或分组；离线终端在上线后执行，过期未执行记为超时',
        body: CommandCreateSchema,
        response: { 200: envelope(CommandAcceptedSchema) },
      },
    },
    async (request) =>
      ok(await command(request, request.body), DeviceMessages.COMMAND_ACCEPTED),
  );

  app.get(
    '/cpe/v1/command/list',
    {
      config: COMMANDS,
      schema: {
        tags: CPE,
        summary: '远程指令记录（各状态计数）',
        querystring: CommandListQuerySchema,
        response: { 200: envelope(CommandPageSchema) },
      },
    },
    async (request) => ok(await commandPage(db, user(request), request.query)),
  );

  app.get(
    '/cpe/v1/command/detail',
    {
      config: COMMANDS,
      schema: {
        tags: CPE,
        summary: '远程指令详情：各状态计数与逐台结果（供界面轮询）',
        querystring: CommandItemQuerySchema,
        response: { 200: envelope(CommandDetailSchema) },
      },
    },
    async (request) => ok(await commandDetail(db, user(request), request.query)),
  );

  // Groups and card groups -----------------------------------------------------------------

  const IdParams = DeviceIdParamsSchema;

  app.get(
    '/cpe/v1/group/list',
    {
      config: GROUPS_READ,
      schema: {
        tags: CPE,
        summary: '终端分组（终端数与在线数）',
        querystring: DeviceGroupListQuerySchema,
        response: { 200: envelope(DeviceGroupPageSchema) },
      },
    },
    async (request) => ok(await org.groupPage(db, user(request), request.query)),
  );
  app.post(
    '/cpe/v1/group',
    {
      config: access('cpe.group'),
      schema: {
        tags: CPE,
        summary: '新增终端分组',
        body: DeviceGroupFormSchema,
        response: { 200: envelope(DeviceGroupSchema) },
      },
    },
    async (request) =>
      ok(await org.saveDeviceGroup(db, user(request), null, request.body), DeviceMessages.SAVED),
  );
  app.put(
    '/cpe/v1/group/:id',
    {
      config: access('cpe.group'),
      schema: {
        tags: CPE,
        summary: '修改终端分组',
        params: IdParams,
        body: DeviceGroupFormSchema,
        response: { 200: envelope(DeviceGroupSchema) },
      },
    },
    async (request) =>
      ok(
        await org.saveDeviceGroup(db, user(request), request.params.id, request.body),
        DeviceMessages.SAVED,
      ),
  );
  app.delete(
    '/cpe/v1/group/:id',
    {
      config: access('cpe.group'),
      schema: {
        tags: CPE,
        summary: '删除终端分组（分组内无终端时）',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await org.deleteDeviceGroup(db, user(request), request.params.id);
      return ok(null, DeviceMessages.DELETED);
    },
  );

  const CARD_GROUP = access('cpe.cardGroup');
  app.get(
    '/cpe/v1/card-group/list',
    {
      config: CARD_GROUP,
      schema: {
        tags: CPE,
        summary: '卡组列表',
        querystring: DeviceGroupListQuerySchema,
        response: { 200: envelope(CardGroupPageSchema) },
      },
    },
    async (request) => ok(await org.cardGroupPage(db, user(request), request.query)),
  );
  app.post(
    '/cpe/v1/card-group',
    {
      config: CARD_GROUP,
      schema: {
        tags: CPE,
        summary: '新增卡组',
        body: DeviceGroupFormSchema,
        response: { 200: envelope(CardGroupSchema) },
      },
    },
    async (request) =>
      ok(await org.saveCardGroup(db, user(request), null, request.body), DeviceMessages.SAVED),
  );
  app.put(
    '/cpe/v1/card-group/:id',
    {
      config: CARD_GROUP,
      schema: {
        tags: CPE,
        summary: '修改卡组',
        params: IdParams,
        body: DeviceGroupFormSchema,
        response: { 200: envelope(CardGroupSchema) },
      },
    },
    async (request) =>
      ok(
        await org.saveCardGroup(db, user(request), request.params.id, request.body),
        DeviceMessages.SAVED,
      ),
  );
  app.delete(
    '/cpe/v1/card-group/:id',
    {
      config: CARD_GROUP,
      schema: { tags: CPE, summary: '删除卡组', params: IdParams, response: { 200: Empty } },
    },
    async (request) => {
      await org.deleteCardGroup(db, user(request), request.params.id);
      return ok(null, DeviceMessages.DELETED);
    },
  );
  app.get(
    '/cpe/v1/card-group/members',
    {
      config: CARD_GROUP,
      schema: {
        tags: CPE,
        summary: '卡组成员',
        querystring: CardGroupMemberQuerySchema,
        response: { 200: envelope(CardGroupMemberPageSchema) },
      },
    },
    async (request) => ok(await org.cardGroupMembers(db, user(request), request.query)),
  );
  app.post(
    '/cpe/v1/card-group/members',
    {
      config: CARD_GROUP,
      schema: {
        tags: CPE,
        summary: '卡组加入或移出卡',
        body: CardGroupMembersSchema,
        response: { 200: envelope(CardGroupMemberResultSchema) },
      },
    },
    async (request) =>
      ok(await org.changeCardGroupMembers(db, user(request), request.body), DeviceMessages.SAVED),
  );

  // DNNs, IP access control, internet users, SMS log, notices ------------------------------

  app.get(
    '/cpe/v1/dnn/list',
    {
      config: access('cpe.dnn'),
      schema: {
        tags: CPE,
        summary: '网关使用的DNN（企业的DNN实例与其上的网关数）',
        querystring: CpeDnnQuerySchema,
        response: { 200: envelope(CpeDnnPageSchema) },
      },
    },
    async (request) => ok(await org.dnnPage(db, user(request), request.query)),
  );
  app.get(
    '/cpe/v1/dnn/detail',
    {
      config: access('cpe.dnn'),
      schema: {
        tags: CPE,
        summary: 'DNN详情与其上的网关',
        querystring: CpeDnnDetailQuerySchema,
        response: { 200: envelope(CpeDnnDetailSchema) },
      },
    },
    async (request) => ok(await org.dnnDetail(db, user(request), request.query)),
  );

  const IP = access('cpe.ip');
  app.get(
    '/cpe/v1/ip-rule/list',
    {
      config: IP,
      schema: {
        tags: CPE,
        summary: 'IP访问控制规则（按优先级）',
        querystring: IpRuleQuerySchema,
        response: { 200: envelope(IpRulePageSchema) },
      },
    },
    async (request) => ok(await org.ipRulePage(db, user(request), request.query)),
  );
  app.post(
    '/cpe/v1/ip-rule',
    {
      config: IP,
      schema: {
        tags: CPE,
        summary: '新增IP访问控制规则',
        body: IpRuleFormSchema,
        response: { 200: envelope(IpRuleSchema) },
      },
    },
    async (request) =>
      ok(await org.saveIpRule(db, user(request), null, request.body), DeviceMessages.SAVED),
  );
  app.put(
    '/cpe/v1/ip-rule/:id',
    {
      config: IP,
      schema: {
        tags: CPE,
        summary: '修改IP访问控制规则',
        params: IdParams,
        body: IpRuleFormSchema,
        response: { 200: envelope(IpRuleSchema) },
      },
    },
    async (request) =>
      ok(
        await org.saveIpRule(db, user(request), request.params.id, request.body),
        DeviceMessages.SAVED,
      ),
  );
  app.delete(
    '/cpe/v1/ip-rule/:id',
    {
      config: IP,
      schema: {
        tags: CPE,
        summary: '删除IP访问控制规则',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await org.deleteIpRule(db, user(request), request.params.id);
      return ok(null, DeviceMessages.DELETED);
    },
  );

  app.get(
    '/cpe/v1/user/list',
    {
      config: access('cpe.users'),
      schema: {
        tags: CPE,
        summary: '上网用户（网关的接入终端；MAC、IP、流量、黑名单）',
        querystring: DeviceClientQuerySchema,
        response: { 200: envelope(DeviceClientPageSchema) },
      },
    },
    async (request) => ok(await svc.clientPage(db, user(request), request.query)),
  );

  app.get(
    '/cpe/v1/sms/list',
    {
      config: access('cpe.sms'),
      schema: {
        tags: CPE,
        summary: '短信发送记录',
        querystring: DeviceSmsLogQuerySchema,
        response: { 200: envelope(DeviceSmsLogPageSchema) },
      },
    },
    async (request) => ok(await org.smsLogPage(db, user(request), request.query)),
  );

  const NOTICE = access('cpe.notice');
  app.get(
    '/cpe/v1/notice/list',
    {
      config: NOTICE,
      schema: {
        tags: CPE,
        summary: '通知规则',
        querystring: NoticeRuleQuerySchema,
        response: { 200: envelope(NoticeRulePageSchema) },
      },
    },
    async (request) => ok(await org.noticePage(db, user(request), request.query)),
  );
  app.post(
    '/cpe/v1/notice',
    {
      config: NOTICE,
      schema: {
        tags: CPE,
        summary: '新增通知规则',
        body: NoticeRuleFormSchema,
        response: { 200: envelope(NoticeRuleSchema) },
      },
    },
    async (request) =>
      ok(await org.saveNotice(db, user(request), null, request.body), DeviceMessages.SAVED),
  );
  app.put(
    '/cpe/v1/notice/:id',
    {
      config: NOTICE,
      schema: {
        tags: CPE,
        summary: '修改通知规则',
        params: IdParams,
        body: NoticeRuleFormSchema,
        response: { 200: envelope(NoticeRuleSchema) },
      },
    },
    async (request) =>
      ok(
        await org.saveNotice(db, user(request), request.params.id, request.body),
        DeviceMessages.SAVED,
      ),
  );
  app.delete(
    '/cpe/v1/notice/:id',
    {
      config: NOTICE,
      schema: { tags: CPE, summary: '删除通知规则', params: IdParams, response: { 200: Empty } },
    },
    async (request) => {
      await org.deleteNotice(db, user(request), request.params.id);
      return ok(null, DeviceMessages.DELETED);
    },
  );

  app.get(
    '/cpe/v1/panel/overview',
    {
      config: access('cpe.panel'),
      schema: {
        tags: CPE,
        summary: '5G快线业务总览（在线率、流量、信号分布、告警）',
        response: { 200: envelope(CpePanelSchema) },
      },
    },
    async (request) => ok(await svc.cpePanel(db, user(request))),
  );

  // 5G multi-SIM ---------------------------------------------------------------------------

  app.get(
    '/sx/v1/device/list',
    {
      config: SX_DEVICES,
      schema: {
        tags: SX,
        summary: '5G多卡设备列表',
        querystring: DeviceListQuerySchema,
        response: { 200: envelope(DevicePageSchema) },
      },
    },
    async (request) => ok(await svc.devicePage(db, user(request), 'multiSim', request.query)),
  );
  app.get(
    '/sx/v1/device/detail',
    {
      config: access(['sx.devices', 'sx.bound']),
      schema: {
        tags: SX,
        summary: '多卡设备详情与卡槽绑定',
        querystring: DeviceIdQuerySchema,
        response: { 200: envelope(SxDeviceDetailSchema) },
      },
    },
    async (request) => ok(await sx.sxDetail(db, user(request), request.query.id)),
  );
  app.get(
    '/sx/v1/device/metrics',
    {
      config: access(['sx.devices', 'sx.bound']),
      schema: {
        tags: SX,
        summary: '多卡设备指标曲线',
        querystring: DeviceMetricQuerySchema,
        response: { 200: envelope(z.array(DeviceMetricPointSchema)) },
      },
    },
    async (request) => ok(await svc.deviceMetrics(db, user(request), 'multiSim', request.query)),
  );
  app.post(
    '/sx/v1/device/bind',
    {
      config: SX_BIND,
      schema: {
        tags: SX,
        summary: '绑定卡到卡槽（需身份验证；仅本企业已激活且未绑定的卡）',
        body: SxBindSchema,
        response: { 200: envelope(SxDeviceDetailSchema) },
      },
    },
    async (request) => ok(await sx.bindCard(db, user(request), request.body), DeviceMessages.BOUND),
  );
  app.post(
    '/sx/v1/device/unbind',
    {
      config: SX_BIND,
      schema: {
        tags: SX,
        summary: '解绑卡槽上的卡（需身份验证）',
        body: SxUnbindSchema,
        response: { 200: envelope(SxDeviceDetailSchema) },
      },
    },
    async (request) =>
      ok(await sx.unbindCard(db, user(request), request.body), DeviceMessages.UNBOUND),
  );
  app.get(
    '/sx/v1/bind-log/list',
    {
      config: access(['sx.log', 'sx.bound']),
      schema: {
        tags: SX,
        summary: '绑定日志',
        querystring: BindLogQuerySchema,
        response: { 200: envelope(BindLogPageSchema) },
      },
    },
    async (request) => ok(await sx.bindLogPage(db, user(request), request.query)),
  );
  app.get(
    '/sx/v1/panel/overview',
    {
      config: access('sx.panel'),
      schema: {
        tags: SX,
        summary: '5G多卡业务总览',
        response: { 200: envelope(SxPanelSchema) },
      },
    },
    async (request) => ok(await sx.sxPanel(db, user(request))),
  );
};
