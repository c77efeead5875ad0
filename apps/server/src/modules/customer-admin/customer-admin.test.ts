import { CustomerAdminMessages } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { lastSms, loginWith } from '../sms/sms.test-support.js';

const API = '/unionmallmanage';

interface Item {
  id: number;
  custCode: string;
  name: string;
  beId: string;
  cityCode: string;
  status: number;
  cards: number;
  accounts: number;
}

const NEW_CUSTOMER = {
  name: '深圳湾智慧港口有限公司',
  creditCode: '91440300MA5G00000X',
  beId: '200',
  cityCode: '755',
  cityName: '深圳',
  industry: '港口',
  contactName: '郑明',
  contactTel: '13823456999',
  contractNo: 'HT-2026-001',
  contractStart: '2026-01-01',
  contractEnd: '2028-12-31',
  loginAccount: 'szbay_port',
};

describe('back-office customers', () => {
  let t: TestApp;
  let national: string;
  let province: string;
  let city: string;
  const call = <T>(
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: authed(token),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    national = await loginAs(t, 'admin');
    province = await loginAs(t, 'gd_admin');
    city = await loginAs(t, 'sz_admin');
  });
  afterAll(() => t.close());

  it('lists each administrator’s own area, with holdings', async () => {
    const all = await call<{ data: Item[]; total: number }>(
      national,
      'GET',
      '/sm/customer/list?pageSize=50',
    );
    const gd = await call<{ data: Item[] }>(province, 'GET', '/sm/customer/list?pageSize=50');
    const sz = await call<{ data: Item[] }>(city, 'GET', '/sm/customer/list?pageSize=50');
    expect(all.body.result.data.some((c) => c.beId === '571')).toBe(true);
    expect(gd.body.result.data.every((c) => c.beId === '200')).toBe(true);
    expect(gd.body.result.data.length).toBeGreaterThan(sz.body.result.data.length);
    expect(sz.body.result.data.every((c) => c.cityCode === '755')).toBe(true);
    const a = all.body.result.data.find((c) => c.custCode === 'C2000755000001')!;
    expect(a.cards).toBeGreaterThan(0);
    expect(a.accounts).toBeGreaterThanOrEqual(3);
    // Another province's customer is out of reach.
    const zj = all.body.result.data.find((c) => c.beId === '571')!;
    expect((await call(province, 'GET', `/sm/customer/${zj.id}`)).statusCode).toBe(403);
    const customer = await loginAs(t, 'OCB1000000001');
    expect((await call(customer, 'GET', '/sm/customer/list')).statusCode).toBe(403);
  });

  it('shows a customer’s DNNs, devices, orders and running business on its page', async () => {
    const db = t.database.db;
    const a = await db
      .selectFrom('enterpriseCustomer')
      .select('id')
      .where('custCode', '=', 'C2000755000001')
      .executeTakeFirstOrThrow();
    const detail = await call<{
      dnns: { total: number; active: number; cards: number };
      devices: { gateways: number; multiSim: number; online: number };
      ordersByStatus: { status: number; orders: number }[];
      activeBusinesses: number;
    }>(province, 'GET', `/sm/customer/${a.id}`);
    expect(detail.statusCode).toBe(200);
    const count = async (q: Promise<{ n: number | string | bigint } | undefined>) =>
      Number((await q)?.n ?? 0);
    const dnns = await count(
      db
        .selectFrom('dnnInstance')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customerId', '=', a.id)
        .executeTakeFirst(),
    );
    const gateways = await count(
      db
        .selectFrom('device')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customerId', '=', a.id)
        .where('kind', '=', 'cpe')
        .executeTakeFirst(),
    );
    const orders = await count(
      db
        .selectFrom('bizOrder')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customerId', '=', a.id)
        .executeTakeFirst(),
    );
    const h = detail.body.result;
    expect(h.dnns.total).toBe(dnns);
    expect(dnns).toBeGreaterThan(0);
    expect(h.dnns.cards).toBeGreaterThan(0);
    expect(h.devices.gateways).toBe(gateways);
    expect(gateways).toBeGreaterThan(0);
    expect(h.devices.multiSim).toBeGreaterThan(0);
    expect(h.ordersByStatus.reduce((n, o) => n + o.orders, 0)).toBe(orders);
    expect(h.activeBusinesses).toBeGreaterThan(0);
  });

  it('creates a customer with its main account, refuses another province and bad input', async () => {
    const elsewhere = await call(province, 'POST', '/sm/customer', {
      ...NEW_CUSTOMER,
      beId: '571',
      cityCode: '571',
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body.message).toBe(CustomerAdminMessages.OUT_OF_SCOPE);
    const bad = await call(province, 'POST', '/sm/customer', {
      ...NEW_CUSTOMER,
      creditCode: '123',
      contractEnd: '2025-01-01',
    });
    expect(bad.statusCode).toBe(400);

    const created = await call<{ id: number }>(city, 'POST', '/sm/customer', NEW_CUSTOMER);
    expect(created.statusCode).toBe(200);
    const detail = await call<
      Item & { contractEnd: string; accountList: { loginAccount: string; main: boolean }[] }
    >(city, 'GET', `/sm/customer/${created.body.result.id}`);
    expect(detail.body.result).toMatchObject({
      cityCode: '755',
      contractEnd: '2028-12-31',
      status: 1,
    });
    expect(detail.body.result.accountList).toEqual([
      expect.objectContaining({ loginAccount: 'szbay_port', main: true }),
    ]);
    const again = await call(city, 'POST', '/sm/customer', {
      ...NEW_CUSTOMER,
      loginAccount: 'szbay_port2',
    });
    expect(again.body.message).toBe(CustomerAdminMessages.CREDIT_TAKEN);

    // An edit without a phone keeps the contact's number; empty dates clear the term.
    const { loginAccount: _, ...fields } = NEW_CUSTOMER;
    const edited = await call<{ contactTel: string; contractEnd: string; industry: string }>(
      city,
      'PUT',
      `/sm/customer/${created.body.result.id}`,
      { ...fields, contactTel: '', industry: '智慧港口', contractStart: '', contractEnd: '' },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.body.result).toMatchObject({
      contactTel: '138****6999',
      industry: '智慧港口',
      contractEnd: '',
    });

    // The main account logs in with the password texted to the contact and sees its console.
    const sms = await lastSms(t, NEW_CUSTOMER.contactTel);
    const password = /初始密码为(\S+?)，/.exec(sms!.content)![1]!;
    const token = await loginWith(t, 'szbay_port', password);
    const menus = await call<{ permissions: string[] }>(token, 'GET', '/user/account/productMenu');
    expect(menus.body.result.permissions).toContain('sim.manage');
  });

  it('suspends a customer: its open sessions end and its accounts cannot log in until resumed', async () => {
    const list = await call<{ data: Item[] }>(
      province,
      'GET',
      '/sm/customer/list?keyword=C2000020000001',
    );
    const target = list.body.result.data[0]!;
    const customer = await loginAs(t, '13800138000');
    expect((await call(customer, 'GET', '/user/account/productMenu')).statusCode).toBe(200);
    const off = await call(province, 'PATCH', `/sm/customer/${target.id}/status`, { status: 0 });
    expect(off.statusCode).toBe(200);
    expect((await call(customer, 'GET', '/user/account/productMenu')).statusCode).toBe(401);
    const login = await t.call({
      method: 'POST',
      url: `${API}/user/account/common/login`,
      payload: { loginAccount: '13800138000', password: 'Demo@12345' },
    });
    expect(login.body.status).not.toBe('0');
    await call(province, 'PATCH', `/sm/customer/${target.id}/status`, { status: 1 });
    expect(await loginAs(t, '13800138000')).toBeTruthy();
  });
});
