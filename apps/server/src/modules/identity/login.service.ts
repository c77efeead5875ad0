import { LOGIN_LIMITS, Messages, Status, type LoginInput, type LoginResult } from '@pn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { consumeCaptcha } from '../captcha/captcha.service.js';
import { findAccountForLogin, recordAttempt, startSession } from './identity.service.js';

// Compared against when the account does not exist, so both paths cost the same.
const dummyHash = hashPassword('not-a-real-password');

function loginFailed(failures: number): AppError {
  const remaining = Math.max(LOGIN_LIMITS.maxFailures - failures, 0);
  return new AppError(
    Status.LOGIN_FAILED,
    failures > 0 ? Messages.loginFailedRemaining(remaining) : Messages.LOGIN_FAILED,
    400,
    { needCaptcha: failures >= LOGIN_LIMITS.captchaAfterFailures, remainingAttempts: remaining },
  );
}

/**
 * Password login: 5 wrong passwords lock the account for 15 minutes; from the 3rd wrong
 * password on, a correct image captcha is required first. Every attempt is recorded.
 */
export async function passwordLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  input: LoginInput,
): Promise<LoginResult> {
  const db = app.database.db;
  const account = await findAccountForLogin(db, { loginAccount: input.loginAccount });
  const fail = async (reason: string, error: AppError) => {
    await recordAttempt(db, request, {
      loginAccount: input.loginAccount,
      accountId: account?.id ?? null,
      method: 'password',
      success: false,
      reason,
    });
    return error;
  };

  if (!account || account.kind === 'visitor') {
    await verifyPassword(input.password, await dummyHash);
    throw await fail('unknown_account', loginFailed(0));
  }
  if (account.lockedUntil && new Date(account.lockedUntil).getTime() > Date.now()) {
    const minutes = Math.ceil((new Date(account.lockedUntil).getTime() - Date.now()) / 60_000);
    throw await fail(
      'locked',
      new AppError(Status.ACCOUNT_LOCKED, Messages.accountLocked(minutes), 423),
    );
  }
  if (account.failedLoginCount >= LOGIN_LIMITS.captchaAfterFailures) {
    const captchaOk = await consumeCaptcha(db, input.captchaUuid, input.captchaCode);
    if (!captchaOk) {
      const message = input.captchaCode ? Messages.CAPTCHA_INVALID : Messages.CAPTCHA_REQUIRED;
      throw await fail(
        'captcha',
        new AppError(Status.CAPTCHA_INVALID, message, 400, { needCaptcha: true }),
      );
    }
  }
  if (!(await verifyPassword(input.password, account.passwordHash))) {
    const failures = account.failedLoginCount + 1;
    if (failures >= LOGIN_LIMITS.maxFailures) {
      await db
        .updateTable('account')
        .set({
          failedLoginCount: 0,
          lockedUntil: new Date(Date.now() + LOGIN_LIMITS.lockMinutes * 60_000),
        })
        .where('id', '=', account.id)
        .execute();
      throw await fail(
        'wrong_password_locked',
        new AppError(Status.ACCOUNT_LOCKED, Messages.accountLocked(LOGIN_LIMITS.lockMinutes), 423),
      );
    }
    await db
      .updateTable('account')
      .set({ failedLoginCount: failures })
      .where('id', '=', account.id)
      .execute();
    throw await fail('wrong_password', loginFailed(failures));
  }
  if (account.status !== 1) {
    throw await fail(
      'disabled',
      new AppError(Status.ACCOUNT_DISABLED, Messages.ACCOUNT_DISABLED, 403),
    );
  }
  return startSession(app, request, account, { method: 'password' });
}
