import {
  AdminLevel,
  OrderStatus,
  type ApprovalDecisionItem,
  type ApprovalItem,
  type ApprovalSummary,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../../app.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';

const API = '/unionmallmanage';

describe('审批中心', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const db = () => t.database.db;
  const get = <T>(who: string, url: string) =>
    t.call<T>({ method: 'GET', url: `${API}${url}`, headers: authed(tokens[who]!) });
  const accountOf = async (login: string) =>
    db()
      .selectFrom('account')
      .select(['id', 'beId', 'areaCode', 'adminLevel'])
      .where('loginAccount', '=', login)
      .executeTakeFirstOrThrow();
  /** Files a pending export application for `login` straight into the table. */
  const apply = async (login: string) => {
    const a = await accountOf(login);
    return (
      await db()
        .insertInto('exportPermission')
        .values({
          accountId: a.id,
          adminType: a.adminLevel,
          beId: a.beId,
          areaCode: a.areaCode,
          department: `审批中心测试${login}`,
          location: '',
          applyAccount: `4a_${login}`.slice(0, 20),
          remark: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  const all = async (who: string, query = '') =>
    (await get<PageResult<ApprovalItem>>(who, `/sm/approval/queue?pageSize=50${query}`)).body
      .result;

  beforeAll(async () => {
    t = await createTestApp();
    await jobRunnerOf(t.database)!.stop();
    for (const who of ['admin', 'gd_admin', 'sz_admin', 'approver', 'OCB1000000001', 'editor'])
      tokens[who] = await loginAs(t, who);
    await apply('OCB1000000001');
    await apply('admin');
    await apply('gd_admin');
    await apply('sz_admin');
  });
  afterAll(() => t.close());

  it("puts the national administrator's orders, refunds and export applications in one queue, oldest first", async () => {
    const queue = await all('admin');
    const orders = await db()
      .selectFrom('bizOrder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', [OrderStatus.SUBMITTED, OrderStatus.APPROVING])
      .executeTakeFirstOrThrow();
    const refunds = await db()
      .selectFrom('orderRefund')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 0)
      .executeTakeFirstOrThrow();
    const kinds = (k: string) => queue.data.filter((i) => i.kind === k);
    expect(kinds('order')).toHaveLength(Number(orders.n));
    expect(kinds('refund')).toHaveLength(Number(refunds.n));
    expect(Number(orders.n)).toBeGreaterThan(0);
    // Not its own application; the others' (a province's, a city's, a customer's) are its to decide.
    expect(
      kinds('export')
        .map((i) => i.reference)
        .sort(),
    ).toEqual(['OCB1000000001', 'gd_admin', 'sz_admin'].sort());
    expect(queue.total).toBe(queue.data.length);
    const times = queue.data.map((i) => i.submittedAt);
    expect([...times].sort()).toEqual(times);
    const order = kinds('order')[0]!;
    expect(order.link).toBe(`/admin/order/list/detail/${order.id}`);
    expect(kinds('export')[0]!.link).toMatch(/^\/admin\/approval\/export\?status=0&keyword=/);

    const summary = (await get<ApprovalSummary>('admin', '/sm/approval/summary')).body.result;
    expect(summary.kinds.map((k) => [k.kind, k.pending])).toEqual([
      ['export', 3],
      ['order', Number(orders.n)],
      ['refund', Number(refunds.n)],
    ]);
  });

  it('keeps a province administrator to its province and to applications below its level', async () => {
    const queue = await all('gd_admin');
    expect(queue.data.length).toBeGreaterThan(0);
    expect(queue.data.every((i) => i.provinceName === '广东')).toBe(true);
    const exports = queue.data.filter((i) => i.kind === 'export').map((i) => i.reference);
    expect(exports.sort()).toEqual(['OCB1000000001', 'sz_admin'].sort());

    const city = await all('sz_admin');
    const cityExports = city.data.filter((i) => i.kind === 'export').map((i) => i.reference);
    expect(cityExports).toEqual(['OCB1000000001']);
    const zhejiang = await db()
      .selectFrom('bizOrder')
      .select('orderNo')
      .where('beId', '<>', (await accountOf('gd_admin')).beId)
      .where('status', 'in', [OrderStatus.SUBMITTED, OrderStatus.APPROVING])
      .execute();
    const seen = new Set(queue.data.map((i) => i.reference));
    expect(zhejiang.every((o) => !seen.has(o.orderNo))).toBe(true);
  });

  it("sends a national administrator's application to the designated approver, who decides exports only", async () => {
    const summary = (await get<ApprovalSummary>('approver', '/sm/approval/summary')).body.result;
    expect(summary.kinds.map((k) => k.kind)).toEqual(['export']);
    const queue = await all('approver');
    expect(queue.data.every((i) => i.kind === 'export')).toBe(true);
    expect(queue.data.map((i) => i.reference)).toContain('admin');
    expect(AdminLevel.NATIONAL).toBe(0);
  });

  it('filters by kind and refuses a bad kind, a customer and an editor', async () => {
    const orders = await all('admin', '&kind=order');
    expect(orders.data.length).toBeGreaterThan(0);
    expect(orders.data.every((i) => i.kind === 'order')).toBe(true);
    const bad = await get('admin', '/sm/approval/queue?kind=firmware');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('审批类型不正确');
    expect((await get('OCB1000000001', '/sm/approval/queue')).statusCode).toBe(403);
    expect((await get('editor', '/sm/approval/summary')).statusCode).toBe(403);
  });

  it('logs each decision with its approver, and the decided item leaves the queue', async () => {
    const before = await all('gd_admin', '&kind=order');
    const waiting = before.data.find((i) => i.stage === '已提交')!;
    expect(waiting).toBeDefined();
    const accepted = await t.call({
      method: 'POST',
      url: `${API}/cp/om/web/order/${waiting.id}/accept`,
      headers: authed(tokens.gd_admin!),
    });
    expect(accepted.statusCode).toBe(200);
    const approved = await t.call({
      method: 'POST',
      url: `${API}/cp/om/web/order/${waiting.id}/approve`,
      headers: authed(tokens.gd_admin!),
    });
    expect(approved.statusCode).toBe(200);
    const after = await all('gd_admin', '&kind=order');
    expect(after.data.map((i) => i.id)).not.toContain(waiting.id);

    const log = (
      await get<PageResult<ApprovalDecisionItem>>('gd_admin', '/sm/approval/decisions?kind=order')
    ).body.result;
    const mine = log.data.filter((d) => d.id === waiting.id);
    expect(mine.map((d) => d.decision)).toEqual(['approved', 'accepted']);
    const gd = await db()
      .selectFrom('account')
      .select(['realName', 'name'])
      .where('loginAccount', '=', 'gd_admin')
      .executeTakeFirstOrThrow();
    expect(mine[0]!.approverName).toBe(gd.realName || gd.name);
    expect(log.data.every((d) => d.provinceName === '广东')).toBe(true);
    // Newest first.
    const times = log.data.map((d) => d.decidedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
