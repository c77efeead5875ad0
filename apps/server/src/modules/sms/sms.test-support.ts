import type { AccountKind } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import type { TestApp } from '../../../test/helpers.js';
import { issueCaptcha } from '../captcha/captcha.service.js';
import { capturedSms, type CapturedSms } from './sms.gateway.js';

/** The newest message texted to `tel`, in clear, as the gateway got it (SMS_TEST_CAPTURE). */
export function lastSms(t: TestApp, tel: string): CapturedSms | undefined {
  return capturedSms(t.app).findLast((m) => m.tel === tel);
}

/** The verification code of the newest message texted to `tel` (from the test capture). */
export async function lastSmsCode(t: TestApp, tel: string): Promise<string> {
  const content = lastSms(t, tel)?.content ?? '';
  const code = /验证码为(\d{6})/.exec(content)?.[1];
  if (!code) throw new Error(`no code in the last message to ${tel}: ${content}`);
  return code;
}

/** The newest message to `tel` as the outbox keeps it (codes and passwords masked). */
export async function lastOutboxRow(t: TestApp, tel: string) {
  return t.database.db
    .selectFrom('smsOutbox')
    .selectAll()
    .where('tel', '=', tel)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Forgets a number's sent codes, so its resend and daily limits start afresh. */
export async function resetSmsLimits(t: TestApp, tel: string) {
  await t.database.db.deleteFrom('smsCode').where('tel', '=', tel).execute();
}

/** Forgets the budgets of codes sent without a login (per address and per number prefix). */
export async function resetPublicSmsBudgets(t: TestApp) {
  await t.database.db.deleteFrom('rateLimitHit').where('bucket', 'like', 'sms-public-%').execute();
}

let captchaSeq = 0;

/** A solved image captcha (its uuid and answer) for a request that needs one. */
export async function solvedCaptcha(t: TestApp) {
  const captchaUuid = `test-captcha-${process.pid}-${++captchaSeq}`;
  await issueCaptcha(t.database.db, captchaUuid, 'T3ST');
  return { captchaUuid, captchaCode: 'T3ST' };
}

/**
 * Calls a code send that needs no login the way a client that solved the captcha does: a
 * solved captcha in the body (POST) or query (GET); the public send budgets reset first.
 */
export async function publicSend<T = unknown>(
  t: TestApp,
  opts: { method: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> },
) {
  await resetPublicSmsBudgets(t);
  const captcha = await solvedCaptcha(t);
  if (opts.method === 'GET') {
    const sep = opts.url.includes('?') ? '&' : '?';
    return t.call<T>({ ...opts, url: `${opts.url}${sep}${new URLSearchParams(captcha)}` });
  }
  return t.call<T>({ ...opts, payload: { ...opts.payload, ...captcha } });
}

const PUBLIC_SENDS = ['/user/account/sendCode', '/user/account/create/sendCode'];

/**
 * Requests a code through the API (POST) and returns it from the test capture. A code sent
 * without a login gets a solved captcha, and the public send budgets are reset first.
 */
export async function requestCode(
  t: TestApp,
  url: string,
  tel: string,
  extra: { headers?: Record<string, string>; payload?: object } = {},
): Promise<string> {
  const captcha = PUBLIC_SENDS.includes(url) ? await solvedCaptcha(t) : {};
  if (PUBLIC_SENDS.includes(url)) await resetPublicSmsBudgets(t);
  const res = await t.call({
    method: 'POST',
    url: `/unionmallmanage${url}`,
    headers: extra.headers ?? {},
    payload: { tel, ...captcha, ...extra.payload },
  });
  if (res.body.status !== '0') throw new Error(`sending a code failed: ${res.body.message}`);
  return lastSmsCode(t, tel);
}

/** Adds an account straight to the database (with roles by code) and returns its id. */
export async function insertAccount(
  t: TestApp,
  a: {
    loginAccount: string;
    password: string;
    kind?: AccountKind;
    tel?: string | null;
    customerOf?: string;
    parentAccountId?: number | null;
    beId?: string;
    areaCode?: string;
    roles?: string[];
    menus?: string[];
  },
): Promise<number> {
  const db = t.database.db;
  const owner = a.customerOf
    ? await db
        .selectFrom('account')
        .select(['customerId', 'beId', 'areaCode'])
        .where('loginAccount', '=', a.customerOf)
        .executeTakeFirstOrThrow()
    : null;
  const { id } = await db
    .insertInto('account')
    .values({
      loginAccount: a.loginAccount,
      passwordHash: await hashPassword(a.password),
      kind: a.kind ?? 'customer',
      name: a.loginAccount,
      realName: `${a.loginAccount}用户`,
      tel: a.tel ?? null,
      customerId: owner?.customerId ?? null,
      parentAccountId: a.parentAccountId ?? null,
      beId: a.beId ?? owner?.beId ?? '000',
      areaCode: a.areaCode ?? owner?.areaCode ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of a.roles ?? []) {
    const role = await db
      .selectFrom('role')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    await db.insertInto('accountRole').values({ accountId: id, roleId: role.id }).execute();
  }
  if (a.menus?.length) {
    await db
      .insertInto('accountMenu')
      .values(a.menus.map((menuId) => ({ accountId: id, menuId })))
      .execute();
  }
  return id;
}

/** The id of an account by its login account. */
export async function accountIdOf(t: TestApp, loginAccount: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('account')
    .select('id')
    .where('loginAccount', '=', loginAccount)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Logs any account in with its password and returns the token. */
export async function loginWith(t: TestApp, loginAccount: string, password: string) {
  const res = await t.call<{ token: string }>({
    method: 'POST',
    url: '/unionmallmanage/user/account/common/login',
    payload: { loginAccount, password },
  });
  if (res.body.status !== '0') throw new Error(`login ${loginAccount} failed: ${res.body.message}`);
  return res.body.result.token;
}

/** A visitor session's token. */
export async function visitorToken(t: TestApp): Promise<string> {
  const res = await t.call<{ token: string }>({
    method: 'POST',
    url: '/unionmallmanage/user/account/visitor/login',
  });
  return res.body.result.token;
}
