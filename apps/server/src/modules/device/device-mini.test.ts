import {
  DeviceMessages,
  MiniMessages,
  type MiniGroup,
  type MiniPackage,
  type MiniPanel,
  type MiniService,
  type MiniServiceDetail,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../../app.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { loginWith, visitorToken } from '../sms/sms.test-support.js';
import { expireDue } from './device-mini.repository.js';

const API = '/unionmallmanage';

describe('5G fast-line 小微业务', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let gd: string;
  let visitor: string;

  const call = <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    token: string | null,
    url: string,
    payload?: object,
  ) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: token ? authed(token) : {},
      ...(payload ? { payload } : {}),
    });
  const get = <T = unknown>(token: string | null, url: string) => call<T>('GET', token, url);
  const post = <T = unknown>(token: string | null, url: string, payload: object = {}) =>
    call<T>('POST', token, url, payload);
  const db = () => t.database.db;
  const deviceId = async (serial: string) =>
    (
      await db()
        .selectFrom('device')
        .select('id')
        .where('serial', '=', serial)
        .executeTakeFirstOrThrow()
    ).id;
  const rowCount = async () =>
    Number(
      (
        await db()
          .selectFrom('cpeMiniService')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  let packages: MiniPackage[];
  /** A gateway of customer A that carries no subscription in the demo. */
  let freeGateway: number;
  const form = () => ({
    shopName: '测试奶茶店',
    contactName: '测试员',
    contactPhone: '13912345678',
    address: '南山区测试路1号',
    packageId: packages[0]!.id,
    deviceId: freeGateway,
    groupId: null,
    remark: '',
    startDate: '2026-01-01',
    termMonths: 12,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await jobRunnerOf(t.database)!.stop();
    [tokenA, tokenB, gd, visitor] = await Promise.all([
      loginAs(t, 'OCB1000000001'),
      loginAs(t, 'OCB1000000002'),
      loginAs(t, 'gd_admin'),
      visitorToken(t),
    ]);
    const pk = await get<MiniPackage[]>(tokenA, '/cpe/v1/mini/packages');
    expect(pk.statusCode).toBe(200);
    packages = pk.body.result;
    freeGateway = await deviceId('CPE-SZ-0003');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the packages on sale with fees in yuan and the 15-device limit', () => {
    expect(packages.length).toBeGreaterThanOrEqual(4);
    const flagship = packages.find((p) => p.monthlyGb === null)!;
    expect(flagship.downMbps).toBe(1000);
    expect(flagship.upMbps).toBe(100);
    expect(packages.every((p) => p.clientMax === 15)).toBe(true);
    expect(packages[0]!.monthlyFee).toBe(99);
  });

  it("shows an enterprise its own subscriptions only, a province admin its province's", async () => {
    const a = await get<PageResult<MiniService>>(tokenA, '/cpe/v1/mini/service/list?pageSize=50');
    expect(a.statusCode).toBe(200);
    expect(a.body.result.total).toBeGreaterThan(0);
    expect(a.body.result.data.every((s) => s.serviceNo.startsWith('XWSZ'))).toBe(true);
    const b = await get<PageResult<MiniService>>(tokenB, '/cpe/v1/mini/service/list?pageSize=50');
    expect(b.body.result.data.every((s) => s.serviceNo.startsWith('XWHZ'))).toBe(true);
    const province = await get<PageResult<MiniService>>(
      gd,
      '/cpe/v1/mini/service/list?pageSize=50',
    );
    const serials = province.body.result.data.map((s) => s.serviceNo);
    expect(serials.some((s) => s.startsWith('XWSZ'))).toBe(true);
    expect(serials.some((s) => s.startsWith('XWHZ'))).toBe(false);

    const other = b.body.result.data[0]!;
    const peek = await get(tokenA, `/cpe/v1/mini/service/${other.id}`);
    expect(peek.statusCode).toBe(403);
  });

  it('filters by state, package, group, keyword and the expiring window', async () => {
    const all = (
      await get<PageResult<MiniService>>(tokenA, '/cpe/v1/mini/service/list?pageSize=50')
    ).body.result.data;
    const suspended = await get<PageResult<MiniService>>(
      tokenA,
      '/cpe/v1/mini/service/list?state=suspended',
    );
    expect(suspended.body.result.total).toBe(all.filter((s) => s.state === 'suspended').length);
    expect(suspended.body.result.total).toBeGreaterThan(0);
    const expiring = await get<PageResult<MiniService>>(
      tokenA,
      '/cpe/v1/mini/service/list?expiring=true',
    );
    expect(expiring.body.result.data.length).toBeGreaterThan(0);
    expect(
      expiring.body.result.data.every(
        (s) => s.state !== 'expired' && s.daysLeft >= 0 && s.daysLeft <= 30,
      ),
    ).toBe(true);
    const groupId = all.find((s) => s.groupId !== null)!.groupId!;
    const grouped = await get<PageResult<MiniService>>(
      tokenA,
      `/cpe/v1/mini/service/list?groupId=${groupId}&pageSize=50`,
    );
    expect(grouped.body.result.total).toBe(all.filter((s) => s.groupId === groupId).length);
    const kw = await get<PageResult<MiniService>>(
      tokenA,
      `/cpe/v1/mini/service/list?keyword=${encodeURIComponent('餐厅')}`,
    );
    expect(kw.body.result.data.map((s) => s.shopName)).toEqual(['鹏城园区职工餐厅']);
    const bad = await get(tokenA, '/cpe/v1/mini/service/list?state=gone');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('业务状态不正确');
  });

  it('computes the overview from the subscriptions', async () => {
    const panel = await get<MiniPanel>(tokenA, '/cpe/v1/mini/panel');
    expect(panel.statusCode).toBe(200);
    const rows = await db()
      .selectFrom('cpeMiniService as s')
      .innerJoin('enterpriseCustomer as c', 'c.id', 's.customerId')
      .innerJoin('cpeMiniPackage as p', 'p.id', 's.packageId')
      .select(['s.state', 'p.monthlyFeeFen'])
      .where('c.custCode', '=', 'C2000755000001')
      .execute();
    expect(panel.body.result.total).toBe(rows.length);
    expect(panel.body.result.states.active).toBe(rows.filter((r) => r.state === 'active').length);
    expect(panel.body.result.monthlyFee).toBe(
      rows.filter((r) => r.state === 'active').reduce((s, r) => s + r.monthlyFeeFen, 0) / 100,
    );
    expect(panel.body.result.expiring.length).toBe(panel.body.result.expiringSoon);
    const running = rows.filter((r) => r.state !== 'expired').length;
    expect(panel.body.result.byPackage.reduce((s, r) => s + r.count, 0)).toBe(running);
  });

  it('creates a subscription on a free gateway and refuses a second one on it', async () => {
    const created = await post<{ id: number }>(tokenA, '/cpe/v1/mini/service', {
      ...form(),
      startDate: '2026-11-01',
    });
    expect(created.statusCode).toBe(200);
    const detail = await get<MiniServiceDetail>(
      tokenA,
      `/cpe/v1/mini/service/${created.body.result.id}`,
    );
    expect(detail.body.result.serviceNo).toMatch(/^XW\d{8}\d{6}$/);
    expect(detail.body.result.startDate).toBe('2026-11-01');
    expect(detail.body.result.endDate).toBe('2027-10-31');
    expect(detail.body.result.serial).toBe('CPE-SZ-0003');
    expect(detail.body.result.state).toBe('active');

    const before = await rowCount();
    const again = await post(tokenA, '/cpe/v1/mini/service', form());
    expect(again.statusCode).toBe(422);
    expect(again.body.message).toContain(MiniMessages.DEVICE_TAKEN);
    expect(await rowCount()).toBe(before);

    // Two at once on the same free gateway: exactly one wins.
    const free2 = await deviceId('CPE-SZ-0004');
    const race = await Promise.all(
      [1, 2, 3].map(() => post(tokenA, '/cpe/v1/mini/service', { ...form(), deviceId: free2 })),
    );
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(race.filter((r) => r.statusCode === 422)).toHaveLength(2);
  });

  it('refuses bad input, another enterprise’s gateway, a withdrawn package and visitors, changing nothing', async () => {
    const before = await rowCount();
    const cases: [object, number, string][] = [
      [{ contactPhone: '1234' }, 400, MiniMessages.CONTACT_PHONE_INVALID],
      [{ termMonths: 5 }, 400, MiniMessages.TERM_INVALID],
      [{ startDate: '2026-13-40' }, 400, MiniMessages.START_DATE_INVALID],
      [{ shopName: '' }, 400, ''],
      [{ packageId: 999_999 }, 400, MiniMessages.PACKAGE_UNKNOWN],
      [{ deviceId: await deviceId('CPE-HZ-0001') }, 400, MiniMessages.DEVICE_NOT_OWN],
      [{ deviceId: await deviceId('MSIM-SZ-01') }, 400, MiniMessages.DEVICE_NOT_OWN],
    ];
    for (const [patch, status, message] of cases) {
      const r = await post(tokenA, '/cpe/v1/mini/service', { ...form(), ...patch });
      expect(r.statusCode, JSON.stringify(patch)).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    }
    const groupB = (await get<PageResult<MiniGroup>>(tokenB, '/cpe/v1/mini/group/list')).body.result
      .data[0]!;
    const foreignGroup = await post(tokenA, '/cpe/v1/mini/service', {
      ...form(),
      deviceId: await deviceId('CPE-SZ-0005'),
      groupId: groupB.id,
    });
    expect(foreignGroup.body.message).toBe(MiniMessages.GROUP_NOT_FOUND);

    await db()
      .updateTable('cpeMiniPackage')
      .set({ status: 0 })
      .where('code', '=', 'XW-100')
      .execute();
    try {
      const withdrawn = await post(tokenA, '/cpe/v1/mini/service', {
        ...form(),
        deviceId: await deviceId('CPE-SZ-0005'),
      });
      expect(withdrawn.body.message).toBe(MiniMessages.PACKAGE_UNKNOWN);
    } finally {
      await db()
        .updateTable('cpeMiniPackage')
        .set({ status: 1 })
        .where('code', '=', 'XW-100')
        .execute();
    }

    const v = await post(visitor, '/cpe/v1/mini/service', form());
    expect(v.statusCode).toBe(403);
    expect(v.body.message).toBe(DeviceMessages.VISITOR_READ_ONLY);
    const admin = await post(gd, '/cpe/v1/mini/service', form());
    expect(admin.statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it('lets a visitor read the demo enterprise only', async () => {
    const list = await get<PageResult<MiniService>>(visitor, '/cpe/v1/mini/service/list');
    expect(list.statusCode).toBe(200);
    expect(list.body.result.total).toBeGreaterThan(0);
    expect(list.body.result.data.every((s) => s.serviceNo.startsWith('XWDM'))).toBe(true);
    const panel = await get<MiniPanel>(visitor, '/cpe/v1/mini/panel');
    expect(panel.body.result.total).toBe(list.body.result.total);
  });

  it('suspends, resumes, renews and edits, refusing moves from the wrong state', async () => {
    const id = (
      await post<{ id: number }>(tokenA, '/cpe/v1/mini/service', {
        ...form(),
        deviceId: await deviceId('CPE-SZ-0006'),
        startDate: '2026-11-15',
        termMonths: 1,
      })
    ).body.result.id;
    expect((await post(tokenB, `/cpe/v1/mini/service/${id}/suspend`)).statusCode).toBe(403);
    expect((await post(tokenA, `/cpe/v1/mini/service/${id}/resume`)).body.message).toBe(
      MiniMessages.NOT_SUSPENDED,
    );
    const s = await post(tokenA, `/cpe/v1/mini/service/${id}/suspend`);
    expect(s.statusCode).toBe(200);
    expect(s.body.message).toBe(MiniMessages.SUSPENDED);
    expect((await post(tokenA, `/cpe/v1/mini/service/${id}/suspend`)).body.message).toBe(
      MiniMessages.NOT_ACTIVE,
    );
    expect((await post(tokenA, `/cpe/v1/mini/service/${id}/resume`)).statusCode).toBe(200);

    const renewed = await post<{ endDate: string }>(tokenA, `/cpe/v1/mini/service/${id}/renew`, {
      termMonths: 3,
    });
    expect(renewed.body.result.endDate).toBe('2027-03-14');
    expect(
      (await post(tokenA, `/cpe/v1/mini/service/${id}/renew`, { termMonths: 2 })).statusCode,
    ).toBe(400);

    const { startDate: _s, termMonths: _t, ...fields } = form();
    const edited = await call('PUT', tokenA, `/cpe/v1/mini/service/${id}`, {
      ...fields,
      deviceId: await deviceId('CPE-SZ-0006'),
      shopName: '改名后的奶茶店',
      packageId: packages[1]!.id,
    });
    expect(edited.statusCode).toBe(200);
    const d = await get<MiniServiceDetail>(tokenA, `/cpe/v1/mini/service/${id}`);
    expect(d.body.result.shopName).toBe('改名后的奶茶店');
    expect(d.body.result.packageId).toBe(packages[1]!.id);
    // Moving onto a gateway that carries another running subscription is refused.
    const busy = await call('PUT', tokenA, `/cpe/v1/mini/service/${id}`, {
      ...fields,
      deviceId: freeGateway,
    });
    expect(busy.statusCode).toBe(422);
  });

  it('ends terms that ran out through the sweep, and a renewal starts them again from today', async () => {
    // A term running today (China time), which the test then moves into the past.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
      new Date(),
    );
    const id = (
      await post<{ id: number }>(tokenA, '/cpe/v1/mini/service', {
        ...form(),
        deviceId: await deviceId('CPE-SZ-0007'),
        startDate: today,
        termMonths: 1,
      })
    ).body.result.id;
    // The clock moves on: the term ended yesterday.
    await db()
      .updateTable('cpeMiniService')
      .set({
        startDate: sql<string>`(now() at time zone 'Asia/Shanghai')::date - 40`,
        endDate: sql<string>`(now() at time zone 'Asia/Shanghai')::date - 1`,
      })
      .where('id', '=', id)
      .execute();
    expect(await expireDue(db())).toBeGreaterThanOrEqual(1);
    expect(await expireDue(db())).toBe(0);
    const d = await get<MiniServiceDetail>(tokenA, `/cpe/v1/mini/service/${id}`);
    expect(d.body.result.state).toBe('expired');
    expect(d.body.result.daysLeft).toBe(-1);
    expect((await post(tokenA, `/cpe/v1/mini/service/${id}/resume`)).body.message).toBe(
      MiniMessages.EXPIRED_RESUME,
    );
    // An ended subscription no longer holds its gateway.
    const other = await post<{ id: number }>(tokenA, '/cpe/v1/mini/service', {
      ...form(),
      deviceId: await deviceId('CPE-SZ-0007'),
    });
    expect(other.statusCode).toBe(200);
    // ...so renewing the ended one while the gateway is taken is refused.
    const renewTaken = await post(tokenA, `/cpe/v1/mini/service/${id}/renew`, { termMonths: 1 });
    expect(renewTaken.statusCode).toBe(422);
    expect(renewTaken.body.message).toBe(MiniMessages.DEVICE_TAKEN);
    await db().deleteFrom('cpeMiniService').where('id', '=', other.body.result.id).execute();
    const renewed = await post<{ endDate: string }>(tokenA, `/cpe/v1/mini/service/${id}/renew`, {
      termMonths: 1,
    });
    expect(renewed.statusCode).toBe(200);
    const after = await get<MiniServiceDetail>(tokenA, `/cpe/v1/mini/service/${id}`);
    expect(after.body.result.state).toBe('active');
    expect(after.body.result.daysLeft).toBeGreaterThanOrEqual(27);
  });

  it('manages groups: unique names, no deleting a group in use, no touching another enterprise’s', async () => {
    const g = await post<{ id: number }>(tokenA, '/cpe/v1/mini/group', {
      name: '测试小微分组',
      description: '',
    });
    expect(g.statusCode).toBe(200);
    const dup = await post(tokenA, '/cpe/v1/mini/group', { name: '测试小微分组', description: '' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe(DeviceMessages.GROUP_NAME_TAKEN);
    const options = await get<{ id: number; name: string }[]>(tokenA, '/cpe/v1/mini/group/options');
    expect(options.body.result.map((o) => o.name)).toContain('测试小微分组');

    const used = (
      await get<PageResult<MiniGroup>>(tokenA, '/cpe/v1/mini/group/list')
    ).body.result.data.find((x) => x.services > 0)!;
    const del = await call('DELETE', tokenA, `/cpe/v1/mini/group/${used.id}`);
    expect(del.statusCode).toBe(422);
    expect(del.body.message).toBe(MiniMessages.GROUP_NOT_EMPTY);
    expect(
      (await call('DELETE', tokenB, `/cpe/v1/mini/group/${g.body.result.id}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', tokenB, `/cpe/v1/mini/group/${g.body.result.id}`, {
          name: 'x',
          description: '',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', tokenA, `/cpe/v1/mini/group/${g.body.result.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', tokenA, `/cpe/v1/mini/group/${g.body.result.id}`)).statusCode,
    ).toBe(404);
  });

  it('needs the 小微 menus and a login', async () => {
    // A SIM-only sub-account of customer A holds none of them.
    const simOperator = await loginWith(t, 'pc_sim01', 'Demo@12345');
    expect((await get(simOperator, '/cpe/v1/mini/panel')).statusCode).toBe(403);
    expect((await get(simOperator, '/cpe/v1/mini/service/list')).statusCode).toBe(403);
    expect((await get(null, '/cpe/v1/mini/service/list')).statusCode).toBe(401);
  });
});
