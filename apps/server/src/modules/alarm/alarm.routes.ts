import {
  ALARM_EVALUATE_EVERY_MS,
  AlarmAckSchema,
  AlarmEvaluationSchema,
  AlarmMessages,
  AlarmRaiseWorkOrderSchema,
  AlarmReceiverSchema,
  AlarmRecordDetailSchema,
  AlarmRecordPageSchema,
  AlarmRecordQuerySchema,
  AlarmResolveSchema,
  AlarmRuleItemSchema,
  AlarmRulePageSchema,
  AlarmRuleQuerySchema,
  AlarmRuleSaveSchema,
  AlarmRuleStatusSchema,
  envelope,
  FaultSceneItemSchema,
  FaultScenePageSchema,
  FaultSceneQuerySchema,
  FaultSceneSaveSchema,
  OpsAssignSchema,
  OpsNoteSchema,
  OpsResolveSchema,
  OpsStatisticsQuerySchema,
  OpsStatisticsSchema,
  OpsWorkOrderCreateSchema,
  OpsWorkOrderDetailSchema,
  OpsWorkOrderPageSchema,
  OpsWorkOrderQuerySchema,
} from '@pn/shared';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { evaluateAlarms } from './alarm-evaluate.js';
import {
  acknowledgeRecord,
  createRule,
  deleteRule,
  evaluateRuleNow,
  receiversFor,
  recordDetail,
  recordPage,
  resolveRecord,
  ruleDetail,
  rulePage,
  sceneDetail,
  scenePage,
  saveScene,
  setRuleEnabled,
  updateRule,
} from './alarm.service.js';
import {
  assignOpsOrder,
  closeOpsOrder,
  createOpsOrder,
  opsDetail,
  opsPage,
  opsStatistics,
  processOpsOrder,
  raiseFromAlarm,
  resolveOpsOrder,
} from './ops-work-order.service.js';

const access = (menu: string | readonly string[]): FastifyContextConfig => ({
  access: { login: true, menu },
});
const RECORD = access('admin.alarm.record');
const RULE = access('admin.alarm.rule');
const WORK_ORDER = access('admin.alarm.workorder');
const SCENE = access('admin.alarm.scene');
const ANY = access(['admin.alarm.record', 'admin.alarm.rule', 'admin.alarm.workorder']);
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const Empty = envelope(z.null());
const Created = envelope(z.object({ id: z.number().int(), orderNo: z.string() }));
const TAGS = ['alarm'];

/**
 * 告警中心 of the back office: alarm records (/sm/alarm/record), rules (/sm/alarm/rule),
 * operator work orders (/sm/alarm/workorder) with their statistics (/sm/workorder/statistics)
 * and fault scenes (/sm/fault/scene). Rules are evaluated on the shared job runner.
 */
export const alarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Tests step through time with evaluateAlarms themselves: a pass at start-up of every
  // test file would leave notices behind that other tests count.
  if (app.config.nodeEnv !== 'test') {
    app.jobs.every('alarm.evaluate', ALARM_EVALUATE_EVERY_MS, async (d) => {
      await evaluateAlarms(d);
    });
  }

  // ---- Receivers ----

  app.get(
    '/sm/alarm/operators',
    {
      config: ANY,
      schema: {
        tags: TAGS,
        summary: '可通知或指派的管理员（全国管理员与该省管理员）',
        querystring: z.object({ beId: z.string().trim().max(8).optional() }),
        response: { 200: envelope(z.array(AlarmReceiverSchema)) },
      },
    },
    async (request) => ok(await receiversFor(db, requireUser(request), request.query.beId)),
  );

  // ---- Records ----

  app.get(
    '/sm/alarm/record/list',
    {
      config: RECORD,
      schema: {
        tags: TAGS,
        summary: '告警记录（状态、级别、来源、省份、规则、时间、关键词筛选）',
        querystring: AlarmRecordQuerySchema,
        response: { 200: envelope(AlarmRecordPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await recordPage(db, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/sm/alarm/record/:id',
    {
      config: RECORD,
      schema: {
        tags: TAGS,
        summary: '告警详情：状态变化记录与相关故障场景',
        params: IdParams,
        response: { 200: envelope(AlarmRecordDetailSchema) },
      },
    },
    async (request) => ok(await recordDetail(db, requireUser(request), request.params.id)),
  );

  app.post(
    '/sm/alarm/record/:id/ack',
    {
      config: RECORD,
      schema: {
        tags: TAGS,
        summary: '确认告警（须填写说明）',
        params: IdParams,
        body: AlarmAckSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await acknowledgeRecord(db, requireUser(request), request.params.id, request.body.note);
      return ok(null, AlarmMessages.ACKNOWLEDGED);
    },
  );

  app.post(
    '/sm/alarm/record/:id/resolve',
    {
      config: RECORD,
      schema: {
        tags: TAGS,
        summary: '手动恢复告警',
        params: IdParams,
        body: AlarmResolveSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await resolveRecord(db, requireUser(request), request.params.id, request.body.note);
      return ok(null, AlarmMessages.RESOLVED);
    },
  );

  app.post(
    '/sm/alarm/record/:id/workorder',
    {
      config: RECORD,
      schema: {
        tags: TAGS,
        summary: '告警转运维工单（告警中的告警同时确认）',
        params: IdParams,
        body: AlarmRaiseWorkOrderSchema,
        response: { 200: Created },
      },
    },
    async (request) =>
      ok(
        await raiseFromAlarm(db, requireUser(request), request.params.id, request.body),
        AlarmMessages.RAISED,
      ),
  );

  // ---- Rules ----

  app.get(
    '/sm/alarm/rule/list',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        summary: '告警规则（本省与全国规则；来源、级别、省份、启停、名称筛选）',
        querystring: AlarmRuleQuerySchema,
        response: { 200: envelope(AlarmRulePageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await rulePage(db, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/sm/alarm/rule/:id',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        summary: '告警规则详情',
        params: IdParams,
        response: { 200: envelope(AlarmRuleItemSchema) },
      },
    },
    async (request) => ok(await ruleDetail(db, requireUser(request), request.params.id)),
  );

  app.post(
    '/sm/alarm/rule',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        summary: '新建告警规则',
        body: AlarmRuleSaveSchema,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await createRule(db, requireUser(request), request.body), AlarmMessages.RULE_CREATED),
  );

  app.put(
    '/sm/alarm/rule/:id',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        summary: '修改告警规则（条件或范围改变时，未恢复的告警随之关闭）',
        params: IdParams,
        body: AlarmRuleSaveSchema,
        response: { 200: envelope(AlarmRuleItemSchema) },
      },
    },
    async (request) =>
      ok(
        await updateRule(db, requireUser(request), request.params.id, request.body),
        AlarmMessages.RULE_SAVED,
      ),
  );

  app.patch(
    '/sm/alarm/rule/:id/status',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        summary: '启用或停用告警规则（停用时未恢复的告警随之关闭）',
        params: IdParams,
        body: AlarmRuleStatusSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      const { enabled } = request.body;
      await setRuleEnabled(db, requireUser(request), request.params.id, enabled);
      return ok(null, enabled ? AlarmMessages.RULE_ENABLED : AlarmMessages.RULE_DISABLED);
    },
  );

  app.delete(
    '/sm/alarm/rule/:id',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        summary: '删除告警规则（已有告警记录保留）',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await deleteRule(db, requireUser(request), request.params.id);
      return ok(null, AlarmMessages.RULE_REMOVED);
    },
  );

  app.post(
    '/sm/alarm/rule/:id/evaluate',
    {
      config: RULE,
      schema: {
        tags: TAGS,
        summary: '立即评估一条告警规则（与后台定时评估相同）',
        params: IdParams,
        response: { 200: envelope(AlarmEvaluationSchema) },
      },
    },
    async (request) =>
      ok(await evaluateRuleNow(db, requireUser(request), request.params.id), '评估完成'),
  );

  // ---- Operator work orders ----

  app.get(
    '/sm/alarm/workorder/list',
    {
      config: WORK_ORDER,
      schema: {
        tags: TAGS,
        summary: '运维工单（状态、级别、来源、省份、我处理的、关键词筛选）',
        querystring: OpsWorkOrderQuerySchema,
        response: { 200: envelope(OpsWorkOrderPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await opsPage(db, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/sm/alarm/workorder/:id',
    {
      config: WORK_ORDER,
      schema: {
        tags: TAGS,
        summary: '运维工单详情与处理记录',
        params: IdParams,
        response: { 200: envelope(OpsWorkOrderDetailSchema) },
      },
    },
    async (request) => ok(await opsDetail(db, requireUser(request), request.params.id)),
  );

  app.post(
    '/sm/alarm/workorder',
    {
      config: WORK_ORDER,
      schema: {
        tags: TAGS,
        summary: '新建运维工单（来自告警记录或客户工单）',
        body: OpsWorkOrderCreateSchema,
        response: { 200: Created },
      },
    },
    async (request) =>
      ok(
        await createOpsOrder(db, requireUser(request), request.body),
        AlarmMessages.WORK_ORDER_CREATED,
      ),
  );

  app.post(
    '/sm/alarm/workorder/:id/assign',
    {
      config: WORK_ORDER,
      schema: {
        tags: TAGS,
        summary: '指派处理人',
        params: IdParams,
        body: OpsAssignSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      const { assigneeId, note } = request.body;
      await assignOpsOrder(db, requireUser(request), request.params.id, assigneeId, note);
      return ok(null, AlarmMessages.ASSIGNED);
    },
  );

  app.post(
    '/sm/alarm/workorder/:id/process',
    {
      config: WORK_ORDER,
      schema: {
        tags: TAGS,
        summary: '开始处理',
        params: IdParams,
        body: OpsNoteSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await processOpsOrder(db, requireUser(request), request.params.id, request.body.note);
      return ok(null, AlarmMessages.PROCESSING);
    },
  );

  app.post(
    '/sm/alarm/workorder/:id/resolve',
    {
      config: WORK_ORDER,
      schema: {
        tags: TAGS,
        summary: '解决（须填写处理结果）',
        params: IdParams,
        body: OpsResolveSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await resolveOpsOrder(db, requireUser(request), request.params.id, request.body.resolution);
      return ok(null, AlarmMessages.WO_RESOLVED);
    },
  );

  app.post(
    '/sm/alarm/workorder/:id/close',
    {
      config: WORK_ORDER,
      schema: {
        tags: TAGS,
        summary: '关闭工单',
        params: IdParams,
        body: OpsNoteSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await closeOpsOrder(db, requireUser(request), request.params.id, request.body.note);
      return ok(null, AlarmMessages.CLOSED);
    },
  );

  app.get(
    '/sm/workorder/statistics',
    {
      config: WORK_ORDER,
      schema: {
        tags: TAGS,
        summary: '运维工单统计：未完成工单按级别与时长，平均解决时长，分省',
        querystring: OpsStatisticsQuerySchema,
        response: { 200: envelope(OpsStatisticsSchema) },
      },
    },
    async (request) => ok(await opsStatistics(db, requireUser(request), request.query)),
  );

  // ---- Fault scenes ----

  app.get(
    '/sm/fault/scene/list',
    {
      config: SCENE,
      schema: {
        tags: TAGS,
        summary: '故障场景（来源、关键词筛选）',
        querystring: FaultSceneQuerySchema,
        response: { 200: envelope(FaultScenePageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await scenePage(db, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/sm/fault/scene/:id',
    {
      config: SCENE,
      schema: {
        tags: TAGS,
        summary: '故障场景详情',
        params: IdParams,
        response: { 200: envelope(FaultSceneItemSchema) },
      },
    },
    async (request) => ok(await sceneDetail(db, requireUser(request), request.params.id)),
  );

  app.post(
    '/sm/fault/scene',
    {
      config: SCENE,
      schema: {
        tags: TAGS,
        summary: '新建故障场景（全国管理员）',
        body: FaultSceneSaveSchema,
        response: { 200: envelope(FaultSceneItemSchema) },
      },
    },
    async (request) =>
      ok(await saveScene(db, requireUser(request), null, request.body), AlarmMessages.SCENE_SAVED),
  );

  app.put(
    '/sm/fault/scene/:id',
    {
      config: SCENE,
      schema: {
        tags: TAGS,
        summary: '修改故障场景（全国管理员）',
        params: IdParams,
        body: FaultSceneSaveSchema,
        response: { 200: envelope(FaultSceneItemSchema) },
      },
    },
    async (request) =>
      ok(
        await saveScene(db, requireUser(request), request.params.id, request.body),
        AlarmMessages.SCENE_SAVED,
      ),
  );
};
