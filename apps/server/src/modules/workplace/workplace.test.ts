import type { AdminWorkplace } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { monthStartDate } from './workplace.repository.js';

const API = '/unionmallmanage';

describe('back-office workplace', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'gd_admin', 'sz_admin', 'editor', 'OCB1000000001']) {
      tokens[who] = await loginAs(t, who);
    }
  });
  afterAll(() => t.close());

  const workplace = (who: string) =>
    t.call<AdminWorkplace>({
      method: 'GET',
      url: `${API}/sm/workplace/admin`,
      headers: authed(tokens[who]!),
    });
  const total = async (who: string, url: string) =>
    (
      await t.call<{ total: number }>({
        method: 'GET',
        url: `${API}/${url}`,
        headers: authed(tokens[who]!),
      })
    ).body.result.total;

  it('counts a province administrator’s queues within its province, in words', async () => {
    const res = await workplace('gd_admin');
    expect(res.statusCode).toBe(200);
    const w = res.body.result;
    expect(w).toMatchObject({ roleName: '省级管理员', region: '广东', content: null });
    expect(w.demands?.pending).toBe(await total('gd_admin', 'sm/marketdemand/list?status=0'));
    expect(w.demands?.following).toBe(await total('gd_admin', 'sm/marketdemand/list?status=1'));
    expect(w.demands?.newThisMonth).toBe(
      await total('gd_admin', `sm/marketdemand/list?startDate=${monthStartDate()}`),
    );
    expect(w.demands!.pending).toBeGreaterThan(0);
    expect(w.demands!.pending).toBeLessThan(
      (await workplace('admin')).body.result.demands!.pending,
    );
    expect(w.approvals).toEqual({ pending: 0, decidedThisMonth: 0 });
    expect(w.accounts?.disabled).toBe(
      await total('gd_admin', 'user/account/list?status=0&pageSize=50'),
    );
    // The demo orders: Guangdong's submitted and under-review ones, counted as the queue lists them.
    expect(w.orders).toEqual({
      submitted: await total('gd_admin', 'cp/om/web/order/queryOsmsOrder?status=0'),
      approving: await total('gd_admin', 'cp/om/web/order/queryOsmsOrder?status=1'),
      provisionFailing: 0,
    });
    expect(w.orders!.submitted).toBeGreaterThan(0);
    expect(w.refunds).toEqual({
      pending: await total('gd_admin', 'cp/om/web/refund/query?status=0'),
    });
  });

  it('names a city administrator’s city and leaves out what it does not hold', async () => {
    const w = (await workplace('sz_admin')).body.result;
    expect(w).toMatchObject({ roleName: '地市管理员', region: '广东 深圳', accounts: null });
    expect(w.demands).not.toBeNull();
  });

  it('gives content editors their drafts and scheduled releases', async () => {
    const w = (await workplace('editor')).body.result;
    expect(w).toMatchObject({
      roleName: '运营人员',
      region: '全国',
      demands: null,
      approvals: null,
      orders: null,
      refunds: null,
    });
    const drafts = Object.fromEntries(w.content!.drafts.map((d) => [d.kind, d.count]));
    expect(drafts.news).toBe(await total('editor', 'sm/newsinsight/list?status=0'));
    expect(w.content!.drafts.map((d) => d.label)).toEqual([
      '成功案例',
      '行业解决方案',
      '新闻资讯',
      '公告',
      '应用市场',
    ]);
  });

  it('refuses callers without the back office', async () => {
    expect((await workplace('OCB1000000001')).statusCode).toBe(403);
    const anonymous = await t.call({ method: 'GET', url: `${API}/sm/workplace/admin` });
    expect(anonymous.statusCode).toBe(401);
  });
});
