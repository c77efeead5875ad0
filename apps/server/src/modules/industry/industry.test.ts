import {
  INDUSTRY_EXAMPLE_METRICS,
  INDUSTRY_REPORT_PATH,
  industryReportExample,
  IndustryMessages,
  type IndustryAlarmBrief,
  type IndustryDevice,
  type IndustryDeviceCreated,
  type IndustryDeviceData,
  type IndustryLink,
  type IndustryOverview,
  type IndustryProbe,
  type IndustrySeries,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { jobRunnerOf } from '../../app.js';
import { evaluateAlarms } from '../alarm/alarm-evaluate.js';
import { deviceAuthorization } from '../device/device-gateway.service.js';
import { visitorToken } from '../sms/sms.test-support.js';
import { runDueProbes, sweepIndustryOffline } from './industry-probe.js';

const API = '/unionmallmanage';

describe('industry terminals and monitoring', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let visitor: string;
  let created: IndustryDeviceCreated;

  const call = <T = unknown>(
    method: 'GET' | 'POST',
    token: string,
    url: string,
    payload?: object,
  ) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: authed(token),
      ...(payload ? { payload } : {}),
    });
  const get = <T = unknown>(token: string, url: string) => call<T>('GET', token, url);
  const post = <T = unknown>(token: string, url: string, payload: object = {}) =>
    call<T>('POST', token, url, payload);
  const report = (payload: unknown, headers: Record<string, string>) =>
    t.call<{ accepted: number }>({
      method: 'POST',
      url: `${API}${INDUSTRY_REPORT_PATH}`,
      headers,
      payload: payload as object,
    });
  const auth = () => ({
    authorization: deviceAuthorization(created.device.deviceKey, created.secret),
  });
  const points = async (deviceId: number) =>
    Number(
      (
        await t.database.db
          .selectFrom('industryDataPoint')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('deviceId', '=', deviceId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    jobRunnerOf(t.database)?.stop();
    tokenA = await loginAs(t, 'OCB1000000001');
    tokenB = await loginAs(t, 'OCB1000000002');
    visitor = await visitorToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers a terminal, shows its secret once and keeps only its hash', async () => {
    const res = await post<IndustryDeviceCreated>(tokenA, '/industry/v1/device/add', {
      name: '测试温湿度传感器',
      category: 'env',
      productKey: 'ENV-TEST',
      site: '测试车间',
      reportIntervalS: 60,
      metrics: INDUSTRY_EXAMPLE_METRICS,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(IndustryMessages.CREATED);
    created = res.body.result;
    expect(created.secret.length).toBeGreaterThanOrEqual(40);
    expect(created.device.onlineState).toBe('inactive');
    const row = await t.database.db
      .selectFrom('industryDevice')
      .select('credentialHash')
      .where('id', '=', created.device.id)
      .executeTakeFirstOrThrow();
    expect(row.credentialHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.credentialHash).not.toContain(created.secret);
    const detail = await get<IndustryDevice & { secret?: string }>(
      tokenA,
      `/industry/v1/device/detail?id=${created.device.id}`,
    );
    expect(detail.body.result.secret).toBeUndefined();

    // Bad input: a clear message, nothing stored.
    const before = await t.database.db
      .selectFrom('industryDevice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await post(tokenA, '/industry/v1/device/add', {
      name: '',
      category: 'env',
      productKey: 'ENV-TEST',
      metrics: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/请输入终端名称|至少定义一个指标/);
    const dup = await post(tokenA, '/industry/v1/device/add', {
      name: '测试温湿度传感器',
      category: 'env',
      productKey: 'ENV-TEST',
      metrics: INDUSTRY_EXAMPLE_METRICS,
    });
    expect(dup.body.message).toBe(IndustryMessages.NAME_TAKEN);
    const after = await t.database.db
      .selectFrom('industryDevice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps each enterprise to its own terminals', async () => {
    const listB = await get<PageResult<IndustryDevice>>(
      tokenB,
      '/industry/v1/device/list?pageSize=50',
    );
    expect(listB.statusCode).toBe(200);
    expect(listB.body.result.data.length).toBeGreaterThan(0);
    expect(listB.body.result.data.map((d) => d.id)).not.toContain(created.device.id);
    const detailB = await get(tokenB, `/industry/v1/device/detail?id=${created.device.id}`);
    expect(detailB.statusCode).toBe(404);
    const dataB = await get(tokenB, `/industry/v1/device/data?id=${created.device.id}`);
    expect(dataB.statusCode).toBe(404);
    const delB = await post(tokenB, '/industry/v1/device/delete', { id: created.device.id });
    expect(delB.statusCode).toBe(404);
    const listA = await get<PageResult<IndustryDevice>>(
      tokenA,
      '/industry/v1/device/list?keyword=测试温湿度',
    );
    expect(listA.body.result.data.map((d) => d.id)).toEqual([created.device.id]);
    const linksB = await get<PageResult<IndustryLink>>(
      tokenB,
      '/industry/v1/link/list?pageSize=50',
    );
    const linksA = await get<PageResult<IndustryLink>>(
      tokenA,
      '/industry/v1/link/list?pageSize=50',
    );
    const idsA = new Set(linksA.body.result.data.map((l) => l.id));
    expect(linksB.body.result.data.some((l) => idsA.has(l.id))).toBe(false);
    const seriesB = await get(
      tokenB,
      `/industry/v1/link/series?id=${linksA.body.result.data[0]!.id}`,
    );
    expect(seriesB.statusCode).toBe(404);
  });

  it('refuses reports without a good credential, and from a user session', async () => {
    const example = industryReportExample(new Date());
    expect((await report(example, {})).statusCode).toBe(401);
    const wrong = await report(example, {
      authorization: deviceAuthorization(created.device.deviceKey, 'x'.repeat(43)),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body.message).toBe('设备凭证无效');
    const user = await report(example, { ...auth(), ...authed(tokenA) });
    expect(user.statusCode).toBe(401);
    expect(user.body.message).toBe('设备接口不接受用户令牌');
    expect(await points(created.device.id)).toBe(0);
  });

  it('refuses bad payloads with a clear message and stores nothing', async () => {
    const now = Date.now();
    const cases: [unknown, RegExp][] = [
      [{}, /数据点/],
      [{ points: [] }, /至少上报一个数据点/],
      [{ points: [{ values: { temperature: '23' } }] }, /指标值必须是数字/],
      [{ points: [{ values: {} }] }, /至少包含一个指标值/],
      [{ points: [{ values: { pressure: 1 } }] }, /未定义的指标：pressure/],
      [{ points: [{ ts: now + 3_600_000, values: { temperature: 1 } }] }, /晚于服务器时间/],
      [{ points: [{ ts: now - 30 * 86_400_000, values: { temperature: 1 } }] }, /早于7天前/],
      [{ points: [{ ts: '昨天', values: { temperature: 1 } }] }, /ISO 8601/],
    ];
    for (const [payload, message] of cases) {
      const res = await report(payload, auth());
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await points(created.device.id)).toBe(0);
  });

  it("accepts exactly the guide's example and shows it online with its latest values", async () => {
    const example = industryReportExample(new Date());
    const res = await report(example, auth());
    expect(res.statusCode).toBe(200);
    expect(res.body.result.accepted).toBe(4);
    // The same batch again replaces, never duplicates.
    await report(example, auth());
    expect(await points(created.device.id)).toBe(4);
    const detail = await get<IndustryDevice>(
      tokenA,
      `/industry/v1/device/detail?id=${created.device.id}`,
    );
    expect(detail.body.result.onlineState).toBe('online');
    expect(detail.body.result.lastValues).toEqual({ temperature: 23.8, humidity: 58 });
    const data = await get<IndustryDeviceData>(
      tokenA,
      `/industry/v1/device/data?id=${created.device.id}&range=24h`,
    );
    expect(data.body.result.rawPoints).toBe(4);
    expect(data.body.result.series.map((s) => s.key)).toEqual(['temperature', 'humidity']);

    // Silent for more than three intervals: offline.
    await sweepIndustryOffline(t.database.db, new Date(Date.now() + 4 * 60_000));
    const later = await get<IndustryDevice>(
      tokenA,
      `/industry/v1/device/detail?id=${created.device.id}`,
    );
    expect(later.body.result.onlineState).toBe('offline');
  });

  it('buckets the chart in the database exactly as SQL averages the raw points', async () => {
    const db = t.database.db;
    const id = created.device.id;
    // Two days of points every 20 seconds for both metrics.
    await sql`
      insert into industry_data_point (device_id, ts, metric, value)
      select ${id}::bigint, g.ts, m.metric, (extract(epoch from g.ts)::bigint % 97) + m.off
      from generate_series(now() - interval '2 days', now() - interval '10 minutes', interval '20 seconds') g(ts)
      cross join (values ('temperature', 0), ('humidity', 50)) m(metric, off)
      on conflict do nothing`.execute(db);
    for (const range of ['24h', '7d'] as const) {
      const res = await get<IndustryDeviceData>(
        tokenA,
        `/industry/v1/device/data?id=${id}&range=${range}`,
      );
      expect(res.statusCode).toBe(200);
      const data = res.body.result;
      const b = data.bucketSeconds;
      const expected = await sql<{ metric: string; t: number; avg: number; n: number }>`
        select metric, (floor(extract(epoch from ts) / ${b}) * ${b} * 1000)::float8 as t,
          avg(value)::float8 as avg, count(*)::int as n
        from industry_data_point
        where device_id = ${id} and ts >= ${data.from}::timestamptz and ts < ${data.to}::timestamptz
        group by 1, 2 order by 1, 2`.execute(db);
      const temp = data.series.find((s) => s.key === 'temperature')!;
      const want = expected.rows.filter((r) => r.metric === 'temperature');
      expect(temp.points.length).toBe(want.length);
      expect(temp.points.length).toBeLessThanOrEqual(range === '24h' ? 289 : 169);
      temp.points.forEach((p, i) => {
        expect(p[0]).toBe(Number(want[i]!.t));
        expect(p[1]).toBeCloseTo(Number(want[i]!.avg), 2);
      });
      expect(data.rawPoints).toBe(expected.rows.reduce((n, r) => n + Number(r.n), 0));
    }
  });

  it('measures links on schedule and raises an alarm when a link passes its target', async () => {
    const db = t.database.db;
    const link = await post<{ id: number }>(tokenA, '/industry/v1/link/add', {
      name: '测试链路',
      site: '测试车间',
      dnn: 'test.gd',
      slice: 'URLLC 01-000999',
      // Any measurement passes a 1 ms target.
      latencyTargetMs: 1,
      lossTargetPct: 100,
    });
    expect(link.statusCode).toBe(200);
    const probe = await post<{ id: number }>(tokenA, '/industry/v1/probe/add', {
      name: '测试链路探针',
      targetKind: 'link',
      targetId: link.body.result.id,
      intervalS: 60,
    });
    expect(probe.statusCode).toBe(200);
    // B cannot aim a probe at A's link.
    const foreign = await post(tokenB, '/industry/v1/probe/add', {
      name: '越权探针',
      targetKind: 'link',
      targetId: link.body.result.id,
    });
    expect(foreign.body.message).toBe(IndustryMessages.PROBE_TARGET_NOT_FOUND);

    const now = new Date(Date.now() + 1000);
    expect(await runDueProbes(db, now)).toBeGreaterThan(0);
    // Not due again until its interval has passed.
    const again = await db
      .selectFrom('industryMeasurement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('targetKind', '=', 'link')
      .where('targetId', '=', link.body.result.id)
      .executeTakeFirstOrThrow();
    expect(Number(again.n)).toBe(1);
    await runDueProbes(db, new Date(now.getTime() + 1000));
    const stillOne = await db
      .selectFrom('industryMeasurement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('targetId', '=', link.body.result.id)
      .where('targetKind', '=', 'link')
      .executeTakeFirstOrThrow();
    expect(Number(stillOne.n)).toBe(1);
    const probes = await get<PageResult<IndustryProbe>>(
      tokenA,
      '/industry/v1/probe/list?keyword=测试链路探针',
    );
    expect(probes.body.result.data[0]!.lastOk).toBe(false);
    expect(probes.body.result.data[0]!.lastResult).toMatch(/^时延 [\d.]+ms，丢包 [\d.]+%$/);

    const rule = await db
      .selectFrom('alarmRule')
      .select(['id', 'forSeconds'])
      .where('source', '=', 'linkLatency')
      .executeTakeFirstOrThrow();
    await evaluateAlarms(db, new Date(now.getTime() + 2000), { ruleIds: [rule.id] });
    await evaluateAlarms(db, new Date(now.getTime() + 2000 + (rule.forSeconds + 1) * 1000), {
      ruleIds: [rule.id],
    });
    const record = await db
      .selectFrom('alarmRecord')
      .select(['state', 'value', 'customerId'])
      .where('ruleId', '=', rule.id)
      .where('targetKind', '=', 'link')
      .where('targetId', '=', link.body.result.id)
      .executeTakeFirstOrThrow();
    expect(record.state).toBe('firing');
    expect(record.value).toBeGreaterThan(100);

    const alarmsA = await get<IndustryAlarmBrief[]>(tokenA, '/industry/v1/alarms?kind=link');
    expect(alarmsA.body.result.some((a) => a.targetId === link.body.result.id)).toBe(true);
    const alarmsB = await get<IndustryAlarmBrief[]>(tokenB, '/industry/v1/alarms?kind=link');
    expect(alarmsB.body.result.some((a) => a.targetId === link.body.result.id)).toBe(false);
    const series = await get<IndustrySeries>(
      tokenA,
      `/industry/v1/link/series?id=${link.body.result.id}&range=24h`,
    );
    expect(series.body.result.points.length).toBe(1);
    expect(series.body.result.alarms.length).toBe(1);

    // A link still probed cannot be deleted.
    const del = await post(tokenA, '/industry/v1/link/delete', { id: link.body.result.id });
    expect(del.body.message).toBe(IndustryMessages.LINK_IN_USE);
  });

  it('shows the overview and the demo links measured over the week', async () => {
    const res = await get<IndustryOverview>(tokenA, '/industry/v1/overview');
    expect(res.statusCode).toBe(200);
    const o = res.body.result;
    expect(o.devices.total).toBeGreaterThan(0);
    expect(o.devices.online + o.devices.offline + o.devices.inactive).toBe(o.devices.total);
    expect(o.links.length).toBeGreaterThan(0);
    const week = await get<IndustrySeries>(
      tokenA,
      `/industry/v1/link/series?id=${o.links[0]!.id}&range=7d`,
    );
    expect(week.body.result.points.length).toBeGreaterThan(100);
  });

  it('lets visitors read the demo enterprise and refuses their writes', async () => {
    const list = await get<PageResult<IndustryDevice>>(visitor, '/industry/v1/device/list');
    expect(list.statusCode).toBe(200);
    expect(list.body.result.total).toBeGreaterThan(0);
    expect(list.body.result.data.map((d) => d.id)).not.toContain(created.device.id);
    expect((await get(visitor, '/industry/v1/overview')).statusCode).toBe(200);
    for (const [url, body] of [
      [
        '/industry/v1/device/add',
        { name: 'x', category: 'env', productKey: 'ENV-TEST', metrics: INDUSTRY_EXAMPLE_METRICS },
      ],
      ['/industry/v1/device/delete', { id: list.body.result.data[0]!.id }],
      ['/industry/v1/link/add', {}],
      ['/industry/v1/probe/delete', { id: 1 }],
    ] as const) {
      const res = await post(visitor, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.body.message).toBe(IndustryMessages.VISITOR_READ_ONLY);
    }
  });

  it('adds, renames and deletes an application of the enterprise’s own, refusing a taken name and another enterprise', async () => {
    const app = {
      name: '测试应用',
      host: '10.1.2.3',
      port: 8080,
      protocol: 'HTTP',
      responseTargetMs: 200,
    };
    const added = await post<{ id: number }>(tokenA, '/industry/v1/application/add', app);
    expect(added.body.message).toBe(IndustryMessages.SAVED);
    const id = added.body.result.id;
    const twice = await post(tokenA, '/industry/v1/application/add', app);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(IndustryMessages.APP_NAME_TAKEN);
    const renamed = await post(tokenA, '/industry/v1/application/update', {
      ...app,
      id,
      name: '测试应用二',
    });
    expect(renamed.body.result).toEqual({ id });
    const list = await get<{ data: { id: number; name: string }[] }>(
      tokenA,
      '/industry/v1/application/list?page=1&pageSize=50',
    );
    expect(list.body.result.data.find((a) => a.id === id)?.name).toBe('测试应用二');
    // Another enterprise's row is not there for B, to edit or delete.
    const foreign = await post(tokenB, '/industry/v1/application/update', { ...app, id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe(IndustryMessages.APP_NOT_FOUND);
    expect((await post(tokenB, '/industry/v1/application/delete', { id })).statusCode).toBe(404);
    const gone = await post(tokenA, '/industry/v1/application/delete', { id });
    expect(gone.body.message).toBe(IndustryMessages.REMOVED);
    const again = await post(tokenA, '/industry/v1/application/update', { ...app, id });
    expect(again.body.message).toBe(IndustryMessages.APP_NOT_FOUND);
  });

  it('deletes a terminal with its data, and its credential stops working', async () => {
    const del = await post(tokenA, '/industry/v1/device/delete', { id: created.device.id });
    expect(del.statusCode).toBe(200);
    expect(await points(created.device.id)).toBe(0);
    const res = await report(industryReportExample(new Date()), auth());
    expect(res.statusCode).toBe(401);
  });
});
