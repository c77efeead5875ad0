import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  CUSTOMER,
  iconLabel,
  label,
  logIn,
  newestSmsCode,
  selectBox,
  selectIn,
  waitForSmsResend,
} from './support';

/**
 * Runs the identity verification popover opened from `trigger` with the newest code the
 * server texted to `tel` (after the one-code-a-minute limit another journey may have hit).
 */
async function verifyIdentity(
  page: Page,
  request: APIRequestContext,
  trigger: Locator,
  tel: string,
) {
  const before = await newestSmsCode(request, tel).catch(() => '');
  await trigger.click();
  const popover = page.locator('.ant-popover').filter({ hasText: '身份验证' });
  await expect(popover).toBeVisible();
  await waitForSmsResend(page, request, tel);
  await popover.getByRole('button', { name: '获取验证码' }).click();
  await expect(popover.getByRole('button', { name: /\d+s$/ })).toBeVisible();
  const code = await newestSmsCode(request, tel, before);
  await popover.getByLabel('请输入验证码').fill(code);
  await popover.getByRole('button', { name: iconLabel('确定') }).click();
}

/** The simulator's unreliable gateways end in a multiple of 7 (CPE-SZ-0007…): avoid them. */
const steady = (serial: string) => {
  const n = Number(/(\d+)$/.exec(serial)?.[1] ?? '0');
  return n > 0 && n % 7 !== 0;
};

test('5G快线: overview charts, device list filtered by online state, Wi-Fi change with identity verification reaching 成功 from the simulator', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  const tel = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ctInfo') ?? '{}') as { tel: string }).tel,
  );
  expect(tel).toMatch(/^1\d{10}$/);
  const side = page.locator('aside.ant-layout-sider');

  await test.step('业务总览: KPIs, alarms and charts drawn on canvas', async () => {
    await page.goto('/control/home');
    await side.getByText('5G快线', { exact: true }).click();
    await side.getByText('业务总览', { exact: true }).click();
    await expect(page).toHaveURL(/\/control\/5g-cpe\/cpe-index\/panel-customer$/);
    await expect(page.getByRole('heading', { level: 1, name: '业务总览' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('终端总数')).toBeVisible();
    await expect(page.getByTestId('cpe-alarm-offline')).toBeVisible();
    for (const chart of ['终端在线状态', '近24小时流量', '信号分布', '终端型号分布']) {
      await expect(page.getByRole('img', { name: chart }).locator('canvas')).toBeVisible();
    }
  });

  let serial = '';
  await test.step('终端列表: filter by online state, kept in the address', async () => {
    await side.getByText('终端列表', { exact: true }).click();
    // The first visit loads the screen's chunk: give a busy machine time.
    await expect(page.getByRole('heading', { level: 1, name: '终端列表' })).toBeVisible({
      timeout: 30_000,
    });
    await selectIn(page, selectBox(page.getByLabel('在线状态')), '在线');
    await page.getByRole('button', { name: label('查询') }).click();
    await expect(page).toHaveURL(/[?&]onlineState=online(&|$)/);
    const rows = page.getByRole('table', { name: '终端列表' }).locator('tbody tr[data-row-key]');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: /离线|未激活/ })).toHaveCount(0);
    const serials = await rows.locator('td a[href*="/list/"]').allTextContents();
    serial = serials.find(steady) ?? '';
    expect(serial, 'a steady online gateway').not.toBe('');
    await rows.filter({ hasText: serial }).getByRole('link', { name: serial, exact: true }).click();
  });

  await test.step('终端详情: state, SIM and charts', async () => {
    await expect(page).toHaveURL(/\/control\/5g-cpe\/cpe-index\/list\/\d+$/);
    await expect(page.getByText(serial, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('cpe-online-state')).toHaveText('在线');
    await expect(page.locator('.ant-breadcrumb')).toContainText('终端列表/终端详情');
    await expect(page.getByRole('img', { name: '信号质量' }).locator('canvas')).toBeVisible();
  });

  await test.step('Wi-Fi: new SSID with identity verification, command reaches 成功', async () => {
    // A fresh SSID each run, so a retry on the same server still sees a change.
    const ssid = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const wifiCard = page.locator('.ant-card').filter({ hasText: 'Wi-Fi设置' }).first();
    await wifiCard.getByRole('button', { name: label('修改') }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '修改Wi-Fi设置' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Wi-Fi名称（SSID）').fill(ssid);
    await dialog.getByLabel('Wi-Fi密码').fill('E2e-pass-2026');
    await verifyIdentity(page, request, dialog.getByRole('button', { name: '验证并下发' }), tel);

    const progress = page.getByRole('dialog').filter({ hasText: '指令执行进度' });
    await expect(progress).toBeVisible();
    await expect(progress).toContainText('Wi-Fi设置');
    await expect(progress.getByTestId('command-outcome')).toHaveText('全部成功', {
      timeout: 90_000,
    });
    await expect(progress.getByTestId('command-count-succeeded')).toHaveText('1');
    const item = progress
      .getByRole('table', { name: '逐台结果' })
      .locator('tbody tr[data-row-key]');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(serial);
    await expect(item).toContainText('执行成功');
    await progress
      .locator('.ant-modal-footer')
      .getByRole('button', { name: label('关闭') })
      .click();

    // The gateway's reported Wi-Fi now carries the new name; the command is on record.
    await expect(page.getByTestId('cpe-wifi-ssid')).toHaveText(ssid, { timeout: 30_000 });
    const history = page.getByRole('table', { name: '近期指令' });
    await expect(history.locator('tbody tr[data-row-key]').first()).toContainText('Wi-Fi设置');
    await expect(history.locator('tbody tr[data-row-key]').first()).toContainText('全部成功');
  });
});
