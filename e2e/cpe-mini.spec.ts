import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  API,
  apiToken,
  choose,
  confirmDialog,
  CUSTOMER,
  iconLabel,
  label,
  logIn,
  selectBox,
  selectIn,
  toast,
} from './support';

/** A gateway of customer A that carries no running 小微业务 now (so a retry finds another). */
async function freeGateway(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, CUSTOMER.loginAccount, CUSTOMER.password);
  const get = async <T>(path: string) => {
    const res = await request.get(`${API}/${path}`, { headers: { UserToken: token } });
    return ((await res.json()) as { result: T }).result;
  };
  const devices = await get<{ data: { serial: string }[] }>(
    'cpe/v1/device/list?keyword=CPE-SZ&pageSize=50&sortField=id&sortOrder=asc',
  );
  const services = await get<{ data: { serial: string | null; state: string }[] }>(
    'cpe/v1/mini/service/list?pageSize=50',
  );
  const taken = new Set(services.data.filter((s) => s.state !== 'expired').map((s) => s.serial));
  const free = devices.data.map((d) => d.serial).find((s) => !taken.has(s));
  expect(free, 'a gateway without a running 小微业务').toBeTruthy();
  return free!;
}

test('5G快线 小微业务: open one for a shop on a free gateway, suspend and resume it from its detail, and see it on the overview', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const serial = await freeGateway(request);
  const shop = `旅程奶茶店${Date.now().toString(36).slice(-5)}`;
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  const side = page.locator('aside.ant-layout-sider');
  await page.goto('/control/home');
  await side.getByText('5G快线', { exact: true }).click();
  await side.getByText('小微业务', { exact: true }).click();
  await expect(page).toHaveURL(/\/control\/5g-cpe\/cpe-index\/mini-service$/);
  await expect(page.getByRole('heading', { level: 1, name: '小微业务' })).toBeVisible({
    timeout: 30_000,
  });

  await test.step('新增: the form checks the phone, then the subscription is listed', async () => {
    await page.getByRole('button', { name: iconLabel('新增小微业务') }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增小微业务' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('商户名称').fill(shop);
    await dialog.getByLabel('联系人').fill('旅程测试');
    await dialog.getByLabel('联系电话').fill('1391234');
    await selectIn(
      page,
      selectBox(dialog.getByLabel('小微套餐', { exact: true })),
      /^小微门店 300M/,
    );
    const gateway = dialog.getByLabel('承载网关', { exact: true });
    // The picker searches the server: type the serial, then take its option.
    await expect(async () => {
      await selectBox(gateway).click();
      await gateway.fill(serial);
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
        .getByText(new RegExp(`^${serial}`))
        .first()
        .click({ timeout: 3000 });
      await expect(selectBox(gateway)).toContainText(serial, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await choose(page, '服务期限', '12个月（1年）', { scope: dialog });
    await dialog.getByRole('button', { name: label('确定') }).click();
    await expect(dialog.getByText('联系电话须为11位手机号码')).toBeVisible();
    await dialog.getByLabel('联系电话').fill('13912345678');
    await dialog.getByRole('button', { name: label('确定') }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('关键字').fill(shop);
    await page.getByRole('button', { name: label('查询') }).click();
    const row = page.getByRole('table', { name: '小微业务列表' }).locator('tbody tr[data-row-key]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(serial);
    await expect(row).toContainText('使用中');
    await row.getByRole('link', { name: /^XW/ }).click();
  });

  await test.step('详情: suspend after confirming, then resume', async () => {
    await expect(page).toHaveURL(/\/mini-service\/\d+$/);
    await expect(page.getByText(shop).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(serial).first()).toBeVisible();
    await page.getByRole('button', { name: /^暂停 XW/ }).click();
    const confirm = confirmDialog(page, /暂停/);
    await confirm.getByRole('button', { name: label('确定') }).click();
    await expect(toast(page, '业务已暂停')).toBeVisible();
    await expect(page.getByText('已暂停').first()).toBeVisible();
    await page.getByRole('button', { name: /^恢复 XW/ }).click();
    await confirmDialog(page, /恢复/)
      .getByRole('button', { name: label('确定') })
      .click();
    await expect(toast(page, '业务已恢复')).toBeVisible();
    await expect(page.getByText('使用中').first()).toBeVisible();
  });

  await test.step('小微业务总览: figures and charts', async () => {
    await side.getByText('小微业务总览', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: '小微业务总览' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('canvas').first()).toBeVisible();
  });
});
