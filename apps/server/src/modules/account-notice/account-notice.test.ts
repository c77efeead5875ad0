import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { visitorToken } from '../sms/sms.test-support.js';

const API = '/unionmallmanage';

describe('account messages', () => {
  let t: TestApp;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await loginAs(t, '13800138000');
  });
  afterAll(() => t.close());

  const list = (token: string, qs = '') =>
    t.call<{ data: { id: number; category: string; read: boolean }[]; total: number }>({
      method: 'GET',
      url: `${API}/user/notice/list${qs}`,
      headers: authed(token),
    });
  const unread = async (token: string) =>
    (
      await t.call<{ unread: number }>({
        method: 'GET',
        url: `${API}/user/notice/unreadCount`,
        headers: authed(token),
      })
    ).body.result.unread;

  it('starts a demo customer with its welcome and alarm messages, unread', async () => {
    const res = await list(customer);
    expect(res.statusCode).toBe(200);
    expect(res.body.result.data.map((n) => n.category)).toEqual(['alarm', 'system']);
    expect(await unread(customer)).toBe(2);
    const alarms = await list(customer, '?category=alarm&unread=1');
    expect(alarms.body.result.total).toBe(1);
  });

  it('refuses an unknown category with a Chinese message', async () => {
    const res = await list(customer, '?category=promo');
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('消息类型只能是订单、告警、审批或系统');
  });

  it('marks every message read, for the caller alone', async () => {
    const other = await loginAs(t, 'OCB1000000002');
    const before = await unread(other);
    const res = await t.call<{ updated: number }>({
      method: 'POST',
      url: `${API}/user/notice/readAll`,
      headers: authed(customer),
      payload: {},
    });
    expect(res.body.result.updated).toBe(2);
    expect(await unread(customer)).toBe(0);
    expect(await unread(other)).toBe(before);
  });

  it('refuses visitors’ writes and anonymous callers', async () => {
    const visitor = await visitorToken(t);
    const res = await t.call({
      method: 'POST',
      url: `${API}/user/notice/readAll`,
      headers: authed(visitor),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `${API}/user/notice/list` })).statusCode).toBe(401);
  });
});
