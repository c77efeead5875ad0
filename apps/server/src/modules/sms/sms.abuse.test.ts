import { Messages, SMS_LIMITS, Status } from '@pn/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import {
  accountIdOf,
  lastOutboxRow,
  lastSms,
  resetPublicSmsBudgets,
  solvedCaptcha,
} from './sms.test-support.js';

const API = '/unionmallmanage';
const [perHour] = SMS_LIMITS.publicPerAddress;
const [prefixPerHour] = SMS_LIMITS.publicPerPrefix;

/** 30 numbers no account holds, each of its own prefix (1550000 … 1550029). */
const spread = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `155${String(i).padStart(4, '0')}${String(i).padStart(4, '0')}`,
  );

describe('codes sent without a login (SMS pumping, enumeration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => resetPublicSmsBudgets(t));

  const register = (tel: string, extra: object = {}, remoteAddress = '203.0.113.7') =>
    t.call({
      method: 'POST',
      url: `${API}/user/account/create/sendCode`,
      payload: { tel, ...extra },
      remoteAddress,
    } as Parameters<TestApp['call']>[0]);

  it('sends no registration code without the image captcha (nor with a wrong one)', async () => {
    const answers = [];
    for (const tel of spread(30)) answers.push(await register(tel));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([400]));
    expect(answers[0]!.body).toMatchObject({
      status: Status.CAPTCHA_INVALID,
      message: Messages.CAPTCHA_REQUIRED,
    });
    const { captchaUuid } = await solvedCaptcha(t);
    const wrong = await register('15500000000', { captchaUuid, captchaCode: 'NOPE' });
    expect(wrong.body.message).toBe(Messages.CAPTCHA_INVALID);
    // Consumed by the wrong try: the right answer no longer passes.
    const reused = await register('15500000000', { captchaUuid, captchaCode: 'T3ST' });
    expect(reused.statusCode).toBe(400);
    for (const tel of spread(30)) expect(await lastOutboxRow(t, tel)).toBeUndefined();
    for (const path of ['/user/account/sendCode', '/user/account/sendCode?purpose=reset']) {
      const res = await t.call({
        method: 'GET',
        url: `${API}${path}${path.includes('?') ? '&' : '?'}tel=13823456781`,
      });
      expect(res.body.status).toBe(Status.CAPTCHA_INVALID);
    }
  });

  it('stops one address after its budget, even with a solved captcha for each number', async () => {
    const codes = [];
    for (const tel of spread(30)) codes.push(await register(tel, await solvedCaptcha(t)));
    const sent = codes.filter((c) => c.statusCode === 200).length;
    expect(sent).toBe(perHour!.max);
    expect(codes[perHour!.max]!.statusCode).toBe(429);
    expect(codes[perHour!.max]!.body.message).toMatch(/验证码发送过于频繁，请\d+秒后再试/);
    const texted = spread(30).filter((tel) => lastSms(t, tel) !== undefined);
    expect(texted).toHaveLength(perHour!.max);
    // Login and reset codes draw on the same budget.
    const login = await t.call({
      method: 'POST',
      url: `${API}/user/account/sendCode`,
      payload: { tel: '13823456781', ...(await solvedCaptcha(t)) },
      remoteAddress: '203.0.113.7',
    } as Parameters<TestApp['call']>[0]);
    expect(login.statusCode).toBe(429);
    // Another address still gets its code.
    expect((await register('15600000001', await solvedCaptcha(t), '198.51.100.9')).statusCode).toBe(
      200,
    );
  });

  it('stops numbers of one prefix (first 7 digits) after their budget, from any address', async () => {
    const tels = Array.from(
      { length: prefixPerHour!.max + 1 },
      (_, i) => `1570000${String(i).padStart(4, '0')}`,
    );
    const codes = [];
    for (const [i, tel] of tels.entries()) {
      codes.push(await register(tel, await solvedCaptcha(t), `192.0.2.${i + 1}`));
    }
    expect(codes.slice(0, -1).every((c) => c.statusCode === 200)).toBe(true);
    expect(codes.at(-1)!.statusCode).toBe(429);
    expect(lastSms(t, tels.at(-1)!)).toBeUndefined();
    // Another prefix is not held.
    expect((await register('15700010000', await solvedCaptcha(t), '192.0.2.200')).statusCode).toBe(
      200,
    );
  });
});

describe('codes and passwords kept masked (outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps and shows the code masked; only the gateway got it in clear', async () => {
    const tel = '15812340000';
    const res = await t.call({
      method: 'POST',
      url: `${API}/user/account/create/sendCode`,
      payload: { tel, ...(await solvedCaptcha(t)) },
    });
    expect(res.statusCode).toBe(200);
    const code = /验证码为(\d{6})/.exec(lastSms(t, tel)!.content)![1]!;
    const row = await lastOutboxRow(t, tel);
    expect(row?.content).toContain('验证码为******');
    expect(row?.content).not.toContain(code);
    const token = await loginAs(t, 'admin');
    const outbox = await t.call<{ data: { content: string }[] }>({
      method: 'GET',
      url: `${API}/sm/sms/outbox?tel=${tel}`,
      headers: authed(token),
    });
    expect(outbox.body.result.data[0]!.content).toContain('验证码为******');
    expect(JSON.stringify(outbox.body)).not.toContain(code);
  });

  it('keeps a temporary password masked', async () => {
    const token = await loginAs(t, 'admin');
    const tel = '13823456781';
    const id = await accountIdOf(t, 'OCB1000000001');
    const res = await t.call({
      method: 'PATCH',
      url: `${API}/user/account/${id}/resetDefaultPassword`,
      headers: authed(token),
    });
    expect(res.body.status).toBe(Status.OK);
    const password = /密码已重置为(\S+?)，/.exec(lastSms(t, tel)!.content)![1]!;
    expect((await lastOutboxRow(t, tel))?.content).toContain('密码已重置为******，');
    const outbox = await t.call({
      method: 'GET',
      url: `${API}/sm/sms/outbox?tel=${tel}&pageSize=50`,
      headers: authed(token),
    });
    expect(JSON.stringify(outbox.body)).not.toContain(password);
  });
});

describe('test switches refused in production', () => {
  const production = { NODE_ENV: 'production' };
  it.each([
    ['SMS_TEST_CAPTURE', '1'],
    ['CAPTCHA_FIXED_ANSWER', 'E2E8'],
    ['SMS_RESEND_SECONDS', '3'],
  ])('%s refuses to start a server others can reach', (key, value) => {
    const refuse = (env: Record<string, string>) =>
      expect(() => loadConfig({ ...production, ...env, [key]: value })).toThrow(
        new RegExp(`${key}: for automated tests only`),
      );
    refuse({}); // HOST 0.0.0.0 by default
    refuse({ HOST: '10.1.2.3' });
    refuse({ HOST: '::' });
    refuse({ HOST: '127.0.0.1', DATABASE_URL: 'postgres://app@db.example.internal:5432/pn' });
    refuse({ HOST: '0.0.0.0', DATABASE_URL: 'postgres://app@127.0.0.1/pn' });
    expect(() => loadConfig({ NODE_ENV: 'development', [key]: value })).toThrow(new RegExp(key));
  });

  it('allows them on a test server: NODE_ENV=test, or loopback only with a local database', () => {
    const on = { SMS_TEST_CAPTURE: '1', CAPTCHA_FIXED_ANSWER: 'E2E8', SMS_RESEND_SECONDS: '3' };
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0', ...on }).smsTestCapture).toBe(true);
    const e2e = loadConfig({ ...production, HOST: '127.0.0.1', DATABASE_URL: '', ...on });
    expect(e2e.smsTestCapture).toBe(true);
    expect(e2e.captchaFixedAnswer).toBe('E2E8');
    expect(e2e.smsResendSeconds).toBe(3);
    expect(
      loadConfig({
        ...production,
        HOST: 'localhost',
        DATABASE_URL: 'postgres://x@127.0.0.1:55432/db',
        ...on,
      }).smsTestCapture,
    ).toBe(true);
    expect(loadConfig(production).smsTestCapture).toBe(false);
  });
});

describe('the resend wait (SMS_RESEND_SECONDS)', () => {
  it('is 60 s by default; a deployment may lengthen it anywhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).smsResendSeconds).toBe(60);
    expect(loadConfig({ NODE_ENV: 'production', SMS_RESEND_SECONDS: '120' }).smsResendSeconds).toBe(
      120,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_RESEND_SECONDS: '0' })).toThrow(
      /SMS_RESEND_SECONDS/,
    );
  });
});
