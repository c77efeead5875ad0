import { LOGIN_LIMITS, Messages, Status, type LoginInput, type LoginResult } from '@pn/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { hitRateLimit, refundHit, type RateLimitRule } from '../../lib/rate-limit.js';
import { consumeCaptcha } from '../captcha/captcha.service.js';
import { findAccountForLogin, recordAttempt, startSession } from './identity.service.js';

// Compared against when the account does not exist, so both paths cost the same.
const dummyHash = hashPassword('not-a-real-password');

/**
 * Failed logins from one client address over every account (credential stuffing): each
 * attempt reserves a hit, a successful one gives it back. Shared by every instance.
 */
export const LOGIN_ADDRESS_RULE: RateLimitRule = {
  bucket: 'login-address',
  windows: [{ seconds: LOGIN_LIMITS.addressWindowSeconds, max: LOGIN_LIMITS.addressMaxFailures }],
};

/**
 * Failed logins of a name no account holds, counted like an account's own failures so that
 * an unknown name answers exactly as a real one would (captcha after the 3rd, then locked).
 */
const UNKNOWN_NAME_RULE: RateLimitRule = {
  bucket: 'login-unknown-name',
  windows: [{ seconds: LOGIN_LIMITS.lockMinutes * 60, max: LOGIN_LIMITS.maxFailures }],
};

/**
 * A wrong password. It does not say how many attempts are left: that would tell a stranger
 * the account exists (an unknown name answers the same).
 */
function loginFailed(failures: number, addressNeedsCaptcha: boolean): AppError {
  return new AppError(Status.LOGIN_FAILED, Messages.LOGIN_FAILED, 400, {
    needCaptcha: addressNeedsCaptcha || failures >= LOGIN_LIMITS.captchaAfterFailures,
  });
}

const locked = (minutes: number) =>
  new AppError(Status.ACCOUNT_LOCKED, Messages.accountLocked(minutes), 423);

/**
 * Reserves one password comparison for an account: counts the attempt before the password is
 * compared, in one conditional update, so that parallel attempts (on any number of instances)
 * can never compare more than `maxFailures` passwords before the lock. Answers this attempt's
 * number, or null when the account is locked or its attempts are all taken.
 */
async function reserveAttempt(db: Database, accountId: number): Promise<number | null> {
  const row = await db
    .updateTable('account')
    .set({ failedLoginCount: sql<number>`failed_login_count + 1` })
    .where('id', '=', accountId)
    .where('failedLoginCount', '<', LOGIN_LIMITS.maxFailures)
    .where((eb) =>
      eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', sql<Date>`now()`)]),
    )
    .returning('failedLoginCount')
    .executeTakeFirst();
  return row ? Number(row.failedLoginCount) : null;
}

/**
 * Locks an account for `lockMinutes` and clears its count. With `unlessLocked`, only an
 * account whose attempts are used up and that no lock holds yet.
 */
async function lockAccount(db: Database, accountId: number, opts: { unlessLocked?: boolean } = {}) {
  let q = db
    .updateTable('account')
    .set({
      failedLoginCount: 0,
      lockedUntil: new Date(Date.now() + LOGIN_LIMITS.lockMinutes * 60_000),
    })
    .where('id', '=', accountId);
  if (opts.unlessLocked) {
    q = q
      .where('failedLoginCount', '>=', LOGIN_LIMITS.maxFailures)
      .where((eb) =>
        eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', sql<Date>`now()`)]),
      );
  }
  await q.execute();
}

/** Gives back a reserved attempt that compared no password (the captcha was wrong). */
async function releaseAttempt(db: Database, accountId: number): Promise<void> {
  await db
    .updateTable('account')
    .set({ failedLoginCount: sql<number>`greatest(failed_login_count - 1, 0)` })
    .where('id', '=', accountId)
    .execute();
}

function minutesLeft(lockedUntil: Date | string | null): number {
  if (!lockedUntil) return LOGIN_LIMITS.lockMinutes;
  const ms = new Date(lockedUntil).getTime() - Date.now();
  return ms > 0 ? Math.ceil(ms / 60_000) : LOGIN_LIMITS.lockMinutes;
}

/**
 * Password login: 5 wrong passwords lock the account for 15 minutes; from the 3rd wrong
 * password on, a correct image captcha is required first. One address failing logins over
 * many accounts needs the captcha after `addressCaptchaAfterFailures` and is refused (429)
 * after `addressMaxFailures` in the window. An unknown name answers exactly as a real
 * account does. Every attempt is recorded.
 */
export async function passwordLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginInput,
): Promise<LoginResult> {
  const db = app.database.db;
  const address = await hitRateLimit(db, LOGIN_ADDRESS_RULE, request.ip);
  if (!address.allowed) {
    await recordAttempt(db, request, {
      loginAccount: input.loginAccount,
      accountId: null,
      method: 'password',
      success: false,
      reason: 'address_limit',
    });
    reply.header('retry-after', String(address.retryAfterSeconds));
    throw tooManyRequests(Messages.TOO_MANY_REQUESTS);
  }
  // The address's own earlier failures decide whether it must solve a captcha now.
  const addressNeedsCaptcha = address.count > LOGIN_LIMITS.addressCaptchaAfterFailures;

  const account = await findAccountForLogin(db, { loginAccount: input.loginAccount });
  const known = account && account.kind !== 'visitor' ? account : undefined;
  const fail = async (reason: string, error: AppError) => {
    await recordAttempt(db, request, {
      loginAccount: input.loginAccount,
      accountId: known?.id ?? null,
      method: 'password',
      success: false,
      reason,
    });
    return error;
  };
  const checkCaptcha = async (required: boolean): Promise<AppError | null> => {
    if (!required) return null;
    if (await consumeCaptcha(db, input.captchaUuid, input.captchaCode)) return null;
    const message = input.captchaCode ? Messages.CAPTCHA_INVALID : Messages.CAPTCHA_REQUIRED;
    return fail(
      'captcha',
      new AppError(Status.CAPTCHA_INVALID, message, 400, { needCaptcha: true }),
    );
  };

  if (!known) {
    const name = await hitRateLimit(db, UNKNOWN_NAME_RULE, input.loginAccount.toLowerCase());
    if (!name.allowed) {
      throw await fail('locked', locked(Math.ceil(name.retryAfterSeconds / 60)));
    }
    const refused = await checkCaptcha(
      addressNeedsCaptcha || name.count - 1 >= LOGIN_LIMITS.captchaAfterFailures,
    );
    if (refused) {
      await refundHit(db, UNKNOWN_NAME_RULE, input.loginAccount.toLowerCase());
      throw refused;
    }
    await verifyPassword(input.password, await dummyHash);
    if (name.count >= LOGIN_LIMITS.maxFailures) {
      throw await fail('unknown_account', locked(LOGIN_LIMITS.lockMinutes));
    }
    throw await fail('unknown_account', loginFailed(name.count, addressNeedsCaptcha));
  }

  const attempt = await reserveAttempt(db, known.id);
  if (attempt === null) {
    // Locked, or the last allowed attempts are being compared right now: the lock starts now
    // unless one is running (so that attempts lost with a crashed instance expire too).
    await lockAccount(db, known.id, { unlessLocked: true });
    const current = await findAccountForLogin(db, { id: known.id });
    throw await fail('locked', locked(minutesLeft(current?.lockedUntil ?? null)));
  }
  const refused = await checkCaptcha(
    addressNeedsCaptcha || attempt - 1 >= LOGIN_LIMITS.captchaAfterFailures,
  );
  if (refused) {
    await releaseAttempt(db, known.id);
    throw refused;
  }
  if (!(await verifyPassword(input.password, known.passwordHash))) {
    if (attempt >= LOGIN_LIMITS.maxFailures) {
      await lockAccount(db, known.id);
      throw await fail('wrong_password_locked', locked(LOGIN_LIMITS.lockMinutes));
    }
    throw await fail('wrong_password', loginFailed(attempt, addressNeedsCaptcha));
  }
  // The right password: this attempt is no failure of the address.
  await refundHit(db, LOGIN_ADDRESS_RULE, request.ip);
  if (known.status !== 1) {
    await releaseAttempt(db, known.id);
    throw await fail(
      'disabled',
      new AppError(Status.ACCOUNT_DISABLED, Messages.ACCOUNT_DISABLED, 403),
    );
  }
  return startSession(app, request, known, { method: 'password' });
}
