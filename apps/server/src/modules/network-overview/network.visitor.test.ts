import {
  type B1Overview,
  type DnnItem,
  type IsolationCaseItem,
  type LineDnnPage,
  type OrderedPage,
  type PageResult,
  type QodInstance,
  type QodSession,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { visitorToken } from '../sms/sms.test-support.js';
import { API } from '../sim/sim.test-support.js';

/**
 * Visitor mode on the private-network screens (B1, A1, A2, A7, ordered business): the demo
 * enterprise's records, read-only, and nobody else's.
 */
describe('visitor on the private-network screens', () => {
  let t: TestApp;
  let visitor: string;
  let custA: string;
  beforeAll(async () => {
    t = await createTestApp();
    [visitor, custA] = await Promise.all([visitorToken(t), loginAs(t, 'OCB1000000001')]);
  });
  afterAll(() => t.close());

  const get = <T>(token: string, path: string) =>
    t.call<T>({ method: 'GET', url: `${API}${path}`, headers: authed(token) });
  const DEMO = '演示体验企业';

  it('reads the demo enterprise’s DNNs, isolation cases, lines and B1 overview', async () => {
    const dnns = await get<PageResult<DnnItem>>(visitor, '/network/dnn/list');
    expect(dnns.statusCode).toBe(200);
    expect(dnns.body.result.data.map((d) => d.dnn).sort()).toEqual([
      'demo.sz.5gpn',
      'office.demo.5gpn',
    ]);
    expect(dnns.body.result.data.every((d) => d.customerName === DEMO)).toBe(true);
    const detail = await get<DnnItem>(visitor, `/network/dnn/${dnns.body.result.data[0]!.id}`);
    expect(detail.statusCode).toBe(200);

    const cases = await get<PageResult<IsolationCaseItem>>(visitor, '/network/isolation/list');
    expect(cases.body.result.data.map((c) => c.customerName)).toEqual([DEMO]);

    const lines = await get<LineDnnPage>(visitor, '/network/line/dnnView');
    expect(lines.statusCode).toBe(200);
    expect(lines.body.result.data.map((d) => d.dnn)).toEqual(['demo.sz.5gpn']);

    const b1 = await get<B1Overview>(visitor, '/network/b1/overview');
    expect(b1.statusCode).toBe(200);
    expect(b1.body.result.dnnCount).toBe(2);
  });

  it('reads the demo enterprise’s acceleration and ordered business, and none of customer A’s', async () => {
    const [mine, theirs] = await Promise.all([
      get<QodInstance[]>(visitor, '/network/qod/v1/instances'),
      get<QodInstance[]>(custA, '/network/qod/v1/instances'),
    ]);
    expect(mine.body.result).toHaveLength(1);
    expect(mine.body.result[0]!.custName).toBe(DEMO);
    const otherId = theirs.body.result[0]!.id;
    expect((await get(visitor, `/network/qod/v1/instances/${otherId}`)).statusCode).toBe(403);

    const sessions = await get<PageResult<QodSession>>(visitor, '/network/qod/v1/session-list');
    expect(sessions.body.result.total).toBeGreaterThan(0);
    expect(sessions.body.result.data.every((s) => s.instanceId === mine.body.result[0]!.id)).toBe(
      true,
    );

    const ordered = await get<OrderedPage>(visitor, '/network/ordered/overview');
    expect(ordered.statusCode).toBe(200);
    expect(ordered.body.result.data.map((o) => o.type).sort()).toEqual(['A1', 'A2']);
    expect(ordered.body.result.data.every((o) => o.customerName === DEMO)).toBe(true);
  });

  it('changes nothing: every write is refused', async () => {
    const [inst] = (await get<QodInstance[]>(visitor, '/network/qod/v1/instances')).body.result;
    const dnnId = (await get<PageResult<DnnItem>>(visitor, '/network/dnn/list')).body.result
      .data[0]!.id;
    const writes = [
      {
        method: 'POST' as const,
        url: '/network/qod/v1/sessions',
        payload: { instanceId: inst!.id, msisdn: '14800000000', duration: 3600 },
      },
      { method: 'POST' as const, url: `/network/dnn/${dnnId}/slices`, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: `/network/dnn/${dnnId}/cards`, payload: { cardIds: [1] } },
      { method: 'POST' as const, url: '/network/isolation', payload: { name: 'x' } },
    ];
    for (const w of writes) {
      const res = await t.call({ ...w, url: `${API}${w.url}`, headers: authed(visitor) });
      expect(res.statusCode, w.url).toBe(403);
      expect(res.body.message, w.url).toMatch(/访客/);
    }
    const after = await get<PageResult<DnnItem>>(visitor, '/network/dnn/list');
    expect(after.body.result.total).toBe(2);
  });
});
