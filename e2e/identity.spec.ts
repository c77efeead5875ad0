import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  accountMenuItem,
  API,
  CAPTCHA_ANSWER,
  DEMO_PASSWORD,
  fillPasswordLogin,
  logIn,
  newestSmsCode,
  SUBMIT,
} from './support';

/** Must match SSO_SECRET in playwright.config.ts's webServer env. */
const SSO_SECRET = 'e2e-sso-secret';

/** The header group names of the current logged-in area. */
function headerGroups(page: Page, area = '控制台') {
  return page.getByRole('navigation', { name: area }).getByRole('button');
}

/** The side menu (antd Sider). */
function sideMenu(page: Page) {
  return page.locator('aside.ant-layout-sider');
}

interface RoleCase {
  account: string;
  password: string;
  /** Where a login without a redirect lands. */
  landing: string;
  /** Where /control leads, when the login lands elsewhere. */
  console?: string;
  groups: string[];
  /** Shown in the side menu of the 控制台 group. */
  consoleMenus: string[];
  /** Must not appear anywhere in the console. */
  hiddenConsole: string[];
  /** Back-office side menu, or null when /admin is forbidden. */
  adminMenus: string[] | null;
  hiddenAdmin?: string[];
}

const roles: RoleCase[] = [
  {
    account: 'admin',
    password: ADMIN_PASSWORD,
    landing: '/admin',
    console: '/control/home',
    groups: ['控制台', '已订购业务', '用户中心'],
    consoleMenus: ['首页概览', '物联网卡', '5G快线', '行业专网', '专线'],
    hiddenConsole: [],
    adminMenus: ['内容管理', '需求管理', '审批管理', '系统管理', '统计分析'],
  },
  {
    account: 'gd_admin',
    password: ADMIN_PASSWORD,
    landing: '/admin',
    console: '/control/home',
    groups: ['控制台', '已订购业务', '用户中心'],
    consoleMenus: ['首页概览', '物联网卡', '行业专网'],
    hiddenConsole: [],
    adminMenus: ['需求管理', '审批管理', '系统管理', '统计分析'],
    hiddenAdmin: ['内容管理'],
  },
  {
    account: 'sz_admin',
    password: ADMIN_PASSWORD,
    landing: '/admin',
    console: '/control/home',
    groups: ['控制台', '已订购业务', '用户中心'],
    consoleMenus: ['首页概览', '物联网卡'],
    hiddenConsole: [],
    adminMenus: ['需求管理', '审批管理', '系统管理', '统计分析'],
    hiddenAdmin: ['内容管理'],
  },
  {
    account: 'editor',
    password: 'Editor@12345',
    landing: '/admin',
    console: '/control/user/account/list',
    groups: ['用户中心'],
    consoleMenus: [],
    hiddenConsole: ['物联网卡', '首页概览', '已订购业务', '修改手机号'],
    adminMenus: ['内容管理'],
    hiddenAdmin: ['需求管理', '系统管理', '统计分析'],
  },
  {
    account: 'OCB1000000001',
    password: DEMO_PASSWORD,
    landing: '/control/home',
    groups: ['控制台', '已订购业务', '用户中心'],
    // Guangdong offers 专线 (A7); enterprise customers monitor their industry network.
    consoleMenus: ['首页概览', '物联网卡', '5G快线', '专线', '行业专网'],
    hiddenConsole: ['运营后台'],
    adminMenus: null,
  },
  {
    account: '13800138000',
    password: DEMO_PASSWORD,
    landing: '/control/home',
    groups: ['控制台', '已订购业务', '用户中心'],
    consoleMenus: ['首页概览', '物联网卡', '行业专网'],
    hiddenConsole: ['运营后台'],
    adminMenus: null,
  },
];

test.describe('identity: login and menus per role', () => {
  for (const role of roles) {
    test(`${role.account} sees its header groups and side menus`, async ({ page }) => {
      await logIn(page, role.account, role.password);
      // Staff with back-office menus land there; customers in the console, where
      // /control → /control/root → the first permitted screen.
      await expect(page).toHaveURL(new RegExp(`${role.landing}$`));
      if (role.console) {
        await page.goto('/control');
        await expect(page).toHaveURL(new RegExp(`${role.console}$`));
      }

      // The header shows the account's real name as stored at login.
      const realName = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { realName?: string }).realName,
      );
      expect(realName).toBeTruthy();
      await expect(page.getByRole('button', { name: '账号菜单' })).toContainText(realName!);

      await expect(headerGroups(page)).toHaveText(role.groups);
      if (role.consoleMenus.length) {
        for (const name of role.consoleMenus) {
          await expect(sideMenu(page).getByText(name, { exact: true })).toBeVisible();
        }
      }
      for (const name of role.hiddenConsole) {
        await expect(page.getByText(name, { exact: true })).toHaveCount(0);
      }
      // The user-centre group is one click away for everyone here.
      await headerGroups(page).filter({ hasText: '用户中心' }).click();
      await expect(page).toHaveURL(/\/control\/user\/account\/list$/);
      await expect(page.locator('.ant-breadcrumb')).toHaveText(/工作台.*用户中心.*账号信息/);
      for (const name of role.hiddenConsole) {
        await expect(page.getByText(name, { exact: true })).toHaveCount(0);
      }

      await page.goto('/admin');
      if (role.adminMenus === null) {
        await expect(page).toHaveURL(/\/403$/);
        await expect(page.getByText('抱歉，您没有访问此页面的权限')).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/admin$/);
        await expect(headerGroups(page, '运营后台')).toHaveText(['运营后台']);
        await expect(page.getByRole('heading', { name: /欢迎回来/ })).toBeVisible();
        for (const name of role.adminMenus) {
          await expect(sideMenu(page).getByText(name, { exact: true })).toBeVisible();
        }
        for (const name of role.hiddenAdmin ?? []) {
          await expect(sideMenu(page).getByText(name, { exact: true })).toHaveCount(0);
        }
        await expect(page.getByText('物联网卡', { exact: true })).toHaveCount(0);
      }
    });
  }
});

test.describe('identity: login page', () => {
  test('a wrong password shows the server’s message, then the captcha row', async ({ page }) => {
    await page.goto('/login');
    await fillPasswordLogin(page, 'OCB1000000002', 'Wrong@12345');
    const alert = page.getByRole('alert').filter({ hasText: '账号或密码错误' });
    // The answer never tells a stranger how many attempts an account has left.
    await expect(alert).toHaveText('账号或密码错误');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('图片验证码')).toHaveCount(0);

    // After LOGIN_LIMITS.captchaAfterFailures failures the server asks for the captcha.
    for (let i = 0; i < 2; i++) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/common/login'));
      await page.getByRole('button', { name: SUBMIT }).click();
      await answered;
      await expect(alert).toHaveText('账号或密码错误');
    }
    const captcha = page.getByRole('img', { name: '图片验证码，点击更换' });
    await expect(captcha).toBeVisible();
    await expect
      .poll(() => captcha.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const firstSrc = await captcha.getAttribute('src');
    await captcha.click();
    await expect(captcha).not.toHaveAttribute('src', firstSrc!);

    // The right password with a wrong captcha is still refused, with the server's message.
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('图片验证码').fill('0000');
    await page.getByRole('button', { name: SUBMIT }).click();
    await expect(page.getByRole('alert').filter({ hasText: /验证码/ })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    const failures = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('loginFailError') ?? '[]'),
    );
    expect(failures).toEqual(expect.arrayContaining(['账号或密码错误']));
  });

  test('an unauthenticated visit lands on login with the redirect and returns there', async ({
    page,
  }) => {
    await page.goto('/control/user/account/list');
    await expect(page.getByText('请先进行登录！')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcontrol%2Fuser%2Faccount%2Flist$/);
    await fillPasswordLogin(page, '13800138000', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/control\/user\/account\/list$/);
    await expect(page.getByText('基本信息')).toBeVisible();
    // Characters 4 to 7 of the phone are masked.
    await expect(page.getByTestId('account-tel')).toHaveText('138****8000');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      ctInfo: JSON.parse(localStorage.getItem('ctInfo') ?? '{}') as Record<string, string>,
      accountId: localStorage.getItem('accountId'),
      loginTime: localStorage.getItem('loginTime'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.ctInfo).toMatchObject({ username: '13800138000', token: stored.token });
    expect(stored.accountId).toMatch(/^\d+$/);
    expect(Number(stored.loginTime)).toBeGreaterThanOrEqual(0);
  });

  test('SMS login: the image captcha, then the code texted', async ({ page, request }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByLabel('手机号').fill('13800138000');
    // A code sent without a login needs the image captcha first.
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('请输入图片验证码')).toBeVisible();
    await page.getByRole('textbox', { name: '图片验证码' }).fill(CAPTCHA_ANSWER);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
    const code = await newestSmsCode(request, '13800138000');
    await page.getByLabel('短信验证码').fill(code);
    await page.getByRole('button', { name: SUBMIT }).click();
    await expect(page).toHaveURL(/\/control\/home$/);
    await expect(page.getByRole('heading', { name: /李建华/ })).toBeVisible();
  });

  test('log out returns to login, revokes the session and guards the console again', async ({
    page,
    request,
  }) => {
    await logIn(page, 'OCB1000000001', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/control\/home$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await (await accountMenuItem(page, '退出登录')).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const res = await request.get(`${API}/user/account/productMenu`, {
      headers: { UserToken: token! },
    });
    expect(res.status()).toBe(401);

    await page.goto('/control/home');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcontrol%2Fhome$/);
    await expect(page.getByText('请先进行登录！')).toBeVisible();
  });

  test('visitor entry opens the read-only tourist console', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '访客体验' }).click();
    await expect(page).toHaveURL(/\/tourist\/control$/);
    await expect(
      page.getByText('您正在以访客身份浏览控制台', { exact: false }).first(),
    ).toBeVisible();
    await expect(headerGroups(page, '访客体验')).toHaveText(['访客体验']);
    expect(await page.evaluate(() => localStorage.getItem('isVisitor'))).toBe('true');
    await sideMenu(page).getByText('访客信息', { exact: true }).click();
    await expect(page).toHaveURL(/\/tourist\/control\/user$/);
    await expect(page.getByText('访客（只读）')).toBeVisible();
    // Visitors log out without a server call.
    const calls: string[] = [];
    page.on('request', (r) => calls.push(new URL(r.url()).pathname));
    const logOut = await accountMenuItem(page, '退出登录');
    await expect(page.getByRole('menuitem', { name: '修改密码' })).toHaveCount(0);
    await logOut.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(calls.filter((p) => p.includes('loginout'))).toEqual([]);
  });

  test('a failed SSO landing clears the session, shows the message and drops the parameters', async ({
    page,
  }) => {
    await page.goto(
      '/home?token=forged&loginAccount=admin&platId=P01&timestamp=1700000000000&from=partner',
    );
    await expect(page.getByText('单点登录校验失败，请重新登录')).toBeVisible();
    await expect(page).toHaveURL(/\/home\?from=partner$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test('the full phone number shows only after a correct identity code', async ({
  page,
  request,
}) => {
  await logIn(page, '13800138000', DEMO_PASSWORD);
  await page.goto('/control/user/account/list');
  await expect(page.getByTestId('account-tel')).toHaveText('138****8000');
  await page.getByRole('button', { name: '查看完整号码' }).click();
  const popover = page.locator('.ant-popover').filter({ hasText: '身份验证' });
  await popover.getByRole('button', { name: '获取验证码' }).click();
  const code = await newestSmsCode(request, '13800138000');
  await popover.getByLabel('请输入验证码').fill(code === '000000' ? '111111' : '000000');
  await popover.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('短信验证码错误或已过期')).toBeVisible();
  await expect(page.getByTestId('account-tel')).toHaveText('138****8000');
  await popover.getByLabel('请输入验证码').fill(code);
  await popover.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('验证成功!')).toBeVisible();
  await expect(page.getByTestId('account-tel')).toHaveText('13800138000');
});

test('a signed SSO link logs the partner user in and reloads without its parameters', async ({
  page,
}) => {
  const timestamp = String(Date.now());
  const loginAccount = 'OCB1000000001';
  const platId = 'P01';
  const token = createHmac('sha256', SSO_SECRET)
    .update(`${loginAccount}|${platId}|${timestamp}`)
    .digest('hex');
  await page.goto(
    `/control/home?token=${token}&loginAccount=${loginAccount}&platId=${platId}&timestamp=${timestamp}`,
  );
  await expect(page).toHaveURL(/\/control\/home$/);
  await expect(page.getByText('陈志强').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('platId'))).toBe(platId);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(token);
});

test.describe('identity: account screens', () => {
  test('data-export permission: prompt, application dialog, approver notice, then already applied', async ({
    page,
    request,
  }) => {
    await logIn(page, 'OCB1000000001', DEMO_PASSWORD);
    await page.goto('/control/user/account/list');
    // The user centre explains the 4A account from the keyboard as well as on hover.
    await page.getByRole('img', { name: '什么是4A账号' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('运营商统一的身份管理账号');
    await page.getByRole('button', { name: '申请数据导出权限' }).click();
    const prompt = page.getByRole('dialog').filter({ hasText: '非常抱歉，您暂未获得数据导出许可' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: '申请导出权限' }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: '申请数据导出权限' });
    await expect(dialog).toBeVisible();
    // DIALOG_WIDTH.exportApply: 800 px (once the opening animation is over).
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(800);
    // The department is on file (disabled); the 4A account is not and is required, and the
    // dialog says what a 4A account is and where an enterprise user gets one.
    await expect(dialog.getByLabel('所属部门')).toBeDisabled();
    await expect(dialog.getByText(/4A账号是运营商统一的身份管理账号.*联系客户经理/)).toBeVisible();
    await dialog.getByRole('button', { name: /提交申请/ }).click();
    await expect(dialog.getByText('请输入4A账号')).toBeVisible();
    await expect(dialog.getByText('验证码不能为空')).toBeVisible();

    await dialog.getByLabel('4A账号').fill('chenzhiqiang');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByRole('button', { name: /\d+秒后重新获取/ })).toBeVisible();
    const tel = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('ctInfo') ?? '{}') as { tel: string }).tel,
    );
    await dialog.getByLabel('验证码').fill(await newestSmsCode(request, tel));
    await dialog.getByRole('button', { name: /提交申请/ }).click();

    const notice = page.locator('.ant-notification-notice').filter({ hasText: '申请已提交' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('1-2个工作日');
    await expect(notice).toContainText(/审批人\S+/);

    await page.getByRole('button', { name: '申请数据导出权限' }).click();
    await expect(
      page.getByRole('dialog').filter({ hasText: '您已完成数据导出权限申请，请勿重复申请' }),
    ).toBeVisible();
  });

  test('change password from the portal menu is guarded and validated by the shared schema', async ({
    page,
  }) => {
    await page.goto('/base/unionmall/editpwd');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbase%2Funionmall%2Feditpwd$/);
    await fillPasswordLogin(page, '13800138000', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/base\/unionmall\/editpwd$/);
    const form = page.getByRole('form', { name: '修改密码' });
    await form.getByLabel('原密码').fill(DEMO_PASSWORD);
    await form.getByLabel('新密码', { exact: true }).fill('short');
    await form.getByLabel('新密码', { exact: true }).blur();
    await expect(form.getByText('密码须为8-64位，且同时包含字母、数字和特殊字符')).toBeVisible();
    await form.getByLabel('新密码', { exact: true }).fill('Better@2026');
    await form.getByLabel('确认新密码').fill('Other@2026');
    await form.getByRole('button', { name: /确认修改/ }).click();
    await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
  });
});
