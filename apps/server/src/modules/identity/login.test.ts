import { LOGIN_LIMITS, Messages, Status } from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authed,
  createTestApp,
  DEMO_PASSWORDS,
  loginAs,
  type TestApp,
} from '../../../test/helpers.js';
import { sha256 } from '../../lib/tokens.js';

const LOGIN = '/unionmallmanage/user/account/common/login';
const MENU = '/unionmallmanage/user/account/productMenu';

interface MenuNode {
  id: string;
  portalUrl: string;
  childMenuList: MenuNode[];
}
interface MenuResult {
  productMenuList: { menuNodeList: { childMenuList: MenuNode[] }[] }[];
  permissions: string[];
}

describe('password login, sessions and menus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (loginAccount: string, password: string, extra: object = {}) =>
    t.call<{
      token: string;
      needCaptcha?: boolean;
      remainingAttempts?: number;
      loginAccount: string;
      custCode: string;
      beId: string;
      name: string;
    }>({
      method: 'POST',
      url: LOGIN,
      payload: { loginAccount, password, ...extra },
    });
  const menus = async (token: string) => {
    const res = await t.call<MenuResult>({ method: 'GET', url: MENU, headers: authed(token) });
    expect(res.statusCode).toBe(200);
    return res.body.result;
  };
  const groups = (r: MenuResult) =>
    r.productMenuList[0]!.menuNodeList[0]!.childMenuList.map((n) => n.id);

  it('logs every demo account in and answers the login info', async () => {
    for (const account of Object.keys(DEMO_PASSWORDS)) {
      const res = await login(account, DEMO_PASSWORDS[account]!);
      expect(res.statusCode, account).toBe(200);
      expect(res.body.status).toBe('0');
      expect(res.body.result.loginAccount).toBe(account);
      expect(res.body.result.token.length).toBeGreaterThanOrEqual(40);
    }
    const a = await login('OCB1000000001', 'Demo@12345');
    expect(a.body.result).toMatchObject({
      custCode: 'C2000755000001',
      beId: '200',
      name: '陈志强',
    });
  });

  it('stores only a hash of the session token', async () => {
    const token = await loginAs(t, 'editor');
    const rows = await t.database.db.selectFrom('session').select('tokenHash').execute();
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('gives each role its menus', async () => {
    const admin = await menus(await loginAs(t, 'admin'));
    expect(groups(admin)).toEqual(['home', 'ordered', 'user', 'admin']);
    const editor = await menus(await loginAs(t, 'editor'));
    expect(groups(editor)).toEqual(['user', 'admin']);
    expect(editor.permissions).not.toContain('sim.manage');
    expect(editor.permissions).toContain('admin.content.case');
    const customer = await menus(await loginAs(t, 'OCB1000000001'));
    expect(groups(customer)).toEqual(['home', 'ordered', 'user']);
    expect(customer.permissions).toContain('sim.manage');
    expect(customer.permissions).not.toContain('admin.content.case');
    const home = customer.productMenuList[0]!.menuNodeList[0]!.childMenuList[0]!;
    expect(home.childMenuList.map((n) => n.portalUrl)).toContain('/control/SIM');
    const province = await menus(await loginAs(t, 'gd_admin'));
    expect(province.permissions).toContain('admin.approval.export');
    expect(province.permissions).not.toContain('admin.content.case');
  });

  it('answers level and user info by account', async () => {
    const sz = await loginAs(t, 'sz_admin');
    const level = await t.call({
      method: 'GET',
      url: '/unionmallmanage/user/account/getLevelInfo',
      headers: authed(sz),
    });
    expect(level.body.result).toEqual({ level: 2, beId: '200', areaCode: '755' });
    const info = await t.call({
      method: 'GET',
      url: '/unionmallmanage/user/account/userCenter/getUserInfo',
      headers: authed(sz),
    });
    expect(info.body.result).toMatchObject({
      provinceName: '广东',
      cityName: '深圳',
      name: '林嘉欣',
      tel: '13800000003',
    });
    const customer = await loginAs(t, 'OCB1000000002');
    const cl = await t.call({
      method: 'GET',
      url: '/unionmallmanage/user/account/getLevelInfo',
      headers: authed(customer),
    });
    expect(cl.body.result).toEqual({ level: null, beId: '571', areaCode: '571' });
  });

  it('fills in a missing 4A account once and refuses to overwrite it', async () => {
    const token = await loginAs(t, 'sz_admin');
    const url = '/unionmallmanage/user/account/userCenter/edit';
    const first = await t.call<{ securityAccount: string }>({
      method: 'PATCH',
      url,
      headers: authed(token),
      payload: { securityAccount: 'linjiaxin' },
    });
    expect(first.body.result.securityAccount).toBe('linjiaxin');
    const again = await t.call({
      method: 'PATCH',
      url,
      headers: authed(token),
      payload: { securityAccount: 'other' },
    });
    expect(again.body.status).toBe(Status.WARNING);
    const bad = await t.call({
      method: 'PATCH',
      url,
      headers: authed(token),
      payload: { department: '<script>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('不超过20个字符，仅限中文、英文、数字、下划线、括号！');
  });

  it('refuses unknown, expired and revoked tokens with status 401', async () => {
    const unknown = await t.call({ method: 'GET', url: MENU, headers: authed('x'.repeat(43)) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toEqual({
      status: '401',
      message: Messages.SESSION_EXPIRED,
      result: null,
    });
    const none = await t.call({ method: 'GET', url: MENU });
    expect(none.statusCode).toBe(401);

    const token = await loginAs(t, 'OCB1000000002');
    await t.database.db
      .updateTable('session')
      .set({ idleExpiresAt: sql<Date>`now() - interval '1 minute'` })
      .where('tokenHash', '=', sha256(token))
      .execute();
    expect((await t.call({ method: 'GET', url: MENU, headers: authed(token) })).statusCode).toBe(
      401,
    );

    const absolute = await loginAs(t, 'OCB1000000002');
    await t.database.db
      .updateTable('session')
      .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
      .where('tokenHash', '=', sha256(absolute))
      .execute();
    expect((await t.call({ method: 'GET', url: MENU, headers: authed(absolute) })).statusCode).toBe(
      401,
    );

    const revoked = await loginAs(t, 'OCB1000000002');
    const out = await t.call({
      method: 'POST',
      url: '/unionmallmanage/user/account/loginout',
      headers: authed(revoked),
    });
    expect(out.body.status).toBe('0');
    const after = await t.call({ method: 'GET', url: MENU, headers: { csttoken: revoked } });
    expect(after.statusCode).toBe(401);
  });

  it('accepts the csttoken header and extends the idle expiry on keep-alive', async () => {
    const token = await loginAs(t, 'OCB1000000001');
    await t.database.db
      .updateTable('session')
      .set({ idleExpiresAt: sql<Date>`now() + interval '1 minute'` })
      .where('tokenHash', '=', sha256(token))
      .execute();
    const res = await t.call<{ idleExpiresAt: string }>({
      method: 'POST',
      url: '/unionmallmanage/user/account/keepalive',
      headers: { csttoken: token },
    });
    expect(res.body.status).toBe('0');
    expect(new Date(res.body.result.idleExpiresAt).getTime() - Date.now()).toBeGreaterThan(
      25 * 60_000,
    );
  });

  it('asks for a captcha after 3 wrong passwords and locks the account after 5', async () => {
    const wrong = (extra: object = {}) => login('13800138000', 'Wrong@12345', extra);
    const r1 = await wrong();
    expect(r1.statusCode).toBe(400);
    expect(r1.body.status).toBe(Status.LOGIN_FAILED);
    expect(r1.body.message).toBe(Messages.LOGIN_FAILED);
    expect(r1.body.result.needCaptcha).toBe(false);
    await wrong();
    const r3 = await wrong();
    expect(r3.body.result).toEqual({ needCaptcha: true });

    // From now on a captcha is required, even with the right password.
    const noCaptcha = await login('13800138000', 'Demo@12345');
    expect(noCaptcha.body.status).toBe(Status.CAPTCHA_INVALID);
    expect(noCaptcha.body.message).toBe(Messages.CAPTCHA_REQUIRED);

    const captcha = async () => {
      const uuid = crypto.randomUUID();
      const img = await t.app.inject({
        method: 'GET',
        url: `/unionmallmanage/user/account/generateVerifyCode?uuid=${uuid}`,
      });
      expect(img.headers['content-type']).toContain('image/svg+xml');
      await t.database.db
        .updateTable('captcha')
        .set({ answerHash: sha256('AB12') })
        .where('uuid', '=', uuid)
        .execute();
      return uuid;
    };
    const wrongCaptcha = await login('13800138000', 'Demo@12345', {
      captchaUuid: await captcha(),
      captchaCode: 'ZZZZ',
    });
    expect(wrongCaptcha.body.message).toBe(Messages.CAPTCHA_INVALID);

    const r4 = await wrong({ captchaUuid: await captcha(), captchaCode: 'ab12' });
    expect(r4.body.message).toBe(Messages.LOGIN_FAILED);
    const r5 = await wrong({ captchaUuid: await captcha(), captchaCode: 'AB12' });
    expect(r5.statusCode).toBe(423);
    expect(r5.body.status).toBe(Status.ACCOUNT_LOCKED);
    expect(r5.body.message).toBe(Messages.accountLocked(LOGIN_LIMITS.lockMinutes));

    const whileLocked = await login('13800138000', 'Demo@12345');
    expect(whileLocked.body.status).toBe(Status.ACCOUNT_LOCKED);

    const attempts = await t.database.db
      .selectFrom('loginAttempt')
      .select(['success', 'reason'])
      .where('loginAccount', '=', '13800138000')
      .where('success', '=', false)
      .execute();
    expect(attempts.length).toBeGreaterThanOrEqual(7);

    await t.database.db
      .updateTable('account')
      .set({ lockedUntil: sql<Date>`now() - interval '1 second'` })
      .where('loginAccount', '=', '13800138000')
      .execute();
    const unlocked = await login('13800138000', 'Demo@12345');
    expect(unlocked.body.status).toBe('0');
  });

  it('answers an unknown account exactly as a real one, captcha and lock included', async () => {
    const from = (loginAccount: string, remoteAddress: string) =>
      t.call({
        method: 'POST',
        url: LOGIN,
        payload: { loginAccount, password: 'Whatever@1' },
        remoteAddress,
      });
    // Each name from its own address, so that only the name's own failures count.
    const answers = async (name: string, address: string) => {
      const seen = [];
      for (let i = 0; i < LOGIN_LIMITS.maxFailures + 1; i++) {
        const res = await from(name, address);
        seen.push([res.statusCode, res.body]);
      }
      return seen;
    };
    const unknown = await answers('nobody_at_all', '198.51.100.21');
    const real = await answers('OCB1000000002', '198.51.100.22');
    expect(unknown).toEqual(real);
    expect(unknown[0]).toEqual([
      400,
      {
        status: Status.LOGIN_FAILED,
        message: Messages.LOGIN_FAILED,
        result: { needCaptcha: false },
      },
    ]);
    // From the captcha on, both are refused before any password is compared.
    expect(unknown[LOGIN_LIMITS.captchaAfterFailures]![1]).toMatchObject({
      status: Status.CAPTCHA_INVALID,
      message: Messages.CAPTCHA_REQUIRED,
    });
    await t.database.db
      .updateTable('account')
      .set({ failedLoginCount: 0, lockedUntil: null })
      .where('loginAccount', '=', 'OCB1000000002')
      .execute();
  });

  it('compares at most five passwords of one account however many arrive at once', async () => {
    const remoteAddress = '198.51.100.31';
    const tries = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call({
          method: 'POST',
          url: LOGIN,
          payload: { loginAccount: 'gd_admin', password: 'Wrong@12345' },
          remoteAddress,
        }),
      ),
    );
    const compared = await t.database.db
      .selectFrom('loginAttempt')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('loginAccount', '=', 'gd_admin')
      .where('reason', 'in', ['wrong_password', 'wrong_password_locked'])
      .executeTakeFirstOrThrow();
    expect(Number(compared.n)).toBeLessThanOrEqual(LOGIN_LIMITS.maxFailures);
    expect(tries.every((r) => r.statusCode !== 200)).toBe(true);
    expect(Number(compared.n)).toBeGreaterThanOrEqual(LOGIN_LIMITS.captchaAfterFailures);
    // The right password alone no longer gets in: the account wants the captcha (or is locked).
    const right = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { loginAccount: 'gd_admin', password: DEMO_PASSWORDS.gd_admin },
      remoteAddress: '198.51.100.32',
    });
    expect(right.body.status).not.toBe('0');
    expect([Status.CAPTCHA_INVALID, Status.ACCOUNT_LOCKED]).toContain(right.body.status);

    // With a solved captcha each, 30 parallel wrong passwords still compare five at most,
    // the fifth locks the account, and then the right password is refused as well.
    await t.database.db
      .updateTable('account')
      .set({ failedLoginCount: 0, lockedUntil: null })
      .where('loginAccount', '=', 'gd_admin')
      .execute();
    await t.database.db.deleteFrom('loginAttempt').where('loginAccount', '=', 'gd_admin').execute();
    const uuids = Array.from({ length: 30 }, () => crypto.randomUUID());
    for (const uuid of uuids) {
      await t.app.inject({
        method: 'GET',
        url: `/unionmallmanage/user/account/generateVerifyCode?uuid=${uuid}`,
      });
    }
    await t.database.db
      .updateTable('captcha')
      .set({ answerHash: sha256('AB12') })
      .where('uuid', 'in', uuids)
      .execute();
    const withCaptcha = await Promise.all(
      uuids.map((captchaUuid) =>
        t.call({
          method: 'POST',
          url: LOGIN,
          payload: {
            loginAccount: 'gd_admin',
            password: 'Wrong@12345',
            captchaUuid,
            captchaCode: 'AB12',
          },
          remoteAddress: '198.51.100.33',
        }),
      ),
    );
    const comparedNow = await t.database.db
      .selectFrom('loginAttempt')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('loginAccount', '=', 'gd_admin')
      .where('reason', 'in', ['wrong_password', 'wrong_password_locked'])
      .executeTakeFirstOrThrow();
    expect(Number(comparedNow.n)).toBe(LOGIN_LIMITS.maxFailures);
    expect(withCaptcha.filter((r) => r.statusCode === 423).length).toBe(
      30 - (LOGIN_LIMITS.maxFailures - 1),
    );
    const afterLock = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { loginAccount: 'gd_admin', password: DEMO_PASSWORDS.gd_admin },
      remoteAddress: '198.51.100.34',
    });
    expect(afterLock.statusCode).toBe(423);
    expect(afterLock.body.status).toBe(Status.ACCOUNT_LOCKED);
  });

  it('limits failed logins from one address across accounts: captcha first, then 429', async () => {
    const remoteAddress = '198.51.100.41';
    const results = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.call<{ needCaptcha?: boolean }>({
        method: 'POST',
        url: LOGIN,
        payload: { loginAccount: `stuffed_${i}`, password: 'Wrong@12345' },
        remoteAddress,
      });
      results.push(res);
    }
    const first = LOGIN_LIMITS.addressCaptchaAfterFailures;
    expect(results.slice(0, first).every((r) => r.body.status === Status.LOGIN_FAILED)).toBe(true);
    // Past the first threshold every attempt needs the captcha, whatever the account.
    expect(results[first]!.body).toMatchObject({
      status: Status.CAPTCHA_INVALID,
      result: { needCaptcha: true },
    });
    // Past the budget the address is refused outright, with Retry-After.
    const refused = results[LOGIN_LIMITS.addressMaxFailures]!;
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and successes do not count against an address.
    const other = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { loginAccount: 'editor', password: DEMO_PASSWORDS.editor },
      remoteAddress: '198.51.100.42',
    });
    expect(other.body.status).toBe('0');
    for (let i = 0; i < LOGIN_LIMITS.addressMaxFailures + 5; i++) {
      const ok = await t.call({
        method: 'POST',
        url: LOGIN,
        payload: { loginAccount: 'editor', password: DEMO_PASSWORDS.editor },
        remoteAddress: '198.51.100.43',
      });
      expect(ok.body.status).toBe('0');
    }
  });

  it('serves the built-in portal menu sorted by sortNum, and the back-office login variant', async () => {
    const res = await t.call<{ menuName: string; sortNum: number }[]>({
      method: 'GET',
      url: '/unionmallmanage/user/platform/publicMenu',
    });
    expect(res.body.result.map((m) => m.menuName)).toEqual([
      '首页',
      '产品',
      '行业解决方案',
      '客户案例',
      '新闻资讯',
      '服务与支持',
    ]);
    const web = await t.call({
      method: 'POST',
      url: '/unionmallmanage/usm-npn/web/login',
      payload: { loginAccount: 'editor', password: 'Editor@12345' },
    });
    expect(web.body.status).toBe('0');
  });

  it('validates the login form with the shared messages', async () => {
    const res = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { loginAccount: ' ', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('请输入账号');
  });
});

describe('visitor sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs a visitor in read-only: reads work, writes are refused, log-out works', async () => {
    const res = await t.call<{ token: string; visitor: boolean }>({
      method: 'POST',
      url: '/unionmallmanage/user/account/visitor/login',
    });
    expect(res.body.status).toBe('0');
    expect(res.body.result.visitor).toBe(true);
    const token = res.body.result.token;
    const menu = await t.call<MenuResult>({ method: 'GET', url: MENU, headers: authed(token) });
    expect(
      menu.body.result.productMenuList[0]!.menuNodeList[0]!.childMenuList.map((n) => n.id),
    ).toContain('tourist');
    const write = await t.call({
      method: 'PATCH',
      url: '/unionmallmanage/user/account/userCenter/edit',
      headers: authed(token),
      payload: { department: '访客部门' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.body.message).toBe(Messages.VISITOR_READ_ONLY);
    const out = await t.call({
      method: 'POST',
      url: '/unionmallmanage/user/account/loginout',
      headers: authed(token),
    });
    expect(out.body.status).toBe('0');
  });

  it('never lets the visitor account log in with a password', async () => {
    const res = await t.call({
      method: 'POST',
      url: LOGIN,
      payload: { loginAccount: 'visitor', password: 'anything' },
    });
    expect(res.body.status).toBe(Status.LOGIN_FAILED);
  });
});

describe('client address behind a proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied.close());

  const failFrom = (app: TestApp, i: number, forwardedFor: string, remoteAddress = '10.0.0.5') =>
    app.call({
      method: 'POST',
      url: LOGIN,
      payload: { loginAccount: `xff_${i}`, password: 'Wrong@12345' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('keys limits on the address the proxy appended, never on a forged prefix', async () => {
    const statuses = [];
    for (let i = 0; i <= LOGIN_LIMITS.addressMaxFailures; i++) {
      // The client writes a new address in front each time; the proxy appends the real one.
      const res = await failFrom(proxied, i, `203.0.113.${i}, 192.0.2.77`);
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    // Another real client behind the same proxy is not affected.
    expect((await failFrom(proxied, 999, '203.0.113.1, 192.0.2.78')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const direct = await createTestApp();
    try {
      const statuses = [];
      for (let i = 0; i <= LOGIN_LIMITS.addressMaxFailures; i++) {
        statuses.push((await failFrom(direct, i, `192.0.2.${i}`, '10.0.0.9')).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
