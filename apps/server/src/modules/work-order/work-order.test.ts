import { WorkOrderMessages } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';

const API = '/unionmallmanage';

interface Detail {
  id: number;
  orderNo: string;
  status: string;
  reopenUntil: string | null;
  messages: { side: string; content: string }[];
}

describe('work orders', () => {
  let t: TestApp;
  let customer: string;
  let province: string;
  const call = <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: authed(token),
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const open = (token: string, extra: object = {}) =>
    call<{ id: number }>(token, 'POST', '/user/workOrder', {
      category: 'sim',
      priority: 2,
      title: '部分物联网卡无法上线',
      description: '深圳工厂一号车间有三张卡今天上午开始无法建立数据连接，终端已重启。',
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp();
    customer = await loginAs(t, 'OCB1000000001');
    province = await loginAs(t, 'gd_admin');
  });
  afterAll(() => t.close());

  it('runs open → processing → resolved → closed with replies on both sides and a notice on each step', async () => {
    const created = await open(customer);
    expect(created.statusCode).toBe(200);
    const id = created.body.result.id;
    const mine = await call<Detail & { slaDueAt: string; overdue: boolean }>(
      customer,
      'GET',
      `/user/workOrder/${id}`,
    );
    expect(mine.body.result).toMatchObject({ status: 'open', overdue: false });
    expect(mine.body.result.orderNo).toMatch(/^GD\d{14}$/);
    // Priority 高: eight hours to resolve.
    const due = Date.parse(mine.body.result.slaDueAt) - Date.now();
    expect(due).toBeGreaterThan(7.9 * 3_600_000);
    expect(due).toBeLessThanOrEqual(8 * 3_600_000);

    const before = await t.database.db
      .selectFrom('accountNotice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const reply = await call(province, 'POST', `/sm/workorder/customer/${id}/reply`, {
      content: '已收到，请提供其中一张卡的ICCID。',
    });
    expect(reply.statusCode).toBe(200);
    await call(customer, 'POST', `/user/workOrder/${id}/reply`, {
      content: '89860000000000000001',
    });
    expect(
      (
        await call(province, 'POST', `/sm/workorder/customer/${id}/resolve`, {
          reason: '基站已恢复',
        })
      ).statusCode,
    ).toBe(200);
    const after = await t.database.db
      .selectFrom('accountNotice')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // The opener hears of the reply and the resolution, the operator of the customer's reply.
    expect(Number(after.n) - Number(before.n)).toBe(3);

    const resolved = (await call<Detail>(customer, 'GET', `/user/workOrder/${id}`)).body.result;
    expect(resolved.status).toBe('resolved');
    expect(resolved.reopenUntil).not.toBeNull();
    expect(resolved.messages.map((m) => m.side)).toEqual(['operator', 'customer', 'system']);
    const late = await call(customer, 'POST', `/user/workOrder/${id}/reply`, {
      content: '还有问题',
    });
    expect(late.statusCode).toBe(409);

    // Reopened within 7 days, then closed by the customer; the operator handling it hears of both.
    const operatorNotices = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('accountNotice')
            .innerJoin('account', 'account.id', 'accountNotice.accountId')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('account.loginAccount', '=', 'gd_admin')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const heard = await operatorNotices();
    expect((await call(customer, 'POST', `/user/workOrder/${id}/reopen`, {})).statusCode).toBe(200);
    expect((await call<Detail>(customer, 'GET', `/user/workOrder/${id}`)).body.result.status).toBe(
      'processing',
    );
    expect((await call(customer, 'POST', `/user/workOrder/${id}/close`, {})).statusCode).toBe(200);
    expect((await operatorNotices()) - heard).toBe(2);
    const again = await call(customer, 'POST', `/user/workOrder/${id}/close`, {});
    expect(again.body.message).toBe(WorkOrderMessages.ALREADY_CLOSED);
  });

  it('refuses reopening after 7 days', async () => {
    const id = (await open(customer)).body.result.id;
    await call(province, 'POST', `/sm/workorder/customer/${id}/accept`);
    await call(province, 'POST', `/sm/workorder/customer/${id}/resolve`, {});
    await t.database.db
      .updateTable('workOrder')
      .set({ resolvedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', id)
      .execute();
    const res = await call(customer, 'POST', `/user/workOrder/${id}/reopen`, {});
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(WorkOrderMessages.REOPEN_EXPIRED);
  });

  it('keeps each enterprise to its own orders and each province to its own', async () => {
    const id = (await open(customer)).body.result.id;
    const other = await loginAs(t, 'OCB1000000002');
    expect((await call(other, 'GET', `/user/workOrder/${id}`)).statusCode).toBe(403);
    expect((await call(other, 'POST', `/user/workOrder/${id}/close`, {})).statusCode).toBe(403);
    const list = await call<{ data: { id: number }[] }>(other, 'GET', '/user/workOrder/list');
    expect(list.body.result.data.some((w) => w.id === id)).toBe(false);
    // A customer cannot act as the operator.
    expect((await call(customer, 'POST', `/sm/workorder/customer/${id}/accept`)).statusCode).toBe(
      403,
    );
    // Another province's order is out of gd_admin's reach.
    const zj = (await open(other)).body.result.id;
    expect((await call(province, 'GET', `/sm/workorder/customer/${zj}`)).statusCode).toBe(403);
    const scoped = await call<{ data: { id: number }[] }>(
      province,
      'GET',
      '/sm/workorder/customer/list?pageSize=50',
    );
    expect(scoped.body.result.data.some((w) => w.id === zj)).toBe(false);
    expect(scoped.body.result.data.some((w) => w.id === id)).toBe(true);
  });

  it('refuses bad input with a Chinese message and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('workOrder')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const short = await open(customer, { description: '太短' });
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toContain('请至少用10个字描述问题');
    const foreign = await open(customer, { relatedType: 'card', relatedRef: '00000000000' });
    expect(foreign.body.message).toBe(WorkOrderMessages.CARD_NOT_OWN);
    const picture = await open(customer, { attachments: ['https://example.com/x.png'] });
    expect(picture.body.message).toContain(WorkOrderMessages.BAD_ATTACHMENT);
    expect(await count()).toBe(before);
  });
});
