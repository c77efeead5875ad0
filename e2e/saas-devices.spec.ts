import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiToken, CUSTOMER, choose, logIn, toast } from './support';

/** 设备管理: a customer's look across its fleet, down to one device and one terminal. */

interface ModelItem {
  id: number;
  vendor: string;
  model: string;
  devices: number;
}

async function get<T>(request: APIRequestContext, token: string, path: string, params = {}) {
  const res = await request.get(`${API}/${path}`, { params, headers: { UserToken: token } });
  const body = (await res.json()) as { status: string; result: T };
  expect(body.status, path).toBe('0');
  return body.result;
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const rows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr.ant-table-row');

test('设备管理: overview → a model and one of its devices → 设备列表 filtered → 接入终端 → 生态设备 申请接入', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, CUSTOMER.loginAccount, CUSTOMER.password);
  const models = await get<{ data: ModelItem[] }>(request, token, 'saas/v1/model/list', {
    pageSize: 50,
  });
  const model = models.data.find((m) => m.devices > 0)!;
  expect(model, 'a model with devices').toBeTruthy();
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);

  await test.step('设备管理 opens on 设备概览 with its figures and charts', async () => {
    await page.goto('/control/saas/cpe-index');
    await expect(page).toHaveURL(/\/control\/saas\/cpe-index\/overview$/, { timeout: 30_000 });
    await expect(heading(page, '设备概览')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('设备总数')).toBeVisible();
    await expect(page.getByRole('img', { name: '设备在线状态' })).toBeVisible();
    await expect(rows(page, '各型号设备').first()).toBeVisible();
  });

  let serial = '';
  await test.step('型号管理 → 型号详情 → a device of the model', async () => {
    await page.goto('/control/saas/cpe-index/model/list');
    await expect(heading(page, '型号管理')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: `查看型号 ${model.vendor} ${model.model}` }).click();
    await expect(page).toHaveURL(new RegExp(`/model/detail\\?id=${model.id}$`));
    await expect(heading(page, `${model.vendor} ${model.model}`)).toBeVisible();
    await expect(page.getByText('支持的固件版本', { exact: true })).toBeVisible();
    const first = rows(page, '该型号的设备').first();
    await expect(first).toBeVisible();
    serial = (await first.locator('td').first().innerText()).trim();
    await first.getByRole('link', { name: `查看设备 ${serial}` }).click();
    await expect(page).toHaveURL(/\/model\/device-detail\?id=\d+&modelId=\d+$/);
    await expect(page.getByText(serial).first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: '返回列表' }).click();
    await expect(page).toHaveURL(new RegExp(`/model/detail\\?id=${model.id}$`));
  });

  await test.step('设备列表: 5G多卡设备 only, then one opens its multi-SIM detail', async () => {
    await page.goto('/control/saas/cpe-index/device/list');
    await expect(heading(page, '设备列表')).toBeVisible({ timeout: 30_000 });
    await expect(rows(page, '设备').first()).toBeVisible();
    await choose(page, '类型', '5G多卡设备');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect(page).toHaveURL(/kind=multiSim/);
    const list = rows(page, '设备');
    await expect(list.filter({ hasNotText: '5G多卡设备' })).toHaveCount(0);
    await expect(list.first()).toContainText('MSIM-');
    await list.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/device\/list\/\d+$/);
    await expect(page.getByText(/MSIM-/).first()).toBeVisible({ timeout: 20_000 });
  });

  await test.step('接入终端: a terminal and the gateway it is behind', async () => {
    await page.goto('/control/saas/cpe-index/connect-device/list');
    await expect(heading(page, '接入终端')).toBeVisible({ timeout: 30_000 });
    const first = rows(page, '接入终端').first();
    await expect(first).toBeVisible();
    await first.getByRole('link', { name: /^查看终端 / }).click();
    await expect(page).toHaveURL(/\/connect-device\/detail\/\d+$/);
    await expect(page.getByText('所在网关', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('终端信息', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /所在网关近24小时流量/ })).toBeVisible();
  });

  await test.step('生态设备: filter AGV, 申请接入 once, see 已申请, a second one is refused', async () => {
    await page.goto('/control/saas/cpe-index/eco-device/list');
    await expect(heading(page, '生态设备')).toBeVisible({ timeout: 30_000 });
    await choose(page, '类别', 'AGV');
    await page.getByRole('button', { name: /查\s?询/ }).click();
    await expect(page).toHaveURL(/category=AGV/);
    const row = rows(page, '生态设备').filter({ hasText: '极智嘉' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '申请接入' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '申请接入' });
    await dialog.getByLabel('联系人').fill('王工');
    await dialog.getByLabel('联系电话').fill('13800138000');
    await dialog.getByLabel('需求说明').fill('立体仓库货到人拣选试点');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(toast(page, '已提交接入申请')).toBeVisible();
    await expect(row.getByText('已申请')).toBeVisible();
    await row.getByRole('link', { name: /^查看生态设备 / }).click();
    await expect(page).toHaveURL(/\/eco-device\/detail\?id=\d+$/);
    await expect(page.getByText(/^已申请（/)).toBeVisible();
    await expect(page.getByText('规格参数', { exact: true })).toBeVisible();
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const again = await request.post(`${API}/saas/v1/eco-device/apply`, {
      headers: { UserToken: token },
      data: { id, quantity: 1, contact: '王工', phone: '13800138000' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      '贵企业已申请接入该设备，请勿重复申请',
    );
    // The request went to operator staff as a customer work order, followed from here.
    await page.getByRole('link', { name: /^GD\d+$/ }).click();
    await expect(page).toHaveURL(/\/control\/user\/workOrder\/detail\/\d+$/);
    await expect(page.getByText(/生态设备接入申请：/).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('待受理').first()).toBeVisible();
  });
});

test('设备概览 fits a phone @phone', async ({ page }) => {
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  await page.goto('/control/saas/cpe-index/overview');
  await expect(heading(page, '设备概览')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: '设备在线状态' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
