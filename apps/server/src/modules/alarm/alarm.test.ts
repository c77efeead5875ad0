import {
  AlarmMessages,
  type AlarmRecordDetail,
  type AlarmRecordItem,
  type AlarmRuleItem,
  type FaultSceneItem,
  type OpsStatistics,
  type OpsWorkOrderDetail,
  type OpsWorkOrderItem,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../../app.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { evaluateAlarms } from './alarm-evaluate.js';

const API = '/unionmallmanage';
const MIN = 60_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('alarm centre', () => {
  let t: TestApp;
  let national: string;
  let gd: string;
  let sz: string;
  let customer: string;
  let adminId: number;
  let gdId: number;

  const call = <T>(token: string, method: Method, url: string, payload?: object) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: authed(token),
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
  const db = () => t.database.db;
  const accountId = async (login: string) =>
    Number(
      (
        await db()
          .selectFrom('account')
          .select('id')
          .where('loginAccount', '=', login)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const createRule = async (token: string, rule: object) => {
    const res = await call<{ id: number }>(token, 'POST', '/sm/alarm/rule', {
      severity: 'major',
      beId: '000',
      forSeconds: 0,
      notifyRoles: [],
      notifyAccountIds: [],
      ...rule,
    });
    expect(res.body.message).toBe(AlarmMessages.RULE_CREATED);
    return res.body.result.id;
  };
  const recordsOf = (ruleId: number) =>
    db()
      .selectFrom('alarmRecord')
      .select(['id', 'dedupeKey', 'state', 'targetId', 'targetKind', 'beId'])
      .where('ruleId', '=', ruleId)
      .orderBy('id')
      .execute();
  const detail = async (token: string, id: number) =>
    (await call<AlarmRecordDetail>(token, 'GET', `/sm/alarm/record/${id}`)).body.result;
  /** A firing record of `ruleId` in province `beId`. */
  const firingIn = async (ruleId: number, beId: string) =>
    Number(
      (
        await db()
          .selectFrom('alarmRecord')
          .select('id')
          .where('ruleId', '=', ruleId)
          .where('beId', '=', beId)
          .where('state', '=', 'firing')
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  /** A rule on every private line's latency (the demo's lines run at 6–9 ms). */
  let latencyRule: number;

  beforeAll(async () => {
    t = await createTestApp();
    // The tests drive the evaluation (and keep the device sweeps from moving devices).
    await jobRunnerOf(t.database)!.stop();
    [national, gd, sz, customer] = await Promise.all([
      loginAs(t, 'admin'),
      loginAs(t, 'gd_admin'),
      loginAs(t, 'sz_admin'),
      loginAs(t, 'OCB1000000001'),
    ]);
    adminId = await accountId('admin');
    gdId = await accountId('gd_admin');
    latencyRule = await createRule(national, {
      name: '测试专线时延',
      source: 'lineLatency',
      comparison: 'gt',
      threshold: 1,
      unit: 'ms',
      notifyRoles: ['province_admin'],
    });
  });
  afterAll(() => t.close());

  it('seeds national rules and fault scenes, and no records', async () => {
    const rules = await call<PageResult<AlarmRuleItem>>(
      national,
      'GET',
      '/sm/alarm/rule/list?pageSize=50',
    );
    const sources = rules.body.result.data.map((r) => r.source);
    expect(sources).toEqual(
      expect.arrayContaining(['deviceOffline', 'simUsage', 'lineLatency', 'qodUnavailable']),
    );
    const offline = rules.body.result.data.find((r) => r.source === 'deviceOffline')!;
    expect(offline).toMatchObject({ forSeconds: 300, severity: 'major', beId: '000' });
    const scenes = await call<PageResult<FaultSceneItem>>(national, 'GET', '/sm/fault/scene/list');
    expect(scenes.body.result.total).toBeGreaterThanOrEqual(4);
    const seeded = await db()
      .selectFrom('alarmRecord')
      .select('id')
      .where('ruleId', '<>', latencyRule)
      .execute();
    expect(seeded).toHaveLength(0);
  });

  it('holds a breach pending for the rule’s duration, fires it, and resolves it when it clears', async () => {
    const ruleId = await createRule(national, {
      name: '测试设备离线5分钟',
      source: 'deviceOffline',
      forSeconds: 300,
      notifyAccountIds: [adminId],
    });
    const t0 = new Date();
    const device = await db()
      .updateTable('device')
      .set({ onlineState: 'offline', lastHeartbeatAt: new Date(t0.getTime() - MIN) })
      .where('serial', '=', 'CPE-SZ-0001')
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const mine = async () =>
      (await recordsOf(ruleId)).filter((r) => Number(r.targetId) === Number(device.id));
    const notices = async () =>
      (
        await db()
          .selectFrom('accountNotice')
          .select(['title', 'content', 'link'])
          .where('accountId', '=', adminId)
          .where('category', '=', 'alarm')
          .execute()
      ).filter((n) => n.content.includes('CPE-SZ-0001'));

    await evaluateAlarms(db(), t0, { ruleIds: [ruleId] });
    expect((await mine()).map((r) => r.state)).toEqual(['pending']);
    // Still short of five minutes since the last heartbeat: pending, and one record only.
    await evaluateAlarms(db(), new Date(t0.getTime() + 3 * MIN), { ruleIds: [ruleId] });
    await evaluateAlarms(db(), new Date(t0.getTime() + 3 * MIN + 30_000), { ruleIds: [ruleId] });
    expect((await mine()).map((r) => r.state)).toEqual(['pending']);
    expect(await notices()).toHaveLength(0);

    await evaluateAlarms(db(), new Date(t0.getTime() + 4 * MIN + 1000), { ruleIds: [ruleId] });
    const [fired] = await mine();
    expect(fired!.state).toBe('firing');
    const heard = await notices();
    expect(heard).toHaveLength(1);
    expect(heard[0]!.title).toContain('【重要】测试设备离线5分钟');

    // Back online: resolved by the next evaluation, with the whole history.
    await db()
      .updateTable('device')
      .set({ onlineState: 'online', lastHeartbeatAt: new Date(t0.getTime() + 5 * MIN) })
      .where('id', '=', device.id)
      .execute();
    await evaluateAlarms(db(), new Date(t0.getTime() + 5 * MIN), { ruleIds: [ruleId] });
    const d = await detail(national, Number(fired!.id));
    expect(d.state).toBe('resolved');
    expect(d.events.map((e) => [e.fromState, e.toState])).toEqual([
      [null, 'pending'],
      ['pending', 'firing'],
      ['firing', 'resolved'],
    ]);
    expect(d.events.every((e) => e.operator === '')).toBe(true);
    expect(d.scenes.length).toBeGreaterThan(0);
    expect(d.condition).toBe('设备离线，持续5分');

    // Offline again: a new record, the resolved one left as it was.
    await db()
      .updateTable('device')
      .set({ onlineState: 'offline' })
      .where('id', '=', device.id)
      .execute();
    await evaluateAlarms(db(), new Date(t0.getTime() + 6 * MIN), { ruleIds: [ruleId] });
    expect((await mine()).map((r) => r.state)).toEqual(['resolved', 'pending']);

    // A disabled rule closes what it has open.
    const off = await call(national, 'PATCH', `/sm/alarm/rule/${ruleId}/status`, {
      enabled: false,
    });
    expect(off.body.message).toBe(AlarmMessages.RULE_DISABLED);
    expect((await recordsOf(ruleId)).every((r) => r.state === 'resolved')).toBe(true);
    await evaluateAlarms(db(), new Date(t0.getTime() + 7 * MIN), { ruleIds: [ruleId] });
    expect((await recordsOf(ruleId)).every((r) => r.state === 'resolved')).toBe(true);
  });

  it('opens one record per target however many evaluations run at once', async () => {
    const now = new Date();
    const [a, b] = await Promise.all([
      evaluateAlarms(db(), now, { ruleIds: [latencyRule] }),
      evaluateAlarms(db(), now, { ruleIds: [latencyRule] }),
    ]);
    const lines = await db().selectFrom('privateLine').select('id').execute();
    const records = await recordsOf(latencyRule);
    expect(records).toHaveLength(lines.length);
    expect(new Set(records.map((r) => r.dedupeKey)).size).toBe(lines.length);
    expect(a.pending + b.pending).toBe(lines.length);
    // No for-duration: fired in the pass that found them.
    expect(records.every((r) => r.state === 'firing')).toBe(true);
    await evaluateAlarms(db(), new Date(now.getTime() + MIN), { ruleIds: [latencyRule] });
    expect(await recordsOf(latencyRule)).toHaveLength(lines.length);
    // An unchanged value is not rewritten on every pass, only after five minutes.
    const seenAt = async () =>
      (
        await db()
          .selectFrom('alarmRecord')
          .select('lastSeenAt')
          .where('ruleId', '=', latencyRule)
          .execute()
      ).map((r) => r.lastSeenAt.getTime());
    expect(new Set(await seenAt())).toEqual(new Set([now.getTime()]));
    const later = new Date(now.getTime() + 6 * MIN);
    await evaluateAlarms(db(), later, { ruleIds: [latencyRule] });
    expect(new Set(await seenAt())).toEqual(new Set([later.getTime()]));
    // Every province admin heard of its own province's lines only.
    const gdNotice = await db()
      .selectFrom('accountNotice')
      .select(['content'])
      .where('accountId', '=', gdId)
      .where('title', 'like', '%测试专线时延%')
      .execute();
    expect(gdNotice).toHaveLength(1);
    expect(gdNotice[0]!.content).not.toContain('港区');
  });

  it('acknowledges, resolves and raises work orders, refusing illegal moves', async () => {
    const id = await firingIn(latencyRule, '200');
    const noNote = await call(gd, 'POST', `/sm/alarm/record/${id}/ack`, { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body.message).toContain('请填写确认说明');
    const ack = await call(gd, 'POST', `/sm/alarm/record/${id}/ack`, { note: '已联系传输网核查' });
    expect(ack.body.message).toBe(AlarmMessages.ACKNOWLEDGED);
    const again = await call(gd, 'POST', `/sm/alarm/record/${id}/ack`, { note: '再次确认' });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('告警当前为“已确认”，不能确认');
    const acked = await detail(gd, id);
    expect(acked).toMatchObject({ state: 'acknowledged', ackNote: '已联系传输网核查' });
    expect(acked.events.at(-1)).toMatchObject({
      toState: 'acknowledged',
      note: '已联系传输网核查',
    });
    expect(acked.events.at(-1)!.operator).not.toBe('');

    // Raised as a work order, once.
    const raised = await call<{ id: number; orderNo: string }>(
      gd,
      'POST',
      `/sm/alarm/record/${id}/workorder`,
      { note: '请传输网值班处理' },
    );
    expect(raised.body.message).toBe(AlarmMessages.RAISED);
    expect(raised.body.result.orderNo).toMatch(/^YW\d{14}$/);
    const twice = await call(gd, 'POST', `/sm/alarm/record/${id}/workorder`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(`该告警已转为运维工单${raised.body.result.orderNo}`);
    expect((await detail(gd, id)).workOrderNo).toBe(raised.body.result.orderNo);

    // Resolved by hand, then nothing more.
    const resolved = await call(gd, 'POST', `/sm/alarm/record/${id}/resolve`, { note: '已修复' });
    expect(resolved.body.message).toBe(AlarmMessages.RESOLVED);
    const late = await call(gd, 'POST', `/sm/alarm/record/${id}/resolve`, {});
    expect(late.body.message).toBe('告警当前为“已恢复”，不能恢复');
    const lateAck = await call(gd, 'POST', `/sm/alarm/record/${id}/ack`, { note: '确认' });
    expect(lateAck.body.message).toBe('告警当前为“已恢复”，不能确认');

    // A firing record raised directly is acknowledged by it.
    const other = await firingIn(latencyRule, '571');
    const direct = await call<{ id: number }>(national, 'POST', '/sm/alarm/workorder', {
      alarmId: other,
      assigneeId: adminId,
    });
    expect(direct.body.message).toBe(AlarmMessages.WORK_ORDER_CREATED);
    expect((await detail(national, other)).state).toBe('acknowledged');
  });

  it('runs an operator work order open → processing → resolved → closed with its trail', async () => {
    // The other Guangdong line's alarm (the first one was resolved above).
    const rid = await firingIn(latencyRule, '200');
    const { body } = await call<{ id: number }>(gd, 'POST', `/sm/alarm/record/${rid}/workorder`, {
      title: '南山专线时延升高',
    });
    const id = body.result.id;
    const wo = `/sm/alarm/workorder/${id}`;

    const early = await call(gd, 'POST', `${wo}/resolve`, { resolution: '已处理' });
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('运维工单当前为“待处理”，不能解决');
    expect((await call(gd, 'POST', `${wo}/process`, {})).body.message).toBe(
      AlarmMessages.PROCESSING,
    );
    expect((await call<OpsWorkOrderDetail>(gd, 'GET', wo)).body.result.assigneeId).toBe(gdId);
    const reprocess = await call(gd, 'POST', `${wo}/process`, {});
    expect(reprocess.body.message).toBe('运维工单当前为“处理中”，不能开始处理');

    // Assigned to someone who can see it: the national admin; not to a customer.
    const customerId = await accountId('OCB1000000001');
    const bad = await call(gd, 'POST', `${wo}/assign`, { assigneeId: customerId });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(AlarmMessages.ASSIGNEE_INVALID);
    const assigned = await call(gd, 'POST', `${wo}/assign`, {
      assigneeId: adminId,
      note: '升级到集团',
    });
    expect(assigned.body.message).toBe(AlarmMessages.ASSIGNED);
    const told = await db()
      .selectFrom('accountNotice')
      .select('link')
      .where('accountId', '=', adminId)
      .where('link', '=', `/admin/alarm/workorder/detail/${id}`)
      .execute();
    expect(told).toHaveLength(1);

    const empty = await call(gd, 'POST', `${wo}/resolve`, { resolution: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toContain('请填写处理结果');
    expect(
      (await call(national, 'POST', `${wo}/resolve`, { resolution: '传输链路已切换至备用路由' }))
        .body.message,
    ).toBe(AlarmMessages.WO_RESOLVED);
    expect((await call(gd, 'POST', `${wo}/close`, { note: '客户确认恢复' })).body.message).toBe(
      AlarmMessages.CLOSED,
    );
    const closedAgain = await call(gd, 'POST', `${wo}/close`, {});
    expect(closedAgain.body.message).toBe('运维工单当前为“已关闭”，不能关闭');

    const d = (await call<OpsWorkOrderDetail>(gd, 'GET', wo)).body.result;
    expect(d).toMatchObject({
      state: 'closed',
      source: 'alarm',
      title: '南山专线时延升高',
      resolution: '传输链路已切换至备用路由',
      alarmId: rid,
    });
    expect(d.events.map((e) => [e.action, e.toState])).toEqual([
      ['create', 'open'],
      ['process', 'processing'],
      ['assign', 'processing'],
      ['resolve', 'resolved'],
      ['close', 'closed'],
    ]);

    const stats = (await call<OpsStatistics>(national, 'GET', '/sm/workorder/statistics')).body
      .result;
    expect(stats.resolved).toBeGreaterThanOrEqual(1);
    expect(stats.mttrMinutes).not.toBeNull();
    expect(stats.provinces.map((p) => p.beId)).toEqual(expect.arrayContaining(['200', '571']));
    expect(stats.openByAge.map((a) => a.bucket)).toEqual([
      'lt1h',
      'h1to4',
      'h4to24',
      'd1to3',
      'gt3d',
    ]);
    const gdStats = (await call<OpsStatistics>(gd, 'GET', '/sm/workorder/statistics')).body.result;
    expect(gdStats.provinces.map((p) => p.beId)).toEqual(['200']);
  });

  it('turns a customer work order into an operator work order once', async () => {
    const opened = await call<{ id: number }>(customer, 'POST', '/user/workOrder', {
      category: 'network',
      priority: 2,
      title: '专线访问数据中心很慢',
      description: '工厂到南山数据中心的专线今天下午起访问明显变慢，影响MES系统。',
    });
    const cw = await db()
      .selectFrom('workOrder')
      .select(['orderNo'])
      .where('id', '=', opened.body.result.id)
      .executeTakeFirstOrThrow();
    const created = await call<{ id: number }>(gd, 'POST', '/sm/alarm/workorder', {
      customerWorkOrder: cw.orderNo,
    });
    expect(created.body.message).toBe(AlarmMessages.WORK_ORDER_CREATED);
    const d = (
      await call<OpsWorkOrderDetail>(gd, 'GET', `/sm/alarm/workorder/${created.body.result.id}`)
    ).body.result;
    expect(d).toMatchObject({
      source: 'customer',
      severity: 'major',
      customerWorkOrderNo: cw.orderNo,
      beId: '200',
    });
    const dup = await call(gd, 'POST', '/sm/alarm/workorder', {
      customerWorkOrder: String(opened.body.result.id),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toContain('该客户工单已有未完成的运维工单');
    const missing = await call(gd, 'POST', '/sm/alarm/workorder', {
      customerWorkOrder: 'GD20990101000001',
    });
    expect(missing.body.message).toBe(AlarmMessages.CUSTOMER_ORDER_NOT_FOUND);

    const list = await call<PageResult<OpsWorkOrderItem>>(
      gd,
      'GET',
      '/sm/alarm/workorder/list?source=customer&state=unfinished',
    );
    expect(list.body.result.data.some((w) => w.customerWorkOrderNo === cw.orderNo)).toBe(true);
  });

  it('keeps each province to its own alarms, work orders and rules', async () => {
    const zj = Number(
      (
        await db()
          .selectFrom('alarmRecord')
          .select('id')
          .where('ruleId', '=', latencyRule)
          .where('beId', '=', '571')
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect((await call(gd, 'GET', `/sm/alarm/record/${zj}`)).statusCode).toBe(403);
    expect(
      (await call(gd, 'POST', `/sm/alarm/record/${zj}/ack`, { note: '看看' })).statusCode,
    ).toBe(403);
    expect((await call(gd, 'POST', `/sm/alarm/record/${zj}/resolve`, {})).statusCode).toBe(403);
    expect((await call(gd, 'POST', `/sm/alarm/record/${zj}/workorder`, {})).statusCode).toBe(403);
    const gdList = await call<PageResult<AlarmRecordItem>>(
      gd,
      'GET',
      '/sm/alarm/record/list?pageSize=50',
    );
    expect(gdList.body.result.total).toBeGreaterThan(0);
    expect(gdList.body.result.data.every((r) => r.beId === '200')).toBe(true);
    const zjFilter = await call<PageResult<AlarmRecordItem>>(
      gd,
      'GET',
      '/sm/alarm/record/list?beId=571',
    );
    expect(zjFilter.body.result.total).toBe(0);
    const all = await call<PageResult<AlarmRecordItem>>(
      national,
      'GET',
      '/sm/alarm/record/list?beId=571&source=lineLatency',
    );
    expect(all.body.result.data.map((r) => r.id)).toContain(zj);
    // A city administrator sees its own city only.
    const szList = await call<PageResult<AlarmRecordItem>>(
      sz,
      'GET',
      '/sm/alarm/record/list?pageSize=50',
    );
    expect(szList.body.result.data.every((r) => r.areaCode === '755')).toBe(true);

    // The Zhejiang work order is out of reach too.
    const zjOrder = await db()
      .selectFrom('opsWorkOrder')
      .select('id')
      .where('beId', '=', '571')
      .executeTakeFirstOrThrow();
    expect((await call(gd, 'GET', `/sm/alarm/workorder/${zjOrder.id}`)).statusCode).toBe(403);
    expect((await call(gd, 'POST', `/sm/alarm/workorder/${zjOrder.id}/close`, {})).statusCode).toBe(
      403,
    );
    const orders = await call<PageResult<OpsWorkOrderItem>>(
      gd,
      'GET',
      '/sm/alarm/workorder/list?pageSize=50',
    );
    expect(orders.body.result.data.every((w) => w.beId === '200')).toBe(true);

    // A customer holds none of the alarm centre's menus.
    expect((await call(customer, 'GET', '/sm/alarm/record/list')).statusCode).toBe(403);
    expect((await call(customer, 'GET', `/sm/alarm/record/${zj}`)).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/sm/alarm/workorder/list')).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/sm/workorder/statistics')).statusCode).toBe(403);

    // Rules: the national ones read-only, the province's own writable.
    const rules = await call<PageResult<AlarmRuleItem>>(
      gd,
      'GET',
      '/sm/alarm/rule/list?pageSize=50',
    );
    expect(rules.body.result.data.every((r) => r.beId === '000' || r.beId === '200')).toBe(true);
    const nationalRule = rules.body.result.data.find((r) => r.beId === '000')!;
    expect(nationalRule.editable).toBe(false);
    const edit = await call(gd, 'PUT', `/sm/alarm/rule/${nationalRule.id}`, {
      name: nationalRule.name,
      source: nationalRule.source,
      comparison: nationalRule.comparison,
      threshold: nationalRule.threshold,
      unit: nationalRule.unit,
      forSeconds: 60,
      severity: nationalRule.severity,
      beId: '000',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.body.message).toBe(AlarmMessages.RULE_NATIONAL_READ_ONLY);
    expect((await call(gd, 'DELETE', `/sm/alarm/rule/${nationalRule.id}`)).body.message).toBe(
      AlarmMessages.RULE_NATIONAL_READ_ONLY,
    );
    const rule = {
      name: '浙江专线时延',
      source: 'lineLatency',
      threshold: 30,
      unit: 'ms',
      forSeconds: 60,
      severity: 'minor',
    };
    const foreign = await call(gd, 'POST', '/sm/alarm/rule', { ...rule, beId: '571' });
    expect(foreign.body.message).toBe(AlarmMessages.RULE_OTHER_PROVINCE);
    const city = await call(sz, 'POST', '/sm/alarm/rule', { ...rule, beId: '200' });
    expect(city.body.message).toBe(AlarmMessages.RULE_CITY_READ_ONLY);
    const own = await call<{ id: number }>(gd, 'POST', '/sm/alarm/rule', {
      ...rule,
      name: '广东专线时延',
      beId: '200',
      notifyAccountIds: [gdId],
    });
    expect(own.body.message).toBe(AlarmMessages.RULE_CREATED);
    const taken = await call(gd, 'POST', '/sm/alarm/rule', {
      ...rule,
      name: '广东专线时延',
      beId: '200',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe(AlarmMessages.RULE_NAME_TAKEN);
    // Its evaluation watches Guangdong only.
    const ran = await call<{ breaches: number }>(
      gd,
      'POST',
      `/sm/alarm/rule/${own.body.result.id}/evaluate`,
    );
    expect(ran.statusCode).toBe(200);
    expect((await recordsOf(own.body.result.id)).every((r) => r.beId === '200')).toBe(true);
    expect((await call(gd, 'DELETE', `/sm/alarm/rule/${own.body.result.id}`)).body.message).toBe(
      AlarmMessages.RULE_REMOVED,
    );
    // A Zhejiang administrator's account cannot be named on a Guangdong rule.
    const zjReceiver = await call(national, 'POST', '/sm/alarm/rule', {
      ...rule,
      name: '广东专线时延2',
      beId: '200',
      notifyAccountIds: [await accountId('OCB1000000002')],
    });
    expect(zjReceiver.body.message).toBe(AlarmMessages.RECEIVER_INVALID);

    // Fault scenes are the national administrators' to write.
    const scene = {
      name: '专线光缆中断',
      source: 'lineLatency',
      description: '施工挖断光缆导致专线中断或绕行。',
      steps: ['核对传输网告警', '联系线路维护抢修'],
    };
    expect((await call(gd, 'POST', '/sm/fault/scene', scene)).body.message).toBe(
      AlarmMessages.SCENE_NATIONAL_ONLY,
    );
    const saved = await call<FaultSceneItem>(national, 'POST', '/sm/fault/scene', scene);
    expect(saved.body.message).toBe(AlarmMessages.SCENE_SAVED);
    const renamed = await call<FaultSceneItem>(
      national,
      'PUT',
      `/sm/fault/scene/${saved.body.result.id}`,
      { ...scene, steps: ['核对传输网告警'] },
    );
    expect(renamed.body.result.steps).toEqual(['核对传输网告警']);
    expect((await call(national, 'POST', '/sm/fault/scene', scene)).body.message).toBe(
      AlarmMessages.SCENE_NAME_TAKEN,
    );
  });

  it('refuses bad input with Chinese messages and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('alarmRule')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const base = {
      name: '流量告警',
      source: 'simUsage',
      forSeconds: 0,
      severity: 'minor',
      beId: '000',
    };
    const post = (body: object) => call(national, 'POST', '/sm/alarm/rule', body);
    expect((await post({ ...base, threshold: 80 })).body.message).toContain('请选择阈值单位');
    expect((await post({ ...base, threshold: 5000, unit: 'percent' })).body.message).toContain(
      '百分比阈值不能超过1000',
    );
    expect((await post({ ...base, unit: 'ms', threshold: 10 })).body.message).toContain(
      '请选择阈值单位',
    );
    expect((await post({ ...base, unit: 'gb', threshold: 5, name: ' ' })).body.message).toContain(
      '请输入规则名称',
    );
    expect(
      (await post({ ...base, unit: 'gb', threshold: 5, forSeconds: -1 })).body.message,
    ).toContain('持续时间不能小于0');
    expect((await post({ ...base, unit: 'gb', threshold: 5, beId: '999' })).body.message).toContain(
      '请选择适用范围',
    );
    expect((await post({ ...base, unit: 'gb', threshold: 5, severity: 'huge' })).statusCode).toBe(
      400,
    );
    expect(await count()).toBe(before);

    const badState = await call(national, 'GET', '/sm/alarm/record/list?state=burning');
    expect(badState.statusCode).toBe(400);
    const neither = await call(national, 'POST', '/sm/alarm/workorder', {});
    expect(neither.body.message).toContain('请输入客户工单编号（GD开头）或ID');
    const notFound = await call(national, 'GET', '/sm/alarm/record/999999');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body.message).toBe(AlarmMessages.RECORD_NOT_FOUND);
    const badDate = await call(national, 'GET', '/sm/workorder/statistics?dateFrom=2026-13');
    expect(badDate.statusCode).toBe(400);
  });
});
