import { Messages, SMS_LIMITS, SmsPurpose, Status } from '@pn/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { OutboxGateway, useSmsGateway, type SmsGateway } from './sms.gateway.js';
import { consumeSmsCode, issueSmsCode, startOfChinaDay } from './sms.service.js';
import {
  lastOutboxRow,
  lastSms,
  publicSend,
  lastSmsCode,
  requestCode,
  resetSmsLimits,
  visitorToken,
} from './sms.test-support.js';

const API = '/unionmallmanage';
// Demo numbers: OCB1000000001, OCB1000000002 and 13800138000 hold these.
const TEL_1 = '13823456781';
const TEL_2 = '13957112345';
const TEL_3 = '13800138000';
const FREE_TEL = '13612345678';

describe('SMS verification codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const codeRows = (tel: string) =>
    t.database.db.selectFrom('smsCode').selectAll().where('tel', '=', tel).execute();

  it('sends a login code by POST to a registered number, never answering the code', async () => {
    const res = await publicSend<{ tel: string; resendSeconds: number }>(t, {
      method: 'POST',
      url: `${API}/user/account/sendCode`,
      payload: { tel: TEL_1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: Status.OK,
      message: Messages.SMS_SENT_IF_REGISTERED,
      result: { tel: '138****6781', resendSeconds: SMS_LIMITS.resendSeconds },
    });
    const sms = await lastSms(t, TEL_1);
    expect(sms?.purpose).toBe('login');
    expect(sms?.content).toMatch(/^【5G专网运营平台】您的验证码为\d{6}，5分钟内有效，请勿泄露。$/);
    const code = await lastSmsCode(t, TEL_1);
    expect(JSON.stringify(res.body)).not.toContain(code);
    const [row] = await codeRows(TEL_1);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    const validMs = new Date(row!.expiresAt).getTime() - new Date(row!.createdAt).getTime();
    expect(Math.round(validMs / 60_000)).toBe(SMS_LIMITS.validMinutes);
  });

  it('sends by GET with the query string too, and a reset code when asked', async () => {
    const res = await publicSend(t, {
      method: 'GET',
      url: `${API}/user/account/sendCode?tel=${TEL_2}&purpose=reset`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(Status.OK);
    expect((await lastSms(t, TEL_2))?.purpose).toBe('reset');
  });

  it('answers a number without an active account as any other and texts it nothing; refuses a malformed number', async () => {
    const answer = async (tel: string) => {
      const res = await publicSend(t, {
        method: 'POST',
        url: `${API}/user/account/sendCode`,
        payload: { tel },
      });
      return { statusCode: res.statusCode, body: res.body, tel };
    };
    await resetSmsLimits(t, TEL_1);
    const known = await answer(TEL_1);
    const unknown = await answer(FREE_TEL);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toEqual({
      ...known.body,
      result: { ...(known.body as { result: object }).result, tel: '136****5678' },
    });
    expect(unknown.body).toMatchObject({
      status: Status.OK,
      message: Messages.SMS_SENT_IF_REGISTERED,
    });
    expect(await lastSms(t, FREE_TEL)).toBeUndefined();
    expect(await lastOutboxRow(t, FREE_TEL)).toBeUndefined();
    // The resend limit holds an unknown number as it holds a known one.
    const again = [await answer(TEL_1), await answer(FREE_TEL)];
    expect(again.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(again[1]!.body).toEqual(again[0]!.body);
    await resetSmsLimits(t, FREE_TEL);

    await t.database.db
      .updateTable('account')
      .set({ status: 0 })
      .where('tel', '=', TEL_3)
      .execute();
    const disabled = await publicSend(t, {
      method: 'GET',
      url: `${API}/user/account/sendCode?tel=${TEL_3}&purpose=reset`,
    });
    expect(disabled.body.message).toBe(Messages.SMS_SENT_IF_REGISTERED);
    expect((await lastSms(t, TEL_3))?.purpose).not.toBe('reset');
    await resetSmsLimits(t, TEL_3);
    await t.database.db
      .updateTable('account')
      .set({ status: 1 })
      .where('tel', '=', TEL_3)
      .execute();

    const bad = await publicSend(t, {
      method: 'POST',
      url: `${API}/user/account/sendCode`,
      payload: { tel: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('手机号码格式不正确');
  });

  it('allows one code per number and purpose every 60 seconds', async () => {
    await resetSmsLimits(t, TEL_3);
    await requestCode(t, '/user/account/sendCode', TEL_3);
    const again = await publicSend(t, {
      method: 'POST',
      url: `${API}/user/account/sendCode`,
      payload: { tel: TEL_3 },
    });
    expect(again.statusCode).toBe(429);
    expect(again.body.status).toBe(Status.TOO_MANY_REQUESTS);
    expect(again.body.message).toMatch(/^验证码发送过于频繁，请(60|59|58)秒后再试$/);
    expect(await codeRows(TEL_3)).toHaveLength(1);

    // Another purpose is another counter; an older send no longer blocks.
    const reset = await publicSend(t, {
      method: 'POST',
      url: `${API}/user/account/sendCode`,
      payload: { tel: TEL_3, purpose: 'reset' },
    });
    expect(reset.statusCode).toBe(200);
    await t.database.db
      .updateTable('smsCode')
      .set({ createdAt: sql<Date>`now() - interval '61 seconds'` })
      .where('tel', '=', TEL_3)
      .execute();
    const later = await publicSend(t, {
      method: 'POST',
      url: `${API}/user/account/sendCode`,
      payload: { tel: TEL_3 },
    });
    expect(later.statusCode).toBe(200);
  });

  it('lets only one of several simultaneous requests for the same number through', async () => {
    await resetSmsLimits(t, TEL_3);
    const send = () =>
      publicSend(t, {
        method: 'POST',
        url: `${API}/user/account/sendCode`,
        payload: { tel: TEL_3 },
      });
    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
    expect(await codeRows(TEL_3)).toHaveLength(1);
  });

  it('caps each number at 10 codes a day, counting from midnight China time', async () => {
    await resetSmsLimits(t, TEL_3);
    const yesterday = new Date(startOfChinaDay().getTime() - 60_000);
    const row = (createdAt: Date | string) => ({
      tel: TEL_3,
      purpose: 'verify',
      codeHash: 'x'.repeat(64),
      ip: '',
      expiresAt: createdAt,
      createdAt,
    });
    await t.database.db
      .insertInto('smsCode')
      .values(Array.from({ length: 10 }, () => row(yesterday)))
      .execute();
    const allowed = await publicSend(t, {
      method: 'POST',
      url: `${API}/user/account/sendCode`,
      payload: { tel: TEL_3 },
    });
    expect(allowed.statusCode).toBe(200);

    await t.database.db
      .insertInto('smsCode')
      .values(Array.from({ length: SMS_LIMITS.dailyPerNumber - 1 }, () => row(new Date())))
      .execute();
    const capped = await publicSend(t, {
      method: 'POST',
      url: `${API}/user/account/sendCode`,
      payload: { tel: TEL_3, purpose: 'reset' },
    });
    expect(capped.statusCode).toBe(429);
    expect(capped.body.message).toBe(Messages.SMS_DAILY_LIMIT);
  });

  it('computes the China day boundary independent of the server zone', () => {
    // 2026-01-01 15:59:59 UTC is 23:59:59 in China; 16:00:00 UTC is the next day's midnight.
    expect(startOfChinaDay(Date.UTC(2026, 0, 1, 15, 59, 59)).toISOString()).toBe(
      '2025-12-31T16:00:00.000Z',
    );
    expect(startOfChinaDay(Date.UTC(2026, 0, 1, 16, 0, 0)).toISOString()).toBe(
      '2026-01-01T16:00:00.000Z',
    );
  });

  describe('consumeSmsCode', () => {
    const tel = '13711112222';
    const issue = async (purpose: SmsPurpose = SmsPurpose.LOGIN) => {
      await resetSmsLimits(t, tel);
      await issueSmsCode(t.app, { ip: '127.0.0.1' } as never, tel, purpose);
      return lastSmsCode(t, tel);
    };
    const invalid = { status: Status.SMS_CODE_INVALID, message: Messages.SMS_CODE_INVALID };

    it('accepts the right code once only', async () => {
      const code = await issue();
      await expect(consumeSmsCode(t.database.db, tel, 'login', code)).resolves.toBeUndefined();
      await expect(consumeSmsCode(t.database.db, tel, 'login', code)).rejects.toMatchObject(
        invalid,
      );
    });

    it('lets only one of two simultaneous uses of a code through', async () => {
      const code = await issue();
      const results = await Promise.allSettled([
        consumeSmsCode(t.database.db, tel, 'login', code),
        consumeSmsCode(t.database.db, tel, 'login', code),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    });

    it('refuses a wrong code, a code for another purpose and an expired code', async () => {
      const code = await issue();
      const wrong = code === '000000' ? '111111' : '000000';
      await expect(consumeSmsCode(t.database.db, tel, 'login', wrong)).rejects.toMatchObject(
        invalid,
      );
      await expect(consumeSmsCode(t.database.db, tel, 'reset', code)).rejects.toMatchObject(
        invalid,
      );
      await t.database.db
        .updateTable('smsCode')
        .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
        .where('tel', '=', tel)
        .execute();
      await expect(consumeSmsCode(t.database.db, tel, 'login', code)).rejects.toMatchObject(
        invalid,
      );
    });

    it('voids a code after 5 wrong entries', async () => {
      const code = await issue();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < SMS_LIMITS.maxAttempts; i++) {
        await expect(consumeSmsCode(t.database.db, tel, 'login', wrong)).rejects.toMatchObject(
          invalid,
        );
      }
      await expect(consumeSmsCode(t.database.db, tel, 'login', code)).rejects.toMatchObject(
        invalid,
      );
    });

    it('counts only the newest code of a number and purpose', async () => {
      const first = await issue();
      await t.database.db
        .updateTable('smsCode')
        .set({ createdAt: sql<Date>`now() - interval '61 seconds'` })
        .where('tel', '=', tel)
        .execute();
      await issueSmsCode(t.app, { ip: '127.0.0.1' } as never, tel, SmsPurpose.LOGIN);
      const second = await lastSmsCode(t, tel);
      if (first !== second) {
        await expect(consumeSmsCode(t.database.db, tel, 'login', first)).rejects.toMatchObject(
          invalid,
        );
      }
      await expect(consumeSmsCode(t.database.db, tel, 'login', second)).resolves.toBeUndefined();
    });
  });

  describe('bind/sendCode', () => {
    it('needs a login and refuses the visitor by POST and by GET', async () => {
      const anonymous = await t.call({
        method: 'POST',
        url: `${API}/user/account/bind/sendCode`,
        payload: { tel: FREE_TEL },
      });
      expect(anonymous.statusCode).toBe(401);
      const visitor = await visitorToken(t);
      for (const method of ['POST', 'GET'] as const) {
        const res = await t.call({
          method,
          url: `${API}/user/account/bind/sendCode${method === 'GET' ? `?tel=${FREE_TEL}` : ''}`,
          headers: authed(visitor),
          ...(method === 'POST' ? { payload: { tel: FREE_TEL } } : {}),
        });
        expect(res.statusCode, method).toBe(403);
        expect(res.body.message).toBe(Messages.VISITOR_READ_ONLY);
      }
      expect(await lastSms(t, FREE_TEL)).toBeUndefined();
    });

    it('refuses a number bound to another account and sends to a free one', async () => {
      const token = await loginAs(t, 'OCB1000000001');
      const taken = await t.call({
        method: 'POST',
        url: `${API}/user/account/bind/sendCode`,
        headers: authed(token),
        payload: { tel: TEL_2 },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.body.message).toBe(Messages.PHONE_TAKEN);
      const res = await t.call({
        method: 'GET',
        url: `${API}/user/account/bind/sendCode?tel=${FREE_TEL}`,
        headers: authed(token),
      });
      expect(res.statusCode).toBe(200);
      expect((await lastSms(t, FREE_TEL))?.purpose).toBe('bind');
    });
  });

  describe('create/sendCode', () => {
    it('texts a registered number a notice instead of a code, answering as for a new number', async () => {
      await resetSmsLimits(t, TEL_1);
      const taken = await publicSend<{ tel: string }>(t, {
        method: 'POST',
        url: `${API}/user/account/create/sendCode`,
        payload: { tel: TEL_1 },
      });
      const notice = lastSms(t, TEL_1);
      expect(notice?.purpose).toBe('notice');
      expect(notice?.content).toContain('您的手机号已注册过账号');
      expect(notice?.content).not.toMatch(/\d{6}/);
      const tel = '13698765432';
      const res = await publicSend<{ tel: string }>(t, {
        method: 'GET',
        url: `${API}/user/account/create/sendCode?tel=${tel}`,
      });
      expect(res.statusCode).toBe(200);
      expect(taken.statusCode).toBe(200);
      expect({ ...taken.body, result: { ...taken.body.result, tel: '' } }).toEqual({
        ...res.body,
        result: { ...res.body.result, tel: '' },
      });
      expect(res.body.message).toBe(Messages.SMS_SENT_REGISTER);
      expect((await lastSms(t, tel))?.purpose).toBe('register');
      // The notice counts against the number's resend limit like a code.
      const again = await publicSend(t, {
        method: 'POST',
        url: `${API}/user/account/create/sendCode`,
        payload: { tel: TEL_1 },
      });
      expect(again.statusCode).toBe(429);
    });
  });

  describe('identity verification codes', () => {
    it('sends a verify code to the caller’s own number by POST and by GET', async () => {
      const token = await loginAs(t, 'OCB1000000002');
      await resetSmsLimits(t, TEL_2);
      const post = await t.call<{ tel: string }>({
        method: 'POST',
        url: `${API}/sm/sysOperStandardLog/phone/getVerifiCode`,
        headers: authed(token),
        payload: {},
      });
      expect(post.statusCode).toBe(200);
      expect(post.body.result).toEqual({
        tel: '139****2345',
        resendSeconds: SMS_LIMITS.resendSeconds,
      });
      expect((await lastSms(t, TEL_2))?.purpose).toBe('verify');

      await resetSmsLimits(t, TEL_2);
      const get = await t.call<{ tel: string }>({
        method: 'GET',
        url: `${API}/usm-npn/web/oper/getDetailInfoVerificationCode?infoType=4`,
        headers: authed(token),
      });
      expect(get.statusCode).toBe(200);
      expect(get.body.result.tel).toBe('139****2345');
    });

    it('checks a verify code once: wrong is refused, right succeeds, reuse is refused', async () => {
      const token = await loginAs(t, 'OCB1000000002');
      await resetSmsLimits(t, TEL_2);
      await t.call({
        method: 'POST',
        url: `${API}/sm/sysOperStandardLog/phone/getVerifiCode`,
        headers: authed(token),
        payload: {},
      });
      const code = await lastSmsCode(t, TEL_2);
      const check = (c: string) =>
        t.call<{ verified: boolean }>({
          method: 'POST',
          url: `${API}/sm/sysOperStandardLog/phone/checkVerifiCode`,
          headers: authed(token),
          payload: { code: c },
        });
      const wrong = await check(code === '000000' ? '111111' : '000000');
      expect(wrong.body.status).toBe(Status.SMS_CODE_INVALID);
      const right = await check(code);
      expect(right.body).toEqual({
        status: '0',
        message: Messages.VERIFY_OK,
        result: { verified: true },
      });
      expect((await check(code)).body.status).toBe(Status.SMS_CODE_INVALID);
      const empty = await check('');
      expect(empty.statusCode).toBe(400);
      expect(empty.body.message).toBe('请输入短信验证码');
    });

    it('needs a login and refuses the visitor', async () => {
      const anonymous = await t.call({
        method: 'POST',
        url: `${API}/sm/sysOperStandardLog/phone/getVerifiCode`,
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
      const visitor = await visitorToken(t);
      const get = await t.call({
        method: 'GET',
        url: `${API}/usm-npn/web/oper/getDetailInfoVerificationCode?infoType=4`,
        headers: authed(visitor),
      });
      expect(get.statusCode).toBe(403);
    });
  });

  describe('outbox', () => {
    it('lists sent messages newest first to the national administrator, filtered by number', async () => {
      const token = await loginAs(t, 'admin');
      const res = await t.call<{
        data: { id: number; tel: string; content: string; createTime: string }[];
        total: number;
        pageSize: number;
      }>({
        method: 'GET',
        url: `${API}/sm/sms/outbox?tel=${TEL_3}&pageSize=2`,
        headers: authed(token),
      });
      expect(res.statusCode).toBe(200);
      const { data, total, pageSize } = res.body.result;
      expect(pageSize).toBe(2);
      expect(data).toHaveLength(2);
      expect(total).toBeGreaterThan(2);
      expect(data.every((d) => d.tel === TEL_3)).toBe(true);
      expect(data[0]!.id).toBeGreaterThan(data[1]!.id);
      expect(data[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('filters by send date and purpose, in Chinese when a filter is malformed', async () => {
      const token = await loginAs(t, 'admin');
      const outbox = (qs: string) =>
        t.call<{ data: { purpose: string }[]; total: number }>({
          method: 'GET',
          url: `${API}/sm/sms/outbox?pageSize=50${qs}`,
          headers: authed(token),
        });
      const ymd = (d: Date) =>
        `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const today = ymd(new Date());
      const tomorrow = ymd(new Date(Date.now() + 86_400_000));
      const yesterday = ymd(new Date(Date.now() - 86_400_000));
      const all = (await outbox('')).body.result.total;
      expect(all).toBeGreaterThan(0);
      expect(
        (await outbox(`&dateFrom=${today}&dateTo=${today}`)).body.result.total,
      ).toBeGreaterThan(0);
      expect((await outbox(`&dateFrom=${tomorrow}`)).body.result.total).toBe(0);
      expect((await outbox(`&dateTo=${yesterday}`)).body.result.total).toBe(0);
      const logins = (await outbox('&purpose=login')).body.result.data;
      expect(logins.length).toBeGreaterThan(0);
      expect(logins.every((d) => d.purpose === 'login')).toBe(true);
      expect((await outbox('&purpose=&dateFrom=')).body.result.total).toBe(all);
      const badDate = await outbox('&dateFrom=2026/01/01');
      expect(badDate.statusCode).toBe(400);
      expect(badDate.body.message).toBe('日期格式应为YYYY-MM-DD或YYYY-MM-DD HH:mm:ss');
      const badPurpose = await outbox('&purpose=spam');
      expect(badPurpose.statusCode).toBe(400);
      expect(badPurpose.body.message).toBe('短信用途不正确');
    });

    it('is closed to province administrators and anonymous callers', async () => {
      const token = await loginAs(t, 'gd_admin');
      const res = await t.call({
        method: 'GET',
        url: `${API}/sm/sms/outbox`,
        headers: authed(token),
      });
      expect(res.statusCode).toBe(403);
      const anonymous = await t.call({ method: 'GET', url: `${API}/sm/sms/outbox` });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('gateway', () => {
    it('sends through a replaced gateway', async () => {
      const sent: string[] = [];
      const fake: SmsGateway = {
        send: async (tel, content) => {
          sent.push(`${tel}:${content}`);
        },
      };
      useSmsGateway(t.app, fake);
      try {
        await resetSmsLimits(t, TEL_1);
        const before = await lastOutboxRow(t, TEL_1);
        const res = await publicSend(t, {
          method: 'POST',
          url: `${API}/user/account/sendCode`,
          payload: { tel: TEL_1 },
        });
        expect(res.statusCode).toBe(200);
        expect(sent).toHaveLength(1);
        expect(sent[0]).toMatch(new RegExp(`^${TEL_1}:.*验证码为\\d{6}`));
        expect((await lastOutboxRow(t, TEL_1))?.id).toBe(before?.id);
      } finally {
        useSmsGateway(t.app, new OutboxGateway(t.app));
      }
    });

    it('releases the resend limit when the gateway fails', async () => {
      useSmsGateway(t.app, {
        send: async () => {
          throw new Error('carrier down');
        },
      });
      try {
        await resetSmsLimits(t, TEL_1);
        const res = await publicSend(t, {
          method: 'POST',
          url: `${API}/user/account/sendCode`,
          payload: { tel: TEL_1 },
        });
        expect(res.statusCode).toBe(500);
        expect(await codeRows(TEL_1)).toHaveLength(0);
      } finally {
        useSmsGateway(t.app, new OutboxGateway(t.app));
      }
    });

    it('logs the message text in development only', async () => {
      const fakeApp = (nodeEnv: string) => {
        const info = vi.fn();
        const app = {
          config: { nodeEnv },
          log: { info },
          database: t.database,
        } as unknown as FastifyInstance;
        return { app, info };
      };
      const dev = fakeApp('development');
      await new OutboxGateway(dev.app).send(FREE_TEL, '测试短信', 'notice');
      expect(dev.info).toHaveBeenCalledTimes(1);
      const prod = fakeApp('production');
      await new OutboxGateway(prod.app).send(FREE_TEL, '测试短信', 'notice');
      expect(prod.info).not.toHaveBeenCalled();
      expect((await lastOutboxRow(t, FREE_TEL))?.content).toBe('测试短信');
    });
  });
});

describe('a test server with a shorter resend wait (SMS_RESEND_SECONDS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_RESEND_SECONDS: '5' });
  });
  afterAll(() => t.close());

  it('answers and enforces its own wait', async () => {
    await resetSmsLimits(t, TEL_1);
    const send = () =>
      publicSend<{ resendSeconds: number }>(t, {
        method: 'POST',
        url: `${API}/user/account/sendCode`,
        payload: { tel: TEL_1 },
      });
    const first = await send();
    expect(first.body.result.resendSeconds).toBe(5);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.body.message).toMatch(/^验证码发送过于频繁，请[45]秒后再试$/);
    // Six seconds later the number may be sent the next one.
    await t.database.db
      .updateTable('smsCode')
      .set({ createdAt: sql<Date>`created_at - interval '6 seconds'` })
      .where('tel', '=', TEL_1)
      .execute();
    const later = await send();
    expect(later.statusCode).toBe(200);
  });
});
