import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, API, adminToken, confirmDialog, label, logIn, toast } from './support';

/**
 * The national administrator keeps the product catalogue: a SKU's price in the product
 * editor, and a product taken off shelf, which takes the order button off its portal page
 * until it is back on shelf.
 */

const OK = /确\s?定/;

/** The row of the product whose code is `code`, once the list is filtered to it. */
async function productRow(page: Page, code: string) {
  await page.getByLabel('关键词').fill(code);
  await page.getByRole('button', { name: label('查询') }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByText(code, { exact: true }) })
    .first();
  await expect(row).toBeVisible();
  return row;
}

/** The portal page of `code`, once the catalogue's offer for it has been read. */
async function openPortalProduct(page: Page, code: string) {
  const offer = page.waitForResponse(
    (r) => r.url().includes(`${API}/pm/product/portal/offer`) && r.url().includes(`type=${code}`),
  );
  await page.goto(`/product/introduce/${code}`);
  expect((await offer).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Opens A1 in the editor and types `price` as its first SKU's price; answers the old one. */
async function setFirstA1Price(page: Page, price: string): Promise<string> {
  const row = await productRow(page, 'A1');
  await row.getByRole('button', { name: label('编辑') }).click();
  await expect(page.getByRole('heading', { name: /^编辑产品：/, level: 1 })).toBeVisible();
  const input = page
    .getByRole('region', { name: '规格 1' })
    .getByLabel('价格（元）', { exact: true });
  const before = await input.inputValue();
  await input.fill(price);
  await page.getByRole('button', { name: label('保存') }).click();
  await expect(toast(page, '产品已保存')).toBeVisible();
  await expect(input).toHaveValue(price);
  await page.getByRole('button', { name: /返回列表/ }).click();
  await expect(page.getByRole('heading', { name: '产品列表', level: 1 })).toBeVisible();
  return before;
}

/** A2 back on shelf through the API, whatever the journey left it as (other journeys order it). */
async function a2OnShelf(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { UserToken: token };
  const found = await request.get(`${API}/pm/product/fuzzy/list`, {
    headers,
    params: { keyword: 'A2' },
  });
  const rows = ((await found.json()) as { result: { id: number; code: string }[] }).result;
  const a2 = rows.find((r) => r.code === 'A2');
  expect(a2).toBeDefined();
  const res = await request.post(`${API}/pm/product/onshelf`, { headers, data: { ids: [a2!.id] } });
  expect(res.ok()).toBe(true);
}

test('the national administrator edits a SKU price and takes a product off and on shelf', async ({
  page,
  request,
}, testInfo) => {
  try {
    await shelfJourney(page, testInfo.retry > 0);
  } finally {
    // A failure half-way must not leave A2 off shelf for the order journeys that follow.
    await a2OnShelf(request);
  }
});

async function shelfJourney(page: Page, retry: boolean) {
  await logIn(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/admin');
  const side = page.locator('aside.ant-layout-sider');
  await side.getByText('产品管理', { exact: true }).click();
  await side.getByText('产品列表', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/product\/list/);
  await expect(page.getByRole('heading', { name: '产品列表', level: 1 })).toBeVisible();

  // A1's first SKU (按卡, ¥20.00) becomes ¥25.50: the list's starting price follows.
  const original = await setFirstA1Price(page, '25.50');
  // A retry finds what the failed attempt left.
  expect(original).toBe(retry && original === '25.50' ? '25.50' : '20.00');
  await expect(await productRow(page, 'A1')).toContainText('¥25.50 起');

  // A2 off shelf.
  const a2 = await productRow(page, 'A2');
  await a2.getByRole('button', { name: label('下架') }).click();
  await confirmDialog(page, /下架“业务隔离”/)
    .getByRole('button', { name: OK })
    .click();
  await expect(toast(page, '已下架')).toBeVisible();
  await expect(a2).toContainText('已下架');

  // The portal: no order button for A2 (not even the placeholder once the offer is read),
  // while A1 still has one.
  await openPortalProduct(page, 'A2');
  await expect(page.getByRole('button', { name: '咨询专家' })).toBeVisible();
  await expect(page.getByText('立即订购')).toHaveCount(0);
  await openPortalProduct(page, 'A1');
  await expect(page.getByRole('link', { name: '立即订购' })).toHaveAttribute(
    'href',
    '/product/order/A1',
  );

  // A2 back on shelf, and its order button with it.
  await page.goto('/admin/product/list');
  const back = await productRow(page, 'A2');
  await back.getByRole('button', { name: label('上架') }).click();
  await confirmDialog(page, /上架“业务隔离”/)
    .getByRole('button', { name: OK })
    .click();
  await expect(toast(page, '已上架')).toBeVisible();
  await expect(back).toContainText('已上架');
  await openPortalProduct(page, 'A2');
  await expect(page.getByRole('link', { name: '立即订购' })).toHaveAttribute(
    'href',
    '/product/order/A2',
  );

  // Leave A1's price as the other journeys expect it.
  await page.goto('/admin/product/list');
  expect(await setFirstA1Price(page, '20.00')).toBe('25.50');
}
