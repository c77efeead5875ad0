import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('client log uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores queued error logs', async () => {
    const res = await t.call<{ accepted: number }>({
      method: 'POST',
      url: '/unionmallmanage/sm/sysOperStandardLog/error/add',
      headers: { 'user-agent': 'vitest' },
      payload: {
        logList: [
          { transId: 't-1', message: '请求参数不正确', status: '100400' },
          { transId: 't-2', message: '系统繁忙', status: 100500 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.accepted).toBe(2);
    const rows = await t.database.db
      .selectFrom('clientErrorLog')
      .selectAll()
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.transId, r.status, r.message, r.userAgent])).toEqual([
      ['t-1', '100400', '请求参数不正确', 'vitest'],
      ['t-2', '100500', '系统繁忙', 'vitest'],
    ]);
  });

  it('stores slow page loads as browse operations', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/unionmallmanage/sm/sysOperStandardLog',
      payload: { logList: [{ operType: 3, operUrl: '/home', title: '首页', timeDelay: 4200 }] },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('operLog')
      .selectAll()
      .where('operUrl', '=', '/home')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ operType: 3, timeDelay: 4200, operatorType: 1, title: '首页' });
  });

  it('refuses an oversized batch and changes nothing', async () => {
    const before = await t.database.db
      .selectFrom('clientErrorLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.call({
      method: 'POST',
      url: '/unionmallmanage/sm/sysOperStandardLog/error/add',
      payload: {
        logList: Array.from({ length: 101 }, (_, i) => ({
          transId: String(i),
          message: 'm',
          status: '1',
        })),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('单次最多上传100条日志');
    const after = await t.database.db
      .selectFrom('clientErrorLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
