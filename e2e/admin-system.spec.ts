/**
 * 系统管理 in the back office: the operation log with masked parameters, the login records
 * (a path that mentions login stays open), the SMS outbox, and account management by a
 * province administrator who disables and re-enables an account after confirming.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  API,
  choose,
  confirmDialog,
  fillPasswordLogin,
  iconLabel,
  label,
  logIn,
  newestSmsCode,
  solvedCaptcha,
  settledWidth,
  toast,
} from './support';

/** The body rows of the table named `name`. */
function rowsOf(page: Page, name: string) {
  return page.getByRole('table', { name }).locator('tbody tr.ant-table-row');
}

/** Opens a screen of the 系统管理 folder from the side menu (opening the folder if closed). */
async function openSystemMenu(page: Page, menu: string) {
  const side = page.locator('aside.ant-layout-sider');
  const item = side.getByText(menu, { exact: true });
  if (!(await item.isVisible())) await side.getByText('系统管理', { exact: true }).click();
  await item.click();
}

/** A mobile number no other journey uses (one SMS code a minute per number). */
function freshTel(): string {
  return `137${String(Date.now()).slice(-8)}`;
}

/** Registers a Guangdong enterprise customer through the API; returns its login account. */
async function registerGuangdongCustomer(request: APIRequestContext): Promise<string> {
  const tel = freshTel();
  const loginAccount = `e2e_sys_${tel.slice(-6)}`;
  const sent = await request.post(`${API}/user/account/create/sendCode`, {
    data: { tel, ...(await solvedCaptcha(request)) },
  });
  expect(((await sent.json()) as { status: string }).status).toBe('0');
  const code = await newestSmsCode(request, tel);
  const res = await request.post(`${API}/user/account/create/register`, {
    data: {
      loginAccount,
      realName: '系统旅程',
      companyName: `广州旅程测试${tel.slice(-4)}有限公司`,
      beId: '200',
      tel,
      code,
      password: 'Journey@2026',
      confirmPassword: 'Journey@2026',
    },
  });
  expect(((await res.json()) as { status: string }).status).toBe('0');
  return loginAccount;
}

test.describe('系统管理', () => {
  test('the national administrator reads the login records, operation log and SMS outbox', async ({
    page,
    request,
  }) => {
    // A message for the outbox, to a number nobody else texts.
    const tel = freshTel();
    const sent = await request.post(`${API}/user/account/create/sendCode`, {
      data: { tel, ...(await solvedCaptcha(request)) },
    });
    expect(((await sent.json()) as { status: string }).status).toBe('0');

    // Login records, asked for before logging in: login, then straight back to them.
    await page.goto('/admin/system/login-log');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fsystem%2Flogin-log$/);
    await fillPasswordLogin(page, 'admin', ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/system\/login-log$/);
    await expect(page.getByRole('heading', { level: 1, name: '登录记录' })).toBeVisible();
    await choose(page, '登录结果', '成功');
    await page.getByLabel('关键词', { exact: true }).fill('admin');
    await page.getByRole('button', { name: iconLabel('查询') }).click();
    await expect(page).toHaveURL(/\/admin\/system\/login-log\?.*success=true/);
    const own = rowsOf(page, '登录记录列表').filter({
      has: page.getByText('admin', { exact: true }),
    });
    await expect(own.first()).toContainText('账号密码');
    await expect(own.first()).toContainText('成功');
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/system\/login-log\?/);
    await expect(own.first()).toBeVisible();

    // Logins only in the operation log: this one, its password hidden.
    await openSystemMenu(page, '操作日志');
    await expect(page).toHaveURL(/\/admin\/system\/oper-log$/);
    await choose(page, '操作类型', '登录');
    await page.getByRole('button', { name: iconLabel('查询') }).click();
    await expect(page).toHaveURL(/operType=0/);
    const operRows = rowsOf(page, '操作日志列表');
    const ownLogin = operRows.filter({ hasText: 'admin' }).filter({ hasText: '账号密码登录' });
    // Rows are written in batches within a second: reload until the login is in.
    await expect(async () => {
      await page.reload();
      await expect(ownLogin.first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    const types = await operRows.locator('td:nth-child(4)').allInnerTexts();
    expect(new Set(types)).toEqual(new Set(['登录']));
    await ownLogin.first().getByRole('button', { name: '展开行' }).click();
    const detail = page.locator('tr.ant-table-expanded-row').first();
    await expect(detail).toContainText('"loginAccount": "admin"');
    await expect(detail).toContainText('"password": "******"');
    await expect(detail).not.toContainText(ADMIN_PASSWORD);

    // The outbox: the message just sent, found by its number.
    await openSystemMenu(page, '短信发件箱');
    await page.getByLabel('手机号码', { exact: true }).fill(tel);
    await page.getByRole('button', { name: iconLabel('查询') }).click();
    const messages = rowsOf(page, '短信发件列表');
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText('注册验证码');
    // Codes are kept and shown masked: only the recipient's phone gets them.
    await expect(messages.first()).toContainText('验证码为******');
    await expect(messages.first()).not.toContainText(/验证码为\d/);
  });

  test('a province administrator sees Guangdong accounts and disables and re-enables one', async ({
    page,
    request,
  }) => {
    const account = await registerGuangdongCustomer(request);
    await logIn(page, 'gd_admin', ADMIN_PASSWORD);
    await page.goto('/admin/system/account');
    const rows = rowsOf(page, '账号列表');
    await expect(rows.filter({ hasText: 'OCB1000000001' })).toBeVisible();
    const places = await rows.locator('td:nth-child(4)').allInnerTexts();
    expect(places.length).toBeGreaterThan(1);
    for (const place of places) expect(place).toMatch(/^广东/);
    await expect(rows.filter({ hasText: 'OCB1000000002' })).toHaveCount(0);
    // At 1440 px every column fits beside the fixed action column.
    const table = page.locator('.ant-table-content');
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByLabel('关键词', { exact: true }).fill(account);
    await page.getByRole('button', { name: iconLabel('查询') }).click();
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText('已启用');

    await row.getByRole('button', { name: label('停用') }).click();
    const disable = confirmDialog(page, new RegExp(`确定停用账号“${account}”吗？`));
    expect(await settledWidth(disable, 150)).toBe(464);
    await disable.getByRole('button', { name: label('确定') }).click();
    await expect(toast(page, '账号已停用')).toBeVisible();
    await expect(row).toContainText('已停用');

    await row.getByRole('button', { name: label('启用') }).click();
    const enable = confirmDialog(page, new RegExp(`确定启用账号“${account}”吗？`));
    await enable.getByRole('button', { name: label('确定') }).click();
    await expect(toast(page, '账号已启用')).toBeVisible();
    await expect(row).toContainText('已启用');
  });
});

test.describe('系统管理 on a phone', () => {
  test('the four screens fit the width; their tables scroll on their own @phone', async ({
    page,
  }) => {
    await logIn(page, 'admin', ADMIN_PASSWORD);
    for (const [url, table] of [
      ['/admin/system/oper-log', '操作日志列表'],
      ['/admin/system/login-log', '登录记录列表'],
      ['/admin/system/sms-outbox', '短信发件列表'],
      ['/admin/system/account', '账号列表'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('table', { name: table })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});

test('the national administrator reads the platform’s health', async ({ page }) => {
  await logIn(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin/monitor');
  await expect(page.getByRole('heading', { name: '平台监控', level: 1 })).toBeVisible();
  await expect(page.getByText(/^正常 · [\d.]+ ms$/)).toBeVisible();
  // The calls this page made are among the routes it lists.
  await expect(
    page.getByRole('cell', { name: 'GET /unionmallmanage/user/account/productMenu' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: '各接口 P95 延迟（毫秒）' })).toBeVisible();
});
