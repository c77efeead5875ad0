import {
  CLIENT_LOG_LIMITS,
  CLIENT_LOG_RATE_LIMITS,
  ClientLogMessages,
  Messages,
  OperType,
  Status,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { accountIdOf, visitorToken } from '../sms/sms.test-support.js';

const API = '/unionmallmanage';
const ERROR_PATH = `${API}/sm/sysOperStandardLog/error/add`;
const PAGE_LOAD_PATH = `${API}/sm/sysOperStandardLog`;
const BATCH = CLIENT_LOG_LIMITS.batch;
const ADDRESS_PER_MINUTE = CLIENT_LOG_RATE_LIMITS.perAddress[0].max;
const SESSION_PER_MINUTE = CLIENT_LOG_RATE_LIMITS.perSession[0].max;

const errorRows = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({ transId: `${tag}-${i}`, message: 'm', status: '1' }));
const pageLoadRows = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    operType: OperType.BROWSE,
    operUrl: `/${tag}/${i}`,
    title: tag,
    timeDelay: 4000,
  }));

describe('client log uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function operLogCount(): Promise<number> {
    await t.app.flushOperLog();
    const row = await db()
      .selectFrom('operLog')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function clientLogCount(where: { ip?: string; accountId?: number } = {}): Promise<number> {
    let q = db()
      .selectFrom('clientErrorLog')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (where.ip !== undefined) q = q.where('ip', '=', where.ip);
    if (where.accountId !== undefined) q = q.where('accountId', '=', where.accountId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  it('stores queued error logs in the client-reported log', async () => {
    const res = await t.call<{ accepted: number }>({
      method: 'POST',
      url: ERROR_PATH,
      headers: { 'user-agent': 'vitest' },
      remoteAddress: '192.0.2.1',
      payload: {
        logList: [
          { transId: 't-1', message: '请求参数不正确', status: '100400' },
          { transId: 't-2', message: '系统繁忙', status: 100500 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: Status.OK, result: { accepted: 2 } });
    const rows = await db()
      .selectFrom('clientErrorLog')
      .selectAll()
      .where('ip', '=', '192.0.2.1')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.kind, r.transId, r.status, r.message, r.userAgent])).toEqual([
      ['error', 't-1', '100400', '请求参数不正确', 'vitest'],
      ['error', 't-2', '100500', '系统繁忙', 'vitest'],
    ]);
  });

  it('stores a slow page load as client-reported, and no operation log row whatever its title', async () => {
    const token = await loginAs(t, 'admin');
    const adminId = await accountIdOf(t, 'admin');
    const before = await operLogCount();
    const forged = '管理员删除了全部客户数据';
    const res = await t.call<{ accepted: number }>({
      method: 'POST',
      url: PAGE_LOAD_PATH,
      headers: authed(token),
      remoteAddress: '192.0.2.2',
      payload: {
        logList: [
          // A caller can claim any operation type, address and title.
          { operType: OperType.LOGIN, operUrl: '/admin/customers', title: forged, timeDelay: 4200 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: Status.OK, result: { accepted: 1 } });

    expect(await operLogCount()).toBe(before);
    const inOperLog = await db()
      .selectFrom('operLog')
      .select('id')
      .where('title', '=', forged)
      .execute();
    expect(inOperLog).toEqual([]);

    const row = await db()
      .selectFrom('clientErrorLog')
      .selectAll()
      .where('ip', '=', '192.0.2.2')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'page_load',
      pageUrl: '/admin/customers',
      title: forged,
      timeDelay: 4200,
      accountId: adminId,
    });
  });

  it('refuses an oversized batch or field and stores nothing', async () => {
    const before = await clientLogCount();
    const tooMany = await t.call({
      method: 'POST',
      url: ERROR_PATH,
      remoteAddress: '192.0.2.3',
      payload: { logList: errorRows(BATCH + 1, 'big') },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe(`单次最多上传${BATCH}条日志`);

    const longTitle = await t.call({
      method: 'POST',
      url: PAGE_LOAD_PATH,
      remoteAddress: '192.0.2.3',
      payload: {
        logList: [
          { operUrl: '/x', title: 'x'.repeat(CLIENT_LOG_LIMITS.title + 1), timeDelay: 4000 },
        ],
      },
    });
    expect(longTitle.statusCode).toBe(400);

    const huge = await t.call({
      method: 'POST',
      url: ERROR_PATH,
      remoteAddress: '192.0.2.3',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ logList: errorRows(1, 'h'), padding: 'x'.repeat(200 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.body.message).toBe(Messages.PAYLOAD_TOO_LARGE);

    expect(await clientLogCount()).toBe(before);
  });

  it('refuses 3,000 rows from one address past its budget, on both paths, whatever X-Forwarded-For says', async () => {
    const ip = '203.0.113.7';
    const before = await operLogCount();
    const answers: number[] = [];
    let refused: Awaited<ReturnType<TestApp['call']>> | undefined;
    for (let i = 0; i < 3000 / BATCH; i++) {
      const res = await t.call({
        method: 'POST',
        url: i % 2 ? PAGE_LOAD_PATH : ERROR_PATH,
        remoteAddress: ip,
        // Not trusted without TRUST_PROXY: it must not buy a fresh address budget.
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
        payload: { logList: i % 2 ? pageLoadRows(BATCH, `flood${i}`) : errorRows(BATCH, `f${i}`) },
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(ADDRESS_PER_MINUTE);
    expect(answers.slice(0, ADDRESS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(answers.slice(ADDRESS_PER_MINUTE).every((s) => s === 429)).toBe(true);
    expect(refused?.body).toEqual({
      status: Status.TOO_MANY_REQUESTS,
      message: ClientLogMessages.TOO_FREQUENT,
      result: null,
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    expect(await clientLogCount({ ip })).toBe(ADDRESS_PER_MINUTE * BATCH);
    expect(await operLogCount()).toBe(before);
  });

  it('holds a signed-in account to its budget from any address, and a new login does not reset it', async () => {
    const token = await loginAs(t, 'OCB1000000001');
    const accountId = await accountIdOf(t, 'OCB1000000001');
    const answers: number[] = [];
    for (let i = 0; i < SESSION_PER_MINUTE + 3; i++) {
      const res = await t.call({
        method: 'POST',
        url: i % 2 ? PAGE_LOAD_PATH : ERROR_PATH,
        remoteAddress: `198.51.100.${i + 1}`,
        headers: authed(token),
        payload: { logList: i % 2 ? pageLoadRows(2, `s${i}`) : errorRows(2, `s${i}`) },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([
      ...Array<number>(SESSION_PER_MINUTE).fill(200),
      ...Array<number>(3).fill(429),
    ]);
    expect(await clientLogCount({ accountId })).toBe(SESSION_PER_MINUTE * 2);

    const again = await loginAs(t, 'OCB1000000001');
    const res = await t.call({
      method: 'POST',
      url: ERROR_PATH,
      remoteAddress: '198.51.100.200',
      headers: authed(again),
      payload: { logList: errorRows(1, 'again') },
    });
    expect(res.statusCode).toBe(429);
    expect(res.body.message).toBe(ClientLogMessages.TOO_FREQUENT);
    expect(await clientLogCount({ accountId })).toBe(SESSION_PER_MINUTE * 2);
  });

  it('gives each visitor session its own budget (visitors share one account)', async () => {
    const first = await visitorToken(t);
    const second = await visitorToken(t);
    const send = (token: string, i: number) =>
      t.call({
        method: 'POST',
        url: ERROR_PATH,
        remoteAddress: `198.51.101.${i + 1}`,
        headers: authed(token),
        payload: { logList: errorRows(1, `v${i}`) },
      });
    for (let i = 0; i < SESSION_PER_MINUTE; i++)
      expect((await send(first, i)).statusCode).toBe(200);
    expect((await send(first, 50)).statusCode).toBe(429);
    expect((await send(second, 51)).statusCode).toBe(200);
  });
});
