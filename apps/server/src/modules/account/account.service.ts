import {
  maskPhone,
  Messages,
  MOBILE_PATTERN,
  PROVINCES,
  provinceName,
  SmsPurpose,
  Status,
  formatDateTime,
  type ChangePasswordInput,
  type ForgetPasswordInput,
  type LoginResult,
  type PhoneLoginInput,
  type RegisterInput,
} from '@pn/shared';
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { isInScope, OUT_OF_SCOPE_MESSAGE, scopeOf } from '../../lib/scope.js';
import { findAccountForLogin, recordAttempt, startSession } from '../identity/identity.service.js';
import { revokeAccountSessions } from '../identity/session.repository.js';
import { smsGatewayOf } from '../sms/sms.gateway.js';
import { findAccountWithTel } from '../sms/sms.repository.js';
import { consumeSmsCode, smsCodeInvalid } from '../sms/sms.service.js';
import {
  deleteAccount,
  findAccountByLoginOrTel,
  findPlacedAccount,
  insertCustomerWithAccount,
  listAccounts,
  loginAccountTaken,
  passwordHashOf,
  updateAccount,
  type AccountFilter,
  type PlacedAccount,
} from './account.repository.js';
import type { AccountItemSchema, AccountPatchInput } from './account.schemas.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

/** Menus and actions that open the account-management endpoints at all. */
export const MANAGE_MENUS = ['action.account.manage', 'admin.system.account', 'user.subAccount'];
const ADMIN_MANAGE_MENUS = ['action.account.manage', 'admin.system.account'];

export const AccountMessages = {
  NOT_FOUND: '账号不存在',
  SELF: '不能通过此功能管理本人账号',
  NOT_OWN: '只能操作本人账号',
  TEL_MISMATCH: '手机号与账号不匹配',
  /** Password reset before the code is proven: one answer for no account, another number, a wrong code. */
  RESET_REFUSED: '账号、手机号或短信验证码不正确',
  NO_TEL: '该账号未绑定手机号，无法发送新密码',
  PROVINCE_INVALID: '请选择所在省份',
  MOBILE_ACCOUNT: '以手机号作为账号时，须与注册手机号一致',
} as const;

/** The fields of an account that decide who may manage it. */
export type ManageTarget = Pick<
  PlacedAccount,
  'id' | 'kind' | 'parentAccountId' | 'customerId' | 'scopeBeId' | 'scopeAreaCode'
> & { orgId?: number | null };

/**
 * The one rule of account management. Administrators holding account management manage
 * accounts in their data scope: national ones any account, province and city ones only
 * customers' accounts of their province or city. A customer's main account (or a
 * sub-account given 子账号管理) manages only the enterprise's sub-accounts. Nobody manages themselves here, and the visitor account is no
 * one's to manage.
 */
export function assertCanManage<T extends ManageTarget>(
  user: AuthUser,
  target: T | undefined,
): asserts target is T {
  if (!target) throw notFound(AccountMessages.NOT_FOUND);
  if (target.id === user.accountId) throw forbidden(AccountMessages.SELF);
  if (user.visitor) throw new AppError(Status.FORBIDDEN, Messages.VISITOR_READ_ONLY, 403);
  if (target.kind === 'visitor') throw forbidden();

  const isAdministrator =
    (user.kind === 'admin' || user.kind === 'operator') &&
    ADMIN_MANAGE_MENUS.some((m) => user.menus.has(m));
  if (isAdministrator) {
    const scope = scopeOf(user);
    if (scope.level === 'all') return;
    if (
      target.kind !== 'customer' ||
      !isInScope(scope, { beId: target.scopeBeId, areaCode: target.scopeAreaCode })
    ) {
      throw forbidden(OUT_OF_SCOPE_MESSAGE);
    }
    return;
  }
  // An enterprise's main account, or a sub-account given 子账号管理, manages the
  // enterprise's sub-accounts; a sub-account placed in a node only those of its subtree.
  const managesSubAccounts =
    user.kind === 'customer' && user.customerId !== null && user.menus.has('user.subAccount');
  if (
    managesSubAccounts &&
    target.parentAccountId !== null &&
    target.customerId === user.customerId &&
    (user.orgIds === null ||
      (target.orgId !== undefined && target.orgId !== null && user.orgIds.includes(target.orgId)))
  ) {
    return;
  }
  throw forbidden(OUT_OF_SCOPE_MESSAGE);
}

async function managedTarget(app: FastifyInstance, user: AuthUser, id: number) {
  const target = await findPlacedAccount(app.database.db, id);
  assertCanManage(user, target);
  return target;
}

type AccountItem = z.infer<typeof AccountItemSchema>;

function toItem(a: PlacedAccount): AccountItem {
  return {
    id: a.id,
    loginAccount: a.loginAccount,
    name: a.name,
    realName: a.realName,
    kind: a.kind,
    tel: maskPhone(a.tel),
    email: a.email ?? '',
    status: a.status,
    locked: a.lockedUntil !== null && new Date(a.lockedUntil).getTime() > Date.now(),
    customerId: a.customerId,
    custCode: a.custCode ?? '',
    custName: a.custName ?? '',
    parentAccountId: a.parentAccountId,
    adminLevel: a.adminLevel,
    beId: a.scopeBeId,
    provinceName: provinceName(a.scopeBeId),
    areaCode: a.scopeAreaCode,
    cityName: a.cityName,
    department: a.department ?? '',
    lastLoginTime: formatDateTime(a.lastLoginAt),
    createTime: formatDateTime(a.createdAt),
  };
}

// ---- Management by administrators and main accounts ----

export async function listManagedAccounts(
  app: FastifyInstance,
  user: AuthUser,
  f: Omit<AccountFilter, 'kinds'>,
) {
  const scope = scopeOf(user);
  // Below the national level administrators manage customers' accounts only.
  const kinds = scope.level === 'all' ? undefined : (['customer'] as const);
  const { rows, total } = await listAccounts(app.database.db, scope, { ...f, kinds });
  return { rows: rows.map(toItem), total };
}

export async function accountDetail(app: FastifyInstance, user: AuthUser, id: number) {
  return toItem(await managedTarget(app, user, id));
}

export async function changeState(app: FastifyInstance, user: AuthUser, id: number, status: 0 | 1) {
  const target = await managedTarget(app, user, id);
  const db = app.database.db;
  await updateAccount(db, target.id, { status });
  if (status === 0) await revokeAccountSessions(db, target.id);
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*!';

/** A random 12-character password meeting the password rule (letter, digit and symbol). */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LETTERS + DIGITS + SYMBOLS;
  const chars = [pick(LETTERS), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Sets a random password, texts it to the account's phone, and ends the account's sessions. */
export async function resetDefaultPassword(app: FastifyInstance, user: AuthUser, id: number) {
  const target = await managedTarget(app, user, id);
  if (!target.tel) throw badRequest(AccountMessages.NO_TEL);
  const password = temporaryPassword();
  const db = app.database.db;
  await updateAccount(db, target.id, {
    passwordHash: await hashPassword(password),
    failedLoginCount: 0,
    lockedUntil: null,
  });
  await revokeAccountSessions(db, target.id);
  await smsGatewayOf(app).send(
    target.tel,
    `${app.config.smsSign}您的账号${target.loginAccount}的密码已重置为${password}，请登录后及时修改密码。`,
    'notice',
    [password],
  );
}

export async function patchAccount(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  patch: AccountPatchInput,
) {
  const target = await managedTarget(app, user, id);
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as AccountPatchInput;
  if (Object.keys(changes).length) await updateAccount(app.database.db, target.id, changes);
  return accountDetail(app, user, id);
}

/** Sub-accounts are deleted; any other account is disabled, keeping its history. */
export async function removeAccount(app: FastifyInstance, user: AuthUser, id: number) {
  const target = await managedTarget(app, user, id);
  const db = app.database.db;
  if (target.parentAccountId !== null) {
    await deleteAccount(db, target.id);
  } else {
    await updateAccount(db, target.id, { status: 0 });
    await revokeAccountSessions(db, target.id);
  }
}

// ---- Self-service ----

function assertOwn(user: AuthUser, id: number) {
  if (id !== user.accountId) throw forbidden(AccountMessages.NOT_OWN);
}

export async function changeOwnPassword(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: ChangePasswordInput,
) {
  assertOwn(user, id);
  const db = app.database.db;
  const { passwordHash } = await passwordHashOf(db, user.accountId);
  if (!(await verifyPassword(input.oldPassword, passwordHash))) {
    throw badRequest(Messages.OLD_PASSWORD_WRONG);
  }
  await updateAccount(db, user.accountId, { passwordHash: await hashPassword(input.password) });
  // Whoever else holds a session of this account is signed out; the caller stays.
  await revokeAccountSessions(db, user.accountId, user.sessionId);
}

export async function bindOwnTel(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: { tel: string; code: string },
) {
  assertOwn(user, id);
  const db = app.database.db;
  if (await findAccountWithTel(db, input.tel, { exceptId: user.accountId })) {
    throw conflict(Messages.PHONE_TAKEN);
  }
  await consumeSmsCode(db, input.tel, SmsPurpose.BIND, input.code);
  await updateAccount(db, user.accountId, { tel: input.tel });
  return { tel: maskPhone(input.tel) };
}

/**
 * Password reset with a 'reset' code sent to the account's phone; unlocks it and ends its
 * sessions. Until the code is proven, every failure answers the same (no account, another
 * number, a wrong code), so the form tells nobody which accounts or numbers exist.
 */
export async function forgetPassword(
  app: FastifyInstance,
  key: string,
  input: ForgetPasswordInput,
) {
  const db = app.database.db;
  const account = await findAccountByLoginOrTel(db, key);
  const matches = !!account && account.kind !== 'visitor' && account.tel === input.tel;
  try {
    // Always checked (and a right code used up), matching account or not: same work, same answer.
    await consumeSmsCode(db, input.tel, SmsPurpose.RESET, input.code);
  } catch (err) {
    if (err instanceof AppError) throw resetRefused();
    throw err;
  }
  if (!matches) throw resetRefused();
  // The caller has proven the number: from here the answer may speak of the account.
  if (account.status !== 1) {
    throw new AppError(Status.ACCOUNT_DISABLED, Messages.ACCOUNT_DISABLED, 403);
  }
  await updateAccount(db, account.id, {
    passwordHash: await hashPassword(input.password),
    failedLoginCount: 0,
    lockedUntil: null,
  });
  await revokeAccountSessions(db, account.id);
}

const resetRefused = () => badRequest(AccountMessages.RESET_REFUSED);

// ---- Registration and phone login ----

/** A customer's own registration: a new enterprise in the chosen province and its main account. */
export async function registerCustomer(app: FastifyInstance, input: RegisterInput) {
  const db = app.database.db;
  if (!PROVINCES.some((p) => p.beId === input.beId)) {
    throw badRequest(AccountMessages.PROVINCE_INVALID);
  }
  // A mobile-number account would shadow that number's owner in password reset.
  if (MOBILE_PATTERN.test(input.loginAccount) && input.loginAccount !== input.tel) {
    throw badRequest(AccountMessages.MOBILE_ACCOUNT);
  }
  if (await loginAccountTaken(db, input.loginAccount)) throw conflict(Messages.ACCOUNT_EXISTS);
  if (await findAccountWithTel(db, input.tel)) throw conflict(Messages.PHONE_TAKEN);
  await consumeSmsCode(db, input.tel, SmsPurpose.REGISTER, input.code);
  const custCode = `C${input.beId}${Date.now()}${String(randomInt(1000)).padStart(3, '0')}`;
  try {
    await insertCustomerWithAccount(
      db,
      {
        custCode,
        name: input.companyName,
        beId: input.beId,
        contactName: input.realName,
        contactTel: input.tel,
      },
      {
        loginAccount: input.loginAccount,
        passwordHash: await hashPassword(input.password),
        realName: input.realName,
        tel: input.tel,
      },
      'enterprise_customer',
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(Messages.ACCOUNT_EXISTS);
    throw err;
  }
  return { loginAccount: input.loginAccount };
}

/**
 * Login with a 'login' code. The code is checked first: an unknown number answers exactly as
 * a wrong code does, and locked or disabled accounts are told so only to whoever proved the
 * number.
 */
export async function phoneLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  input: PhoneLoginInput,
): Promise<LoginResult> {
  const db = app.database.db;
  const account = await findAccountForLogin(db, { tel: input.tel });
  const fail = async (reason: string, error: AppError) => {
    await recordAttempt(db, request, {
      loginAccount: account?.loginAccount ?? input.tel,
      accountId: account?.id ?? null,
      method: 'sms',
      success: false,
      reason,
    });
    return error;
  };
  try {
    await consumeSmsCode(db, input.tel, SmsPurpose.LOGIN, input.code);
  } catch (err) {
    if (err instanceof AppError) throw await fail(account ? 'sms_code' : 'unknown_tel', err);
    throw err;
  }
  if (!account) throw await fail('unknown_tel', smsCodeInvalid());
  if (account.lockedUntil && new Date(account.lockedUntil).getTime() > Date.now()) {
    const minutes = Math.ceil((new Date(account.lockedUntil).getTime() - Date.now()) / 60_000);
    throw await fail(
      'locked',
      new AppError(Status.ACCOUNT_LOCKED, Messages.accountLocked(minutes), 423),
    );
  }
  if (account.status !== 1) {
    throw await fail(
      'disabled',
      new AppError(Status.ACCOUNT_DISABLED, Messages.ACCOUNT_DISABLED, 403),
    );
  }
  return startSession(app, request, account, { method: 'sms' });
}
