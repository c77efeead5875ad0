import { Messages, Status } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import type { AuthUser } from '../../lib/auth-user.js';
import {
  accountIdOf,
  insertAccount,
  lastSms,
  lastSmsCode,
  loginWith,
  requestCode,
  resetSmsLimits,
  visitorToken,
} from '../sms/sms.test-support.js';
import { AccountMessages, assertCanManage, temporaryPassword } from './account.service.js';

const API = '/unionmallmanage';
const PASSWORD = 'Test@12345';
const NEW_PASSWORD = 'Newer#2026';

interface Item {
  id: number;
  loginAccount: string;
  realName: string;
  kind: string;
  tel: string;
  status: number;
  beId: string;
  areaCode: string;
}
interface Page {
  data: Item[];
  total: number;
}

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const menu = (token: string) =>
    t.call({ method: 'GET', url: `${API}/user/account/productMenu`, headers: authed(token) });
  const passwordLogin = (loginAccount: string, password: string) =>
    t.call({
      method: 'POST',
      url: `${API}/user/account/common/login`,
      payload: { loginAccount, password },
    });

  describe('phone login', () => {
    const tel = '13800138000';
    const phoneLogin = (code: string) =>
      t.call<{ token: string; loginAccount: string }>({
        method: 'POST',
        url: `${API}/user/account/portal/phone/login`,
        payload: { tel, code },
      });
    const freshCode = async () => {
      await resetSmsLimits(t, tel);
      return requestCode(t, '/user/account/sendCode', tel);
    };

    it('logs in with a login code and records the attempt', async () => {
      const code = await freshCode();
      const res = await phoneLogin(code);
      expect(res.statusCode).toBe(200);
      expect(res.body.result.loginAccount).toBe('13800138000');
      expect((await menu(res.body.result.token)).statusCode).toBe(200);
      const attempt = await t.database.db
        .selectFrom('loginAttempt')
        .selectAll()
        .where('method', '=', 'sms')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(attempt).toMatchObject({ success: true, loginAccount: '13800138000' });
      const session = await t.database.db
        .selectFrom('session')
        .select('loginMethod')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(session.loginMethod).toBe('sms');
    });

    it('refuses a wrong, a reused and an expired code', async () => {
      const code = await freshCode();
      const wrong = await phoneLogin(code === '000000' ? '111111' : '000000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toMatchObject({
        status: Status.SMS_CODE_INVALID,
        message: Messages.SMS_CODE_INVALID,
      });
      expect((await phoneLogin(code)).statusCode).toBe(200);
      const reused = await phoneLogin(code);
      expect(reused.body.status).toBe(Status.SMS_CODE_INVALID);

      const next = await freshCode();
      await t.database.db
        .updateTable('smsCode')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('tel', '=', tel)
        .execute();
      expect((await phoneLogin(next)).body.status).toBe(Status.SMS_CODE_INVALID);
      const failures = await t.database.db
        .selectFrom('loginAttempt')
        .select('reason')
        .where('method', '=', 'sms')
        .where('success', '=', false)
        .execute();
      expect(failures.filter((f) => f.reason === 'sms_code').length).toBeGreaterThanOrEqual(3);
    });

    it('refuses locked and disabled accounts like password login', async () => {
      await t.database.db
        .updateTable('account')
        .set({ lockedUntil: new Date(Date.now() + 10 * 60_000) })
        .where('tel', '=', tel)
        .execute();
      const locked = await phoneLogin(await freshCode());
      expect(locked.statusCode).toBe(423);
      expect(locked.body.status).toBe(Status.ACCOUNT_LOCKED);
      await t.database.db
        .updateTable('account')
        .set({ lockedUntil: null })
        .where('tel', '=', tel)
        .execute();
      // The code is checked first, so the locked attempt used it up: a new one, then disable.
      const code = await freshCode();
      await t.database.db
        .updateTable('account')
        .set({ status: 0 })
        .where('tel', '=', tel)
        .execute();
      const disabled = await phoneLogin(code);
      expect(disabled.statusCode).toBe(403);
      expect(disabled.body).toMatchObject({
        status: Status.ACCOUNT_DISABLED,
        message: Messages.ACCOUNT_DISABLED,
      });
      await t.database.db
        .updateTable('account')
        .set({ status: 1 })
        .where('tel', '=', tel)
        .execute();
    });

    it('answers a number without an account exactly as a wrong code', async () => {
      const phone = (tel: string) =>
        t.call({
          method: 'POST',
          url: `${API}/user/account/portal/phone/login`,
          payload: { tel, code: '123456' },
        });
      const unknown = await phone('13611110000');
      const wrongCode = await phone(tel);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toEqual(wrongCode.body);
      expect(unknown.body.message).toBe(Messages.SMS_CODE_INVALID);
    });
  });

  describe('registration', () => {
    const tel = '13722223333';
    const form = (over: object = {}) => ({
      loginAccount: 'pengcheng_new',
      realName: '赵新',
      companyName: '深圳新注册科技有限公司',
      beId: '200',
      tel,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...over,
    });
    const register = (body: object) =>
      t.call<{ loginAccount: string }>({
        method: 'POST',
        url: `${API}/user/account/create/register`,
        payload: body,
      });

    it('refuses a wrong code and creates nothing', async () => {
      const code = await requestCode(t, '/user/account/create/sendCode', tel);
      const res = await register(form({ code: code === '000000' ? '111111' : '000000' }));
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(Status.SMS_CODE_INVALID);
      const row = await t.database.db
        .selectFrom('account')
        .select('id')
        .where('loginAccount', '=', 'pengcheng_new')
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('refuses a taken login account (in any letter case) without using up the code', async () => {
      const code = await lastSmsCode(t, tel);
      const res = await register(form({ loginAccount: 'ocb1000000001', code }));
      expect(res.statusCode).toBe(409);
      expect(res.body).toMatchObject({ status: Status.CONFLICT, message: Messages.ACCOUNT_EXISTS });
      const badProvince = await register(form({ beId: '999', code }));
      expect(badProvince.body.message).toBe(AccountMessages.PROVINCE_INVALID);
      const mobileAccount = await register(form({ loginAccount: '13800000001', code }));
      expect(mobileAccount.body.message).toBe(AccountMessages.MOBILE_ACCOUNT);
    });

    it('creates the enterprise and its main account, which can then log in', async () => {
      const code = await lastSmsCode(t, tel);
      const res = await register(form({ code }));
      expect(res.statusCode).toBe(200);
      expect(res.body.result).toEqual({ loginAccount: 'pengcheng_new' });
      const account = await t.database.db
        .selectFrom('account as a')
        .innerJoin('enterpriseCustomer as c', 'c.id', 'a.customerId')
        .innerJoin('accountRole as ar', 'ar.accountId', 'a.id')
        .innerJoin('role as r', 'r.id', 'ar.roleId')
        .select([
          'a.kind',
          'a.tel',
          'a.parentAccountId',
          'c.custCode',
          'c.name',
          'c.beId',
          'r.code',
        ])
        .where('a.loginAccount', '=', 'pengcheng_new')
        .executeTakeFirstOrThrow();
      expect(account).toMatchObject({
        kind: 'customer',
        tel,
        parentAccountId: null,
        name: '深圳新注册科技有限公司',
        beId: '200',
        code: 'enterprise_customer',
      });
      expect(account.custCode).toMatch(/^C200\d{16}$/);
      const login = await passwordLogin('pengcheng_new', PASSWORD);
      expect(login.body.status).toBe(Status.OK);

      // The number is now registered.
      const again = await register(form({ loginAccount: 'pengcheng_two', code }));
      expect(again.statusCode).toBe(409);
      expect(again.body.message).toBe(Messages.PHONE_TAKEN);
    });
  });

  describe('forgotten password', () => {
    const tel = '13733334444';
    let oldToken: string;
    beforeAll(async () => {
      await insertAccount(t, {
        loginAccount: 'OCB2000000010',
        password: PASSWORD,
        tel,
        customerOf: 'OCB1000000001',
        roles: ['enterprise_customer'],
      });
      oldToken = await loginWith(t, 'OCB2000000010', PASSWORD);
    });
    const reset = (id: string, body: object) =>
      t.call({
        method: 'POST',
        url: `${API}/user/account/${id}/forgetPassword`,
        payload: { tel, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body },
      });

    it('refuses a wrong code, another account’s number and an unknown account', async () => {
      const code = await requestCode(t, '/user/account/sendCode', tel, {
        payload: { purpose: 'reset' },
      });
      // Until the code is proven every failure answers alike: nobody learns which account
      // or number exists from this form.
      const wrong = await reset('OCB2000000010', { code: code === '000000' ? '111111' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body.message).toBe(AccountMessages.RESET_REFUSED);
      const login = await requestCode(t, '/user/account/sendCode', tel);
      const loginCode = await reset('OCB2000000010', { code: login });
      expect(loginCode.body).toEqual(wrong.body);
      const mismatch = await reset('OCB1000000002', { code });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.body).toEqual(wrong.body);
      const unknown = await reset('nobody_here', { code: '123456' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toEqual(wrong.body);
      expect((await menu(oldToken)).statusCode).toBe(200);
    });

    it('sets the new password, unlocks the account and ends its sessions', async () => {
      await t.database.db
        .updateTable('account')
        .set({ lockedUntil: new Date(Date.now() + 600_000), failedLoginCount: 0 })
        .where('loginAccount', '=', 'OCB2000000010')
        .execute();
      await resetSmsLimits(t, tel);
      const code = await requestCode(t, '/user/account/sendCode', tel, {
        payload: { purpose: 'reset' },
      });
      // {id} may be the phone number as well as the login account.
      const res = await reset(tel, { code });
      expect(res.statusCode).toBe(200);
      expect(res.body.status).toBe(Status.OK);
      expect((await menu(oldToken)).statusCode).toBe(401);
      expect((await passwordLogin('OCB2000000010', PASSWORD)).body.status).toBe(
        Status.LOGIN_FAILED,
      );
      expect((await passwordLogin('OCB2000000010', NEW_PASSWORD)).body.status).toBe(Status.OK);
    });

    it('applies the password rule', async () => {
      const res = await reset('OCB2000000010', {
        code: '123456',
        password: 'short',
        confirmPassword: 'short',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('密码须为8-64位，且同时包含字母、数字和特殊字符');
    });
  });

  describe('change password', () => {
    let id: number;
    let first: string;
    let second: string;
    beforeAll(async () => {
      id = await insertAccount(t, {
        loginAccount: 'OCB2000000011',
        password: PASSWORD,
        customerOf: 'OCB1000000001',
        roles: ['enterprise_customer'],
      });
      first = await loginWith(t, 'OCB2000000011', PASSWORD);
      second = await loginWith(t, 'OCB2000000011', PASSWORD);
    });
    const change = (token: string, accountId: number, oldPassword: string) =>
      t.call({
        method: 'POST',
        url: `${API}/user/account/${accountId}/changePasswordWithValidation`,
        headers: authed(token),
        payload: { oldPassword, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });

    it('refuses a wrong old password and someone else’s id', async () => {
      const wrong = await change(first, id, 'Wrong@12345');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body.message).toBe(Messages.OLD_PASSWORD_WRONG);
      const other = await change(first, await accountIdOf(t, 'OCB1000000001'), PASSWORD);
      expect(other.statusCode).toBe(403);
      expect((await passwordLogin('OCB2000000011', PASSWORD)).body.status).toBe(Status.OK);
    });

    it('changes it, keeps the caller signed in and signs out the other sessions', async () => {
      const res = await change(first, id, PASSWORD);
      expect(res.statusCode).toBe(200);
      expect((await menu(first)).statusCode).toBe(200);
      expect((await menu(second)).statusCode).toBe(401);
      expect((await passwordLogin('OCB2000000011', NEW_PASSWORD)).body.status).toBe(Status.OK);
      expect((await passwordLogin('OCB2000000011', PASSWORD)).body.status).toBe(
        Status.LOGIN_FAILED,
      );
    });
  });

  describe('bind phone number', () => {
    const tel = '13744445555';
    it('binds a new number with a bind code, only to the caller’s own account', async () => {
      const token = await loginAs(t, '13800138000');
      const id = await accountIdOf(t, '13800138000');
      const headers = authed(token);
      const code = await requestCode(t, '/user/account/bind/sendCode', tel, { headers });
      const bind = (accountId: number, body: object) =>
        t.call({
          method: 'POST',
          url: `${API}/user/account/${accountId}/bindTel`,
          headers,
          payload: body,
        });
      const wrong = await bind(id, { tel, code: code === '000000' ? '111111' : '000000' });
      expect(wrong.body.status).toBe(Status.SMS_CODE_INVALID);
      const other = await bind(await accountIdOf(t, 'OCB1000000001'), { tel, code });
      expect(other.statusCode).toBe(403);
      const taken = await bind(id, { tel: '13957112345', code });
      expect(taken.statusCode).toBe(409);
      expect(taken.body.message).toBe(Messages.PHONE_TAKEN);
      const res = await bind(id, { tel, code });
      expect(res.statusCode).toBe(200);
      expect(res.body.result).toEqual({ tel: '137****5555' });
      const row = await t.database.db
        .selectFrom('account')
        .select('tel')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.tel).toBe(tel);
    });
  });

  describe('management', () => {
    let sub: number;
    let gdCustomer: number;
    beforeAll(async () => {
      sub = await insertAccount(t, {
        loginAccount: 'OCB1000000001_sub',
        password: PASSWORD,
        customerOf: 'OCB1000000001',
        parentAccountId: await accountIdOf(t, 'OCB1000000001'),
        menus: ['home', 'home.overview'],
      });
      gdCustomer = await insertAccount(t, {
        loginAccount: 'OCB2000000020',
        password: PASSWORD,
        tel: '13755556666',
        customerOf: '13800138000',
        roles: ['enterprise_customer'],
      });
    });
    const state = (token: string, id: number, status: 0 | 1) =>
      t.call({
        method: 'PATCH',
        url: `${API}/user/account/${id}/changeState`,
        headers: authed(token),
        payload: { status },
      });

    it('lets a main account manage its own sub-accounts', async () => {
      const owner = await loginAs(t, 'OCB1000000001');
      const subToken = await loginWith(t, 'OCB1000000001_sub', PASSWORD);
      const off = await state(owner, sub, 0);
      expect(off.statusCode).toBe(200);
      expect((await menu(subToken)).statusCode).toBe(401);
      expect((await state(owner, sub, 1)).statusCode).toBe(200);
      expect((await passwordLogin('OCB1000000001_sub', PASSWORD)).body.status).toBe(Status.OK);
    });

    it('refuses a customer managing another customer’s accounts, and itself', async () => {
      const other = await loginAs(t, 'OCB1000000002');
      const res = await state(other, sub, 0);
      expect(res.statusCode).toBe(403);
      expect(res.body.status).toBe(Status.FORBIDDEN);
      const owner = await loginAs(t, 'OCB1000000001');
      expect((await state(owner, await accountIdOf(t, 'OCB1000000002'), 0)).statusCode).toBe(403);
      const self = await state(owner, await accountIdOf(t, 'OCB1000000001'), 0);
      expect(self.statusCode).toBe(403);
      expect(self.body.message).toBe(AccountMessages.SELF);
      const subToken = await loginWith(t, 'OCB1000000001_sub', PASSWORD);
      expect((await state(subToken, gdCustomer, 0)).statusCode).toBe(403);
    });

    it('keeps a province administrator to its province’s customers', async () => {
      const gd = await loginAs(t, 'gd_admin');
      expect((await state(gd, gdCustomer, 1)).statusCode).toBe(200);
      const outside = await state(gd, await accountIdOf(t, 'OCB1000000002'), 0);
      expect(outside.statusCode).toBe(403);
      const admin = await state(gd, await accountIdOf(t, 'sz_admin'), 0);
      expect(admin.statusCode).toBe(403);
      const detail = await t.call({
        method: 'GET',
        url: `${API}/user/account/${await accountIdOf(t, 'OCB1000000002')}`,
        headers: authed(gd),
      });
      expect(detail.statusCode).toBe(403);
      const reset = await t.call({
        method: 'PATCH',
        url: `${API}/user/account/${await accountIdOf(t, 'OCB1000000002')}/resetDefaultPassword`,
        headers: authed(gd),
      });
      expect(reset.statusCode).toBe(403);
      expect(reset.body.status).toBe(Status.FORBIDDEN);
    });

    it('keeps a city administrator to its city, when granted account management at all', async () => {
      const sz = await loginAs(t, 'sz_admin');
      const inCity = await accountIdOf(t, 'OCB1000000001');
      // Without account management (the default) a city administrator changes nothing, not
      // even in its own city, and has no account list.
      const disable = await state(sz, inCity, 0);
      expect(disable.statusCode).toBe(403);
      expect(disable.body.status).toBe(Status.FORBIDDEN);
      expect((await state(sz, inCity, 1)).statusCode).toBe(403);
      const reset = await t.call({
        method: 'PATCH',
        url: `${API}/user/account/${inCity}/resetDefaultPassword`,
        headers: authed(sz),
      });
      expect(reset.statusCode).toBe(403);
      const list = await t.call({
        method: 'GET',
        url: `${API}/user/account/list`,
        headers: authed(sz),
      });
      expect(list.statusCode).toBe(403);
      const row = await t.database.db
        .selectFrom('account')
        .select('status')
        .where('id', '=', inCity)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(1);
      await t.database.db
        .insertInto('roleMenu')
        .values({
          roleId: (
            await t.database.db
              .selectFrom('role')
              .select('id')
              .where('code', '=', 'city_admin')
              .executeTakeFirstOrThrow()
          ).id,
          menuId: 'action.account.manage',
        })
        .execute();
      expect((await state(sz, inCity, 1)).statusCode).toBe(200);
      const guangzhou = await state(sz, gdCustomer, 1);
      expect(guangzhou.statusCode).toBe(403);
    });

    it('lets the national administrator manage any account but the visitor', async () => {
      const admin = await loginAs(t, 'admin');
      expect((await state(admin, await accountIdOf(t, 'gd_admin'), 1)).statusCode).toBe(200);
      expect((await state(admin, await accountIdOf(t, 'visitor'), 0)).statusCode).toBe(403);
      expect((await state(admin, 999_999, 0)).statusCode).toBe(404);
    });

    it('refuses the visitor', async () => {
      const visitor = await visitorToken(t);
      const res = await state(visitor, gdCustomer, 0);
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe(Messages.VISITOR_READ_ONLY);
    });

    it('resets a password to a random one sent by SMS, never in the answer', async () => {
      const before = await loginWith(t, 'OCB2000000020', PASSWORD);
      const gd = await loginAs(t, 'gd_admin');
      const res = await t.call({
        method: 'PATCH',
        url: `${API}/user/account/${gdCustomer}/resetDefaultPassword`,
        headers: authed(gd),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.result).toBeNull();
      const sms = await lastSms(t, '13755556666');
      const password = /密码已重置为(\S+?)，/.exec(sms!.content)?.[1];
      expect(password).toBeDefined();
      expect(JSON.stringify(res.body)).not.toContain(password);
      expect((await menu(before)).statusCode).toBe(401);
      expect((await passwordLogin('OCB2000000020', PASSWORD)).body.status).toBe(
        Status.LOGIN_FAILED,
      );
      expect((await passwordLogin('OCB2000000020', password!)).body.status).toBe(Status.OK);

      const noTel = await t.call({
        method: 'PATCH',
        url: `${API}/user/account/${sub}/resetDefaultPassword`,
        headers: authed(await loginAs(t, 'OCB1000000001')),
      });
      expect(noTel.statusCode).toBe(400);
      expect(noTel.body.message).toBe(AccountMessages.NO_TEL);
      const outside = await t.call({
        method: 'PATCH',
        url: `${API}/user/account/${sub}/resetDefaultPassword`,
        headers: authed(await loginAs(t, 'OCB1000000002')),
      });
      expect(outside.statusCode).toBe(403);
    });

    it('edits account details within the same rule', async () => {
      const gd = await loginAs(t, 'gd_admin');
      const res = await t.call<Item>({
        method: 'PATCH',
        url: `${API}/user/account/${gdCustomer}`,
        headers: authed(gd),
        payload: { realName: '改名后', department: '采购部' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.result.realName).toBe('改名后');
      const bad = await t.call({
        method: 'PATCH',
        url: `${API}/user/account/${gdCustomer}`,
        headers: authed(gd),
        payload: { email: 'not-an-email' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('邮箱格式不正确');
      const outside = await t.call({
        method: 'PATCH',
        url: `${API}/user/account/${await accountIdOf(t, 'OCB1000000002')}`,
        headers: authed(gd),
        payload: { realName: '越权' },
      });
      expect(outside.statusCode).toBe(403);
    });

    it('deletes sub-accounts and disables other accounts', async () => {
      const other = await loginAs(t, 'OCB1000000002');
      const forbidden = await t.call({
        method: 'DELETE',
        url: `${API}/user/account/${sub}`,
        headers: authed(other),
      });
      expect(forbidden.statusCode).toBe(403);
      const owner = await loginAs(t, 'OCB1000000001');
      const res = await t.call({
        method: 'DELETE',
        url: `${API}/user/account/${sub}`,
        headers: authed(owner),
      });
      expect(res.statusCode).toBe(200);
      const gone = await t.database.db
        .selectFrom('account')
        .select('id')
        .where('id', '=', sub)
        .executeTakeFirst();
      expect(gone).toBeUndefined();

      const token = await loginWith(t, 'OCB2000000020', (await lastPassword())!);
      const gd = await loginAs(t, 'gd_admin');
      const main = await t.call({
        method: 'DELETE',
        url: `${API}/user/account/${gdCustomer}`,
        headers: authed(gd),
      });
      expect(main.statusCode).toBe(200);
      expect((await menu(token)).statusCode).toBe(401);
      const row = await t.database.db
        .selectFrom('account')
        .select('status')
        .where('id', '=', gdCustomer)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(0);
    });

    const lastPassword = async () =>
      /密码已重置为(\S+?)，/.exec((await lastSms(t, '13755556666'))!.content)?.[1];

    it('lists accounts within the administrator’s scope, with filters', async () => {
      const list = async (who: string, qs = '') =>
        t.call<Page>({
          method: 'GET',
          url: `${API}/user/account/list?pageSize=50${qs}`,
          headers: authed(await loginAs(t, who)),
        });
      const gd = await list('gd_admin');
      expect(gd.statusCode).toBe(200);
      const gdAccounts = gd.body.result.data.map((d) => d.loginAccount);
      expect(gdAccounts).toEqual(expect.arrayContaining(['OCB1000000001', '13800138000']));
      expect(gdAccounts).not.toContain('OCB1000000002');
      expect(gdAccounts).not.toContain('sz_admin');
      expect(gd.body.result.data.every((d) => d.beId === '200' && d.kind === 'customer')).toBe(
        true,
      );
      expect(gd.body.result.data.find((d) => d.loginAccount === 'OCB1000000001')?.tel).toBe(
        '138****6781',
      );

      const all = await list('admin');
      const allAccounts = all.body.result.data.map((d) => d.loginAccount);
      expect(allAccounts).toEqual(expect.arrayContaining(['OCB1000000002', 'gd_admin']));
      expect(allAccounts).not.toContain('visitor');

      const keyword = await list('admin', '&keyword=OCB100000000');
      expect(keyword.body.result.data.map((d) => d.loginAccount).sort()).toEqual([
        'OCB1000000001',
        'OCB1000000002',
      ]);
      const disabled = await list('admin', '&status=0');
      expect(disabled.body.result.data.map((d) => d.loginAccount)).toContain('OCB2000000020');
      expect(disabled.body.result.data.every((d) => d.status === 0)).toBe(true);
      const admins = await list('admin', '&kind=admin');
      expect(admins.body.result.data.every((d) => d.kind === 'admin')).toBe(true);
      expect(admins.body.result.total).toBe(3);

      expect((await list('OCB1000000001')).statusCode).toBe(403);
      expect((await list('editor')).statusCode).toBe(403);
    });

    it('shows one account’s detail within the same rule', async () => {
      const gd = await loginAs(t, 'gd_admin');
      const id = await accountIdOf(t, 'OCB1000000001');
      const res = await t.call<Item>({
        method: 'GET',
        url: `${API}/user/account/${id}`,
        headers: authed(gd),
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.result).toMatchObject({
        loginAccount: 'OCB1000000001',
        beId: '200',
        areaCode: '755',
        tel: '138****6781',
      });
      const notNumeric = await t.call({
        method: 'GET',
        url: `${API}/user/account/abc`,
        headers: authed(gd),
      });
      expect(notNumeric.statusCode).toBe(404);
    });
  });

  describe('assertCanManage', () => {
    const user = (over: Partial<AuthUser>): AuthUser => ({
      sessionId: 1,
      accountId: 1,
      loginAccount: 'u',
      kind: 'admin',
      name: 'u',
      realName: '',
      tel: null,
      customerId: null,
      custCode: '',
      parentAccountId: null,
      adminLevel: 2,
      beId: '200',
      areaCode: '755',
      visitor: false,
      platId: null,
      menus: new Set(['action.account.manage']),
      writeMenus: new Set(),
      orgIds: null,
      ...over,
    });
    const target = (over: object = {}) => ({
      id: 2,
      kind: 'customer' as const,
      parentAccountId: null,
      customerId: 10,
      scopeBeId: '200',
      scopeAreaCode: '755',
      ...over,
    });

    it('holds a city administrator to customers of its city', () => {
      expect(() => assertCanManage(user({}), target())).not.toThrow();
      expect(() => assertCanManage(user({}), target({ scopeAreaCode: '020' }))).toThrow();
      expect(() => assertCanManage(user({}), target({ kind: 'admin' }))).toThrow();
    });

    it('needs the management menu, the same enterprise’s sub-accounts, and never oneself', () => {
      expect(() => assertCanManage(user({ menus: new Set() }), target())).toThrow();
      const main = user({
        kind: 'customer',
        adminLevel: null,
        customerId: 10,
        menus: new Set(['user.subAccount']),
      });
      expect(() => assertCanManage(main, target({ parentAccountId: 1 }))).not.toThrow();
      // Another enterprise's sub-account, or a main account.
      expect(() => assertCanManage(main, target({ parentAccountId: 3, customerId: 11 }))).toThrow();
      expect(() => assertCanManage(main, target({ parentAccountId: null }))).toThrow();
      // A sub-account given 子账号管理 manages its enterprise's sub-accounts; placed in a
      // node, only those of that node's subtree.
      const subAccount = { ...main, accountId: 5, parentAccountId: 1 };
      expect(() => assertCanManage(subAccount, target({ parentAccountId: 1 }))).not.toThrow();
      const narrowed = { ...subAccount, orgIds: [7, 8] };
      expect(() =>
        assertCanManage(narrowed, target({ parentAccountId: 1, orgId: 8 })),
      ).not.toThrow();
      expect(() => assertCanManage(narrowed, target({ parentAccountId: 1, orgId: 9 }))).toThrow();
      expect(() =>
        assertCanManage(narrowed, target({ parentAccountId: 1, orgId: null })),
      ).toThrow();
      expect(() =>
        assertCanManage({ ...main, menus: new Set<string>() }, target({ parentAccountId: 1 })),
      ).toThrow();
      expect(() => assertCanManage(user({ adminLevel: 0 }), target({ id: 1 }))).toThrow(
        AccountMessages.SELF,
      );
      expect(() => assertCanManage(user({}), undefined)).toThrow(AccountMessages.NOT_FOUND);
    });
  });

  it('makes temporary passwords that meet the password rule', () => {
    for (let i = 0; i < 200; i++) {
      expect(temporaryPassword()).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s])\S{12}$/);
    }
  });
});
