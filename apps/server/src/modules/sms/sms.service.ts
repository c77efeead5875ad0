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
): Promise<void> {
  const db = app.database.db;
  const code = numericCode(SMS_LIMITS.codeLength);
  const id = await db.transaction().execute(async (trx) => {
    // Serialises sends to one number, so two quick requests cannot both pass the limits.
    await sql`select pg_advisory_xact_lock(hashtext(${`sms:${tel}`}))`.execute(trx);
    const wait = await resendWaitSeconds(trx, tel, purpose, SMS_LIMITS.resendSeconds);
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
  try {
    await smsGatewayOf(app).send(tel, codeMessage(app.config.smsSign, code), purpose);
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

/** sendCode: a login (default) or password-reset code, for a number that has an account. */
export async function sendAccountCode(
  app: FastifyInstance,
  request: FastifyRequest,
  input: SendCodeInput,
): Promise<void> {
  const purpose = input.purpose === 'reset' ? SmsPurpose.RESET : SmsPurpose.LOGIN;
  const account = await findAccountWithTel(app.database.db, input.tel, { activeOnly: true });
  if (!account) throw badRequest(Messages.PHONE_NOT_REGISTERED);
  await issueSmsCode(app, request, input.tel, purpose);
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

/** create/sendCode: a registration code, for a number no account holds yet. */
export async function sendRegisterCode(
  app: FastifyInstance,
  request: FastifyRequest,
  tel: string,
): Promise<void> {
  if (await findAccountWithTel(app.database.db, tel)) throw conflict(Messages.PHONE_TAKEN);
  await issueSmsCode(app, request, tel, SmsPurpose.REGISTER);
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
