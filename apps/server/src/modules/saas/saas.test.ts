import {
  DeviceMessages,
  ECO_CATEGORIES,
  Messages,
  SaasMessages,
  type ClientDetail,
  type DevicePage,
  type EcoDetail,
  type EcoItem,
  type EcoRequest,
  type ModelDetail,
  type ModelItem,
  type PageResult,
  type SaasClient,
  type SaasDeviceBrief,
  type SaasOverview,
  type SaasStatistic,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantExportPermission, readSheet } from '../../../test/export-support.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { jobRunnerOf } from '../../app.js';
import { visitorToken } from '../sms/sms.test-support.js';

const API = '/unionmallmanage';

describe('设备管理 screens (saas/v1)', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let gd: string;
  let admin: string;
  let visitor: string;
  let customerA: number;
  let customerB: number;

  const db = () => t.database.db;
  const get = <T = unknown>(token: string, url: string) =>
    t.call<T>({ method: 'GET', url: `${API}${url}`, headers: authed(token) });
  const post = <T = unknown>(token: string, url: string, payload: object) =>
    t.call<T>({ method: 'POST', url: `${API}${url}`, headers: authed(token), payload });
  const customerId = async (custCode: string) =>
    (
      await db()
        .selectFrom('enterpriseCustomer')
        .select('id')
        .where('custCode', '=', custCode)
        .executeTakeFirstOrThrow()
    ).id;
  /** Devices of a customer by SQL, with their model. */
  const devicesOf = (customer: number) =>
    db()
      .selectFrom('device as d')
      .innerJoin('deviceModel as m', 'm.id', 'd.modelId')
      .select([
        'd.id',
        'd.serial',
        'd.kind',
        'd.modelId',
        'd.firmware',
        'd.onlineState',
        'd.beId',
        'm.vendor',
        'm.latestFirmware',
      ])
      .where('d.customerId', '=', customer)
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    await jobRunnerOf(t.database)!.stop();
    [tokenA, tokenB, gd, admin, visitor] = await Promise.all([
      loginAs(t, 'OCB1000000001'),
      loginAs(t, 'OCB1000000002'),
      loginAs(t, 'gd_admin'),
      loginAs(t, 'admin'),
      visitorToken(t),
    ]);
    customerA = await customerId('C2000755000001');
    customerB = await customerId('C5710571000001');
    // Give the spread something to show: one of A's gateways on an older firmware, one unreported.
    const [first, second] = (await devicesOf(customerA)).filter((d) => d.kind === 'cpe');
    await db()
      .updateTable('device')
      .set({ firmware: 'V0.1-old' })
      .where('id', '=', first!.id)
      .execute();
    await db().updateTable('device').set({ firmware: '' }).where('id', '=', second!.id).execute();
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('overview and vendor statistics', () => {
    it('counts only the caller’s devices, by kind, model and firmware standing', async () => {
      for (const [token, customer] of [
        [tokenA, customerA],
        [tokenB, customerB],
      ] as const) {
        const res = await get<SaasOverview>(token, '/saas/v1/overview');
        expect(res.statusCode).toBe(200);
        const o = res.body.result;
        const mine = await devicesOf(customer);
        expect(o.devices.total).toBe(mine.length);
        expect(o.devices.online).toBe(mine.filter((d) => d.onlineState === 'online').length);
        expect(o.byKind.find((k) => k.kind === 'multiSim')!.total).toBe(
          mine.filter((d) => d.kind === 'multiSim').length,
        );
        const lagging = mine.filter((d) => d.firmware !== '' && d.firmware !== d.latestFirmware);
        expect(o.firmware.lagging).toBe(lagging.length);
        expect(o.firmware.unknown).toBe(mine.filter((d) => d.firmware === '').length);
        expect(o.byModel.reduce((a, m) => a + m.total, 0)).toBe(mine.length);
        const clients = await db()
          .selectFrom('deviceClient')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customerId', '=', customer)
          .executeTakeFirstOrThrow();
        expect(o.clients.total).toBe(Number(clients.n));
      }
      const a = (await get<SaasOverview>(tokenA, '/saas/v1/overview')).body.result;
      expect(a.firmware.lagging).toBeGreaterThanOrEqual(1);
      expect(a.firmware.unknown).toBeGreaterThanOrEqual(1);
    });

    it('gives a province administrator only its province and a visitor the demo enterprise', async () => {
      const o = (await get<SaasOverview>(gd, '/saas/v1/overview')).body.result;
      const inGd = await db()
        .selectFrom('device')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('beId', '=', '200')
        .executeTakeFirstOrThrow();
      expect(o.devices.total).toBe(Number(inGd.n));
      const all = await db()
        .selectFrom('device')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(o.devices.total).toBeLessThan(Number(all.n));
      const demo = (await get<SaasOverview>(visitor, '/saas/v1/overview')).body.result;
      expect(demo.devices.total).toBe((await devicesOf(await customerId('C0000000000001'))).length);
    });

    it('states per vendor devices, online rate and devices added per month', async () => {
      const res = await get<SaasStatistic>(tokenA, '/saas/v1/statistic?kind=cpe');
      expect(res.statusCode).toBe(200);
      const s = res.body.result;
      const mine = (await devicesOf(customerA)).filter((d) => d.kind === 'cpe');
      for (const v of s.vendors) {
        const of = mine.filter((d) => d.vendor === v.vendor);
        expect(v.devices, v.vendor).toBe(of.length);
        expect(v.online).toBe(of.filter((d) => d.onlineState === 'online').length);
      }
      expect(s.vendors.reduce((a, v) => a + v.devices, 0)).toBe(mine.length);
      expect(s.months).toHaveLength(12);
      expect(s.added.reduce((a, v) => a + v.counts.reduce((x, y) => x + y, 0), 0)).toBe(
        mine.length,
      );
      expect(s.versions.reduce((a, v) => a + v.devices, 0)).toBe(mine.length);
      // National administrators choose a province; a customer filtering another province sees nothing.
      const zj = (await get<SaasStatistic>(admin, '/saas/v1/statistic?beId=571')).body.result;
      const inZj = await db()
        .selectFrom('device')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('beId', '=', '571')
        .executeTakeFirstOrThrow();
      expect(zj.vendors.reduce((a, v) => a + v.devices, 0)).toBe(Number(inZj.n));
      const none = (await get<SaasStatistic>(tokenA, '/saas/v1/statistic?beId=571')).body.result;
      expect(none.vendors.reduce((a, v) => a + v.devices, 0)).toBe(0);
      const bad = await get(tokenA, '/saas/v1/statistic?kind=phone');
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('设备类型不正确');
    });
  });

  describe('vendors and models', () => {
    it('lists models with the caller’s device counts and filters by vendor, kind, keyword', async () => {
      const pageA = (await get<PageResult<ModelItem>>(tokenA, '/saas/v1/model/list?pageSize=50'))
        .body.result;
      const pageB = (await get<PageResult<ModelItem>>(tokenB, '/saas/v1/model/list?pageSize=50'))
        .body.result;
      const models = await db()
        .selectFrom('deviceModel')
        .select(['id', 'vendor', 'kind'])
        .execute();
      expect(pageA.total).toBe(models.length);
      const mineA = await devicesOf(customerA);
      const mineB = await devicesOf(customerB);
      for (const m of pageA.data)
        expect(m.devices, m.model).toBe(mineA.filter((d) => d.modelId === m.id).length);
      for (const m of pageB.data)
        expect(m.devices, m.model).toBe(mineB.filter((d) => d.modelId === m.id).length);
      expect(pageA.data.reduce((a, m) => a + m.devices, 0)).toBe(mineA.length);

      const huawei = (
        await get<PageResult<ModelItem>>(
          tokenA,
          `/saas/v1/model/list?vendor=${encodeURIComponent('华为')}`,
        )
      ).body.result;
      expect(huawei.total).toBe(models.filter((m) => m.vendor === '华为').length);
      expect(huawei.data.every((m) => m.vendor === '华为')).toBe(true);
      const multi = (await get<PageResult<ModelItem>>(tokenA, '/saas/v1/model/list?kind=multiSim'))
        .body.result;
      expect(multi.total).toBe(models.filter((m) => m.kind === 'multiSim').length);
      const kw = (
        await get<PageResult<ModelItem>>(
          tokenA,
          `/saas/v1/model/list?keyword=${encodeURIComponent('pro')}`,
        )
      ).body.result;
      expect(kw.data.length).toBeGreaterThan(0);
      expect(kw.data.every((m) => /pro/i.test(m.model) || /pro/i.test(m.vendor))).toBe(true);
      const vendors = (await get<string[]>(tokenA, '/saas/v1/vendor/list')).body.result;
      expect(vendors).toEqual(expect.arrayContaining(['华为', '中兴']));
    });

    it('shows a model with its firmware spread and only the caller’s devices', async () => {
      const mineA = await devicesOf(customerA);
      const modelId = mineA.find((d) => d.kind === 'cpe')!.modelId;
      const detail = await get<ModelDetail>(tokenA, `/saas/v1/model/detail?id=${modelId}`);
      expect(detail.statusCode).toBe(200);
      const ofModel = mineA.filter((d) => d.modelId === modelId);
      expect(detail.body.result.model.devices).toBe(ofModel.length);
      expect(detail.body.result.versions.reduce((a, v) => a + v.devices, 0)).toBe(ofModel.length);
      const page = (
        await get<DevicePage>(tokenA, `/saas/v1/model/devices?id=${modelId}&pageSize=10`)
      ).body.result;
      expect(page.total).toBe(ofModel.length);
      expect(page.data.every((d) => d.modelId === modelId && d.custName)).toBe(true);
      const ids = new Set(ofModel.map((d) => d.id));
      expect(page.data.every((d) => ids.has(d.id))).toBe(true);
      // B sees the same model with B's devices only.
      const pageB = (
        await get<DevicePage>(tokenB, `/saas/v1/model/devices?id=${modelId}&pageSize=50`)
      ).body.result;
      expect(pageB.data.some((d) => ids.has(d.id))).toBe(false);
      const missing = await get(tokenA, '/saas/v1/model/detail?id=999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.body.message).toBe(SaasMessages.MODEL_NOT_FOUND);
      expect((await get(tokenA, '/saas/v1/model/detail?id=abc')).statusCode).toBe(400);
    });
  });

  describe('devices of every kind', () => {
    it('lists gateways and multi-SIM devices together, filtered as SQL filters them', async () => {
      const mine = await devicesOf(customerA);
      const all = (await get<DevicePage>(tokenA, '/saas/v1/device/list?pageSize=50')).body.result;
      expect(all.total).toBe(mine.length);
      expect(new Set(all.data.map((d) => d.kind))).toEqual(new Set(['cpe', 'multiSim']));
      const cases: [string, (d: (typeof mine)[number]) => boolean][] = [
        ['kind=multiSim', (d) => d.kind === 'multiSim'],
        ['onlineState=online', (d) => d.onlineState === 'online'],
        [`vendor=${encodeURIComponent('中兴')}`, (d) => d.vendor === '中兴'],
        ['firmware=V0.1-old', (d) => d.firmware === 'V0.1-old'],
        [`modelId=${mine[0]!.modelId}`, (d) => d.modelId === mine[0]!.modelId],
        ['keyword=msim-sz', (d) => d.serial.startsWith('MSIM-SZ')],
        [
          `kind=cpe&onlineState=offline&vendor=${encodeURIComponent('华为')}`,
          (d) => d.kind === 'cpe' && d.onlineState === 'offline' && d.vendor === '华为',
        ],
      ];
      for (const [query, pred] of cases) {
        const res = await get<DevicePage>(tokenA, `/saas/v1/device/list?pageSize=50&${query}`);
        expect(res.statusCode, query).toBe(200);
        const expected = mine
          .filter(pred)
          .map((d) => d.id)
          .sort((a, b) => b - a);
        expect(res.body.result.total, query).toBe(expected.length);
        expect(
          res.body.result.data.map((d) => d.id),
          query,
        ).toEqual(expected.slice(0, 50));
      }
      const group = await db()
        .selectFrom('deviceGroup')
        .select('id')
        .where('customerId', '=', customerA)
        .executeTakeFirstOrThrow();
      const inGroup = await db()
        .selectFrom('device')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('groupId', '=', group.id)
        .executeTakeFirstOrThrow();
      expect(
        (await get<DevicePage>(tokenA, `/saas/v1/device/list?groupId=${group.id}`)).body.result
          .total,
      ).toBe(Number(inGroup.n));
      // Paging.
      const p2 = (await get<DevicePage>(tokenA, '/saas/v1/device/list?page=2&pageSize=10')).body
        .result;
      expect(p2.data.map((d) => d.id)).toEqual(all.data.slice(10, 20).map((d) => d.id));
    });

    it('keeps customers and a province administrator to their own devices', async () => {
      const mineB = new Set((await devicesOf(customerB)).map((d) => d.id));
      const listB = (await get<DevicePage>(tokenB, '/saas/v1/device/list?pageSize=50')).body.result;
      expect(listB.total).toBe(mineB.size);
      expect(listB.data.every((d) => mineB.has(d.id))).toBe(true);
      const gdList = (await get<DevicePage>(gd, '/saas/v1/device/list?pageSize=50')).body.result;
      expect(gdList.data.some((d) => mineB.has(d.id))).toBe(false);
      const gdTotal = await db()
        .selectFrom('device')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('beId', '=', '200')
        .executeTakeFirstOrThrow();
      expect(gdList.total).toBe(Number(gdTotal.n));
      const foreign = [...mineB][0]!;
      const brief = await get(tokenA, `/saas/v1/device/brief?id=${foreign}`);
      expect(brief.statusCode).toBe(403);
      const own = (await devicesOf(customerA)).find((d) => d.kind === 'multiSim')!;
      const ok = await get<SaasDeviceBrief>(tokenA, `/saas/v1/device/brief?id=${own.id}`);
      expect(ok.body.result.kind).toBe('multiSim');
      // The reused device detail opens to the 设备管理 menus too, within scope.
      const cpe = (await devicesOf(customerA)).find((d) => d.kind === 'cpe')!;
      expect((await get(tokenA, `/cpe/v1/device/detail?id=${cpe.id}`)).statusCode).toBe(200);
      expect((await get(tokenB, `/cpe/v1/device/detail?id=${cpe.id}`)).statusCode).toBe(403);
    });

    it('refuses bad filters with a clear message', async () => {
      for (const [query, message] of [
        ['onlineState=sleeping', '在线状态不正确'],
        ['kind=phone', '设备类型不正确'],
        ['modelId=abc', '参数必须是数字'],
        [`keyword=${'x'.repeat(41)}`, '关键字不能超过40个字符'],
      ] as const) {
        const res = await get(tokenA, `/saas/v1/device/list?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.body.message, query).toBe(message);
      }
    });

    it('exports the filtered list only with the export permission', async () => {
      const refused = await get(tokenA, '/saas/v1/device/export?kind=multiSim');
      expect(refused.statusCode).toBe(403);
      expect(refused.body.message).toBe(Messages.NO_PERMISSION);
      expect((await get(visitor, '/saas/v1/device/export')).statusCode).toBe(403);
      await grantExportPermission(t, 'OCB1000000001');
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/saas/v1/device/export?kind=multiSim`,
        headers: authed(tokenA),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('saas-devices_');
      const sheet = await readSheet(res.rawPayload);
      expect(sheet.rows[0]![0]).toBe('序列号');
      const msim = (await devicesOf(customerA)).filter((d) => d.kind === 'multiSim');
      expect(
        sheet.rows
          .slice(1)
          .map((r) => r[0])
          .sort(),
      ).toEqual(msim.map((d) => d.serial).sort());
    });
  });

  describe('terminals behind the gateways', () => {
    it('lists the caller’s terminals with gateway, online and keyword filters', async () => {
      const clientsOf = (customer: number) =>
        db()
          .selectFrom('deviceClient')
          .select(['id', 'deviceId', 'mac', 'hostname', 'online'])
          .where('customerId', '=', customer)
          .execute();
      const mine = await clientsOf(customerA);
      expect(mine.length).toBeGreaterThan(0);
      const all = (await get<PageResult<SaasClient>>(tokenA, '/saas/v1/client/list?pageSize=50'))
        .body.result;
      expect(all.total).toBe(mine.length);
      const theirs = new Set((await clientsOf(customerB)).map((c) => c.id));
      expect(all.data.some((c) => theirs.has(c.id))).toBe(false);
      const gateway = mine[0]!.deviceId;
      const byGateway = (
        await get<PageResult<SaasClient>>(
          tokenA,
          `/saas/v1/client/list?deviceId=${gateway}&pageSize=50`,
        )
      ).body.result;
      expect(byGateway.total).toBe(mine.filter((c) => c.deviceId === gateway).length);
      const online = (await get<PageResult<SaasClient>>(tokenA, '/saas/v1/client/list?online=true'))
        .body.result;
      expect(online.total).toBe(mine.filter((c) => c.online).length);
      const mac = mine[0]!.mac.slice(0, 11).toLowerCase();
      const byMac = (
        await get<PageResult<SaasClient>>(tokenA, `/saas/v1/client/list?keyword=${mac}&pageSize=50`)
      ).body.result;
      expect(byMac.total).toBe(mine.filter((c) => c.mac.startsWith(mac.toUpperCase())).length);
      // Another enterprise's gateway gives nothing, not its terminals.
      const foreignGateway = (await clientsOf(customerB))[0]!.deviceId;
      expect(
        (
          await get<PageResult<SaasClient>>(
            tokenA,
            `/saas/v1/client/list?deviceId=${foreignGateway}`,
          )
        ).body.result.total,
      ).toBe(0);
      expect((await get(tokenA, '/saas/v1/client/list?online=maybe')).body.message).toBe(
        '在线状态不正确',
      );
    });

    it('shows one terminal with its gateway, and refuses another enterprise’s', async () => {
      const [mine] = await db()
        .selectFrom('deviceClient')
        .select(['id', 'deviceId'])
        .where('customerId', '=', customerA)
        .limit(1)
        .execute();
      const res = await get<ClientDetail>(tokenA, `/saas/v1/client/detail?id=${mine!.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body.result.gateway.id).toBe(mine!.deviceId);
      expect(res.body.result.client.deviceId).toBe(mine!.deviceId);
      expect(Array.isArray(res.body.result.gatewayTraffic)).toBe(true);
      expect((await get(tokenB, `/saas/v1/client/detail?id=${mine!.id}`)).statusCode).toBe(403);
      const missing = await get(tokenA, '/saas/v1/client/detail?id=99999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.body.message).toBe(SaasMessages.CLIENT_NOT_FOUND);
    });
  });

  describe('ecosystem devices', () => {
    const apply = { quantity: 20, contact: '张工', phone: '13800138000', remark: '一号产线试点' };

    it('lists the catalogue with filters', async () => {
      const all = (await get<PageResult<EcoItem>>(tokenA, '/saas/v1/eco-device/list?pageSize=50'))
        .body.result;
      const count = await db()
        .selectFrom('ecoDevice')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(all.total).toBe(Number(count.n));
      expect(all.total).toBeGreaterThanOrEqual(20);
      expect(all.data.every((e) => ECO_CATEGORIES.includes(e.category))).toBe(true);
      const agv = (await get<PageResult<EcoItem>>(tokenA, '/saas/v1/eco-device/list?category=AGV'))
        .body.result;
      expect(agv.total).toBe(all.data.filter((e) => e.category === 'AGV').length);
      const lte = (
        await get<PageResult<EcoItem>>(tokenA, `/saas/v1/eco-device/list?network=LTE&pageSize=50`)
      ).body.result;
      const sqlLte = await db()
        .selectFrom('ecoDevice')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(sql<boolean>`networks @> '["LTE"]'::jsonb`)
        .executeTakeFirstOrThrow();
      expect(lte.total).toBe(Number(sqlLte.n));
      const certified = (
        await get<PageResult<EcoItem>>(
          tokenA,
          '/saas/v1/eco-device/list?certState=certified&pageSize=50',
        )
      ).body.result;
      expect(certified.data.every((e) => e.certState === 'certified')).toBe(true);
      const kw = (
        await get<PageResult<EcoItem>>(
          tokenA,
          `/saas/v1/eco-device/list?keyword=${encodeURIComponent('海康')}`,
        )
      ).body.result;
      expect(kw.total).toBe(all.data.filter((e) => e.vendor.includes('海康')).length);
      const bad = await get(tokenA, '/saas/v1/eco-device/list?category=手机');
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('设备类别不正确');
    });

    it('records an access request once, shows it as applied, refuses a duplicate', async () => {
      const target = await db()
        .selectFrom('ecoDevice')
        .select('id')
        .where('certState', '=', 'certified')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const before = (await get<EcoDetail>(tokenA, `/saas/v1/eco-device/detail?id=${target.id}`))
        .body.result;
      expect(before.appliedAt).toBeNull();
      expect(before.request).toBeNull();
      expect(before.specs.length).toBeGreaterThan(0);

      const res = await post<EcoRequest>(tokenA, '/saas/v1/eco-device/apply', {
        id: target.id,
        ...apply,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.message).toBe(SaasMessages.ECO_APPLIED);
      const after = (await get<EcoDetail>(tokenA, `/saas/v1/eco-device/detail?id=${target.id}`))
        .body.result;
      expect(after.appliedAt).not.toBeNull();
      expect(after.request).toMatchObject({
        quantity: 20,
        contact: '张工',
        remark: '一号产线试点',
      });
      // The request opened a customer work order: the customer follows it, and the
      // province's operator staff find it among the customer work orders they handle.
      const order = res.body.result.workOrder!;
      expect(order).toMatchObject({ orderNo: expect.stringMatching(/^GD\d+/), status: 'open' });
      expect(after.request!.workOrder).toEqual(order);
      const mine = await get<{ title: string; category: string; description: string }>(
        tokenA,
        `/user/workOrder/${order.id}`,
      );
      expect(mine.body.result).toMatchObject({ category: 'device' });
      expect(mine.body.result.title).toMatch(/^生态设备接入申请：/);
      expect(mine.body.result.description).toContain('预计接入 20 台');
      const staff = await get<{ title: string }>(gd, `/sm/workorder/customer/${order.id}`);
      expect(staff.statusCode).toBe(200);
      expect(staff.body.result.title).toBe(mine.body.result.title);
      const listed = (
        await get<PageResult<EcoItem>>(tokenA, '/saas/v1/eco-device/list?pageSize=50')
      ).body.result.data.find((e) => e.id === target.id)!;
      expect(listed.appliedAt).toBe(after.appliedAt);

      const dup = await post(tokenA, '/saas/v1/eco-device/apply', { id: target.id, ...apply });
      expect(dup.statusCode).toBe(409);
      expect(dup.body.message).toBe(SaasMessages.ECO_DUPLICATE);
      const rows = await db()
        .selectFrom('ecoDeviceRequest')
        .select('id')
        .where('ecoDeviceId', '=', target.id)
        .execute();
      expect(rows).toHaveLength(1);
      // The refused duplicate opened no second work order.
      const orders = await db()
        .selectFrom('workOrder')
        .select('id')
        .where('title', '=', mine.body.result.title)
        .execute();
      expect(orders).toHaveLength(1);

      // B has not applied; the province administrator of A sees one request, B's province none.
      const b = (await get<EcoDetail>(tokenB, `/saas/v1/eco-device/detail?id=${target.id}`)).body
        .result;
      expect(b.appliedAt).toBeNull();
      expect(b.requests).toBe(0);
      const g = (await get<EcoDetail>(gd, `/saas/v1/eco-device/detail?id=${target.id}`)).body
        .result;
      expect(g.requests).toBe(1);
      expect(g.request).toBeNull();
    });

    it('refuses visitors, administrators, uncertified devices and bad input', async () => {
      const [certified, uncertified] = await Promise.all([
        db()
          .selectFrom('ecoDevice')
          .select('id')
          .where('certState', '=', 'certified')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow(),
        db()
          .selectFrom('ecoDevice')
          .select('id')
          .where('certState', '<>', 'certified')
          .executeTakeFirstOrThrow(),
      ]);
      const count = async () =>
        Number(
          (
            await db()
              .selectFrom('ecoDeviceRequest')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const v = await post(visitor, '/saas/v1/eco-device/apply', { id: certified.id, ...apply });
      expect(v.statusCode).toBe(403);
      expect(v.body.message).toBe(DeviceMessages.VISITOR_READ_ONLY);
      // A visitor reads the catalogue.
      expect((await get(visitor, '/saas/v1/eco-device/list')).statusCode).toBe(200);
      const a = await post(gd, '/saas/v1/eco-device/apply', { id: certified.id, ...apply });
      expect(a.statusCode).toBe(403);
      expect(a.body.message).toBe(SaasMessages.CUSTOMER_ONLY);
      const u = await post(tokenB, '/saas/v1/eco-device/apply', { id: uncertified.id, ...apply });
      expect(u.body.message).toBe(SaasMessages.ECO_NOT_CERTIFIED);
      for (const [body, message] of [
        [{ id: certified.id, ...apply, quantity: 0 }, SaasMessages.QUANTITY_INVALID],
        [{ id: certified.id, ...apply, phone: '12345' }, SaasMessages.PHONE_INVALID],
        [{ id: certified.id, ...apply, contact: ' ' }, SaasMessages.CONTACT_REQUIRED],
        [{ id: certified.id, ...apply, remark: 'x'.repeat(201) }, SaasMessages.REMARK_TOO_LONG],
        [{ ...apply, id: 'abc' }, '参数id不正确'],
      ] as const) {
        const res = await post(tokenB, '/saas/v1/eco-device/apply', body);
        expect(res.statusCode).toBe(400);
        expect(res.body.message).toBe(message);
      }
      const missing = await post(tokenB, '/saas/v1/eco-device/apply', { id: 999999, ...apply });
      expect(missing.statusCode).toBe(404);
      expect(await count()).toBe(before);
    });
  });

  it('asks for a login and the 设备管理 menus', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/saas/v1/overview` });
    expect(res.statusCode).toBe(401);
    // The approver account holds no console menu.
    const approver = await loginAs(t, 'approver');
    expect((await get(approver, '/saas/v1/device/list')).statusCode).toBe(403);
  });
});
