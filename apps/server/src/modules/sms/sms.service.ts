import {
  maskPhone,
  Messages,
  SMS_LIMITS,
  SmsPurpose,
  Status,
  type SendCodeInput,
} from '@pn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/errors.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { consumeCaptcha } from '../captcha/captcha.service.js';
import { numericCode, safeEqual, sha256 } from '../../lib/tokens.js';
import {
  countCodesSince,
  countWrongAttempt,
  deleteCode,
  findAccountWithTel,
  insertCode,
  latestCode,
  markConsumed,
  resendWaitSeconds,
} from './sms.repository.js';
import { smsGatewayOf } from './sms.gateway.js';

const DAY_MS = 86_400_000;
// China Standard Time has no daylight saving: a day starts at 16:00 UTC.
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Midnight of the current day in China (the daily SMS cap resets then). */
export function startOfChinaDay(now: number = Date.now()): Date {
  return new Date(Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}

// A code is good for one number and one purpose only; only its hash is stored.
const hashOf = (tel: string, purpose: SmsPurpose, code: string) =>
  sha256(`${tel}|${purpose}|${code}`);

/** The text of a verification-code message. */
export function codeMessage(sign: string, code: string): string {
  return `${sign}您的验证码为${code}，${SMS_LIMITS.validMinutes}分钟内有效，请勿泄露。`;
}

export const smsCodeInvalid = () =>
  new AppError(Status.SMS_CODE_INVALID, Messages.SMS_CODE_INVALID, 400);

/**
 * Sends a new 6-digit code to `tel` for `purpose` through the SMS gateway. At most one
 * code per number and purpose every 60 s and 10 per number a day; the code itself is
 * never returned, only its hash is kept.
 */
export async function issueSmsCode(
  app: FastifyInstance,
  request: FastifyRequest,
  tel: string,
  purpose: SmsPurpose,
  /**
   * What to text instead of the code: a notice, or null for nothing. The number's limits
   * count it as a code all the same (a code nobody knows is kept), so a number's answers
   * never differ by whether it has an account.
   */
  instead?: { notice: string } | null,
): Promise<void> {
  const db = app.database.db;
  const code = numericCode(SMS_LIMITS.codeLength);
  const id = await db.transaction().execute(async (trx) => {
    // Serialises sends to one number, so two quick requests cannot both pass the limits.
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:${tel}`}))`.execute(trx);
    const wait = await resendWaitSeconds(trx, tel, purpose, app.config.smsResendSeconds);
    if (wait > 0) throw tooManyRequests(Messages.smsTooFrequent(wait));
    if ((await countCodesSince(trx, tel, startOfChinaDay())) >= SMS_LIMITS.dailyPerNumber) {
      throw tooManyRequests(Messages.SMS_DAILY_LIMIT);
    }
    return insertCode(trx, {
      tel,
      purpose,
      codeHash: hashOf(tel, purpose, code),
      validMinutes: SMS_LIMITS.validMinutes,
      ip: request.ip,
    });
  });
  if (instead === null) return;
  try {
    if (instead) await smsGatewayOf(app).send(tel, instead.notice, 'notice');
    else await smsGatewayOf(app).send(tel, codeMessage(app.config.smsSign, code), purpose, [code]);
  } catch (err) {
    // A code that never left must not hold the number's resend limit.
    await deleteCode(db, id);
    throw err;
  }
}

/**
 * Checks and uses up the newest code sent to `tel` for `purpose`. A code is good once,
 * for 5 minutes, and void after 5 wrong entries. Throws SMS_CODE_INVALID otherwise.
 */
export async function consumeSmsCode(
  db: Database,
  tel: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const row = await latestCode(db, tel, purpose);
  if (!row || row.consumedAt || row.expired || row.attempts >= SMS_LIMITS.maxAttempts) {
    throw smsCodeInvalid();
  }
  if (!safeEqual(row.codeHash, hashOf(tel, purpose, code.trim()))) {
    await countWrongAttempt(db, row.id);
    throw smsCodeInvalid();
  }
  if (!(await markConsumed(db, row.id, SMS_LIMITS.maxAttempts))) throw smsCodeInvalid();
}

const visitorRefused = () => new AppError(Status.FORBIDDEN, Messages.VISITOR_READ_ONLY, 403);

const publicByAddress = { bucket: 'sms-public-address', windows: SMS_LIMITS.publicPerAddress };
const publicByPrefix = { bucket: 'sms-public-prefix', windows: SMS_LIMITS.publicPerPrefix };

/**
 * What every code sent without a login passes first (each costs the operator money): an
 * image captcha, then the budgets of the client address and of the number's prefix.
 */
async function admitPublicSend(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { tel: string; captchaUuid?: string; captchaCode?: string },
): Promise<void> {
  const db = app.database.db;
  if (!(await consumeCaptcha(db, input.captchaUuid, input.captchaCode))) {
    const message = input.captchaCode ? Messages.CAPTCHA_INVALID : Messages.CAPTCHA_REQUIRED;
    throw new AppError(Status.CAPTCHA_INVALID, message, 400, { needCaptcha: true });
  }
  for (const [rule, key] of [
    [publicByAddress, request.ip],
    [publicByPrefix, input.tel.slice(0, SMS_LIMITS.prefixDigits)],
  ] as const) {
    const { allowed, retryAfterSeconds } = await hitRateLimit(db, rule, key);
    if (!allowed) throw tooManyRequests(Messages.smsTooFrequent(retryAfterSeconds));
  }
}

const signedInByAccount = { bucket: 'sms-account', windows: SMS_LIMITS.publicPerAddress };

/** The budget of codes a signed-in account sends to other numbers (sub-account creation). */
async function admitSignedInSend(app: FastifyInstance, user: AuthUser): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(
    app.database.db,
    signedInByAccount,
    String(user.accountId),
  );
  if (!allowed) throw tooManyRequests(Messages.smsTooFrequent(retryAfterSeconds));
}

/**
 * sendCode: a login (default) or password-reset code. Texted only to a number with an
 * active account; any other number gets the same answer and nothing is sent.
 */
export async function sendAccountCode(
  app: FastifyInstance,
  request: FastifyRequest,
  input: SendCodeInput,
): Promise<void> {
  await admitPublicSend(app, request, input);
  const purpose = input.purpose === 'reset' ? SmsPurpose.RESET : SmsPurpose.LOGIN;
  const account = await findAccountWithTel(app.database.db, input.tel, { activeOnly: true });
  await issueSmsCode(app, request, input.tel, purpose, account ? undefined : null);
}

/** bind/sendCode: a code to the caller's new number, which no other account may hold. */
export async function sendBindCode(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
  tel: string,
): Promise<void> {
  // The GET form passes the visitor's read-only rule, so it is checked here.
  if (user.visitor) throw visitorRefused();
  const other = await findAccountWithTel(app.database.db, tel, { exceptId: user.accountId });
  if (other) throw conflict(Messages.PHONE_TAKEN);
  await issueSmsCode(app, request, tel, SmsPurpose.BIND);
}

/** The text a registered number gets when someone asks to register it again. */
export function alreadyRegisteredMessage(sign: string): string {
  return `${sign}您的手机号已注册过账号，如非本人操作请忽略；忘记密码可在登录页找回。`;
}

/**
 * create/sendCode: a registration code for a number no account holds yet. A number that
 * has an account is texted a notice saying so instead; the caller gets the same answer.
 */
export async function sendRegisterCode(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { tel: string; captchaUuid?: string; captchaCode?: string },
): Promise<void> {
  const user = request.user;
  if (user) {
    // A signed-in customer confirming a new sub-account's number: no captcha, but the
    // sends count against that account and a visitor may not send at all.
    if (user.visitor) throw visitorRefused();
    await admitSignedInSend(app, user);
  } else {
    await admitPublicSend(app, request, input);
  }
  const taken = await findAccountWithTel(app.database.db, input.tel);
  await issueSmsCode(
    app,
    request,
    input.tel,
    SmsPurpose.REGISTER,
    taken ? { notice: alreadyRegisteredMessage(app.config.smsSign) } : undefined,
  );
}
export const NO_TEL_MESSAGE = '当前账号未绑定手机号，无法发送验证码';

/** Identity check: a 'verify' code to the caller's own number; answers the number masked. */
export async function sendVerifyCode(
  app: FastifyInstance,
  request: FastifyRequest,
  user: AuthUser,
): Promise<{ tel: string }> {
  if (user.visitor) throw visitorRefused();
  if (!user.tel) throw badRequest(NO_TEL_MESSAGE);
  await issueSmsCode(app, request, user.tel, SmsPurpose.VERIFY);
  return { tel: maskPhone(user.tel) };
}
