import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  API,
  apiToken,
  confirmDialog,
  CUSTOMER,
  iconLabel,
  label,
  logIn,
  newestSmsCode,
  settledWidth,
  toast,
  waitForSmsResend,
} from './support';

/**
 * The back office's 订单管理: a province administrator takes the demo customer's new order
 * into review, approves it and watches it provisioned to 生效中; then settles the
 * customer's refund request in 退款管理 and exports the refund records.
 */

const OK = label('确定');
const GD_ADMIN_TEL = '13800000002';

async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${API}/${path}`, {
    method,
    headers: { UserToken: token },
    data,
  });
  const body = (await res.json()) as { status: string; message: string; result: T };
  expect(body.status, `${path}: ${body.message}`).toBe('0');
  return body.result;
}

/** An A2 order of the demo customer, placed through the API as the order pages do. */
async function placeOrder(request: APIRequestContext, customer: string) {
  const offer = await apiCall<{ skus: { id: number; bandwidthTiers: unknown[] }[] }>(
    request,
    'GET',
    'pm/product/portal/offer?type=A2',
    customer,
  );
  const sku = offer.skus[0]!;
  expect(sku.bandwidthTiers.length).toBeGreaterThan(0);
  const config = {
    type: 'A2',
    skuId: sku.id,
    bandwidthLevel: 1,
    months: 3,
    msisdns: [],
    dnn: `e2e-${randomUUID().slice(0, 8)}.5gpn`,
    site: '',
    contactName: '测试',
    contactPhone: '13800138000',
    customProps: {},
    remark: '',
  };
  const quote = await apiCall<{ amountFen: number }>(
    request,
    'POST',
    'cp/om/portal/quote',
    customer,
    config,
  );
  const order = await apiCall<{ id: number; orderNo: string }>(
    request,
    'POST',
    'cp/om/portal/commit/a2',
    customer,
    { config, expectedAmountFen: quote.amountFen, idempotencyKey: randomUUID() },
  );
  expect(order.orderNo).toMatch(/^DD\d{16}$/);
  return order;
}

/**
 * Gives gd_admin the data-export permission when it has none yet (another journey may have
 * already): identity code by SMS, application, approval by the national administrator.
 */
async function grantExportPermission(page: Page, request: APIRequestContext, gd: string) {
  const state = await apiCall<{ status: string }>(request, 'GET', 'user/vault/permission', gd);
  if (state.status === 'approved') return;
  // One code a minute per number: another journey may just have texted this one.
  await waitForSmsResend(page, request, GD_ADMIN_TEL);
  await apiCall(request, 'POST', 'sm/sysOperStandardLog/phone/getVerifiCode', gd, {});
  const vaultCode = await newestSmsCode(request, GD_ADMIN_TEL);
  await apiCall(request, 'POST', 'user/vault/applyPermission', gd, {
    adminType: 1,
    beId: '200',
    department: '广东公司政企部',
    applyAccount: 'huangxiaoming',
    vaultCode,
  });
  const admin = await apiToken(request, 'admin', ADMIN_PASSWORD);
  const pending = await apiCall<{ data: { id: number; loginAccount: string }[] }>(
    request,
    'GET',
    'user/vault/applications?status=0&pageSize=50',
    admin,
  );
  const mine = pending.data.find((a) => a.loginAccount === 'gd_admin');
  expect(mine).toBeTruthy();
  await apiCall(request, 'POST', `user/vault/applications/${mine!.id}/approve`, admin, {});
}

test('a province administrator approves an order to active, then settles and exports its refund', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await apiToken(request, CUSTOMER.loginAccount, CUSTOMER.password);
  const order = await placeOrder(request, customer);

  await logIn(page, 'gd_admin', ADMIN_PASSWORD);
  await page.goto('/admin');
  const side = page.locator('aside.ant-layout-sider');
  await side.getByText('订单管理', { exact: true }).click();
  await side.getByText('订单审核', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/order\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: '订单审核' })).toBeVisible();

  // Find the order by its number: the customer's, in Guangdong, waiting for review.
  await page.getByLabel('订单号', { exact: true }).fill(order.orderNo);
  await page.getByRole('button', { name: label('查询') }).click();
  await expect(page).toHaveURL(new RegExp(`orderNo=${order.orderNo}`));
  const list = page.getByRole('table', { name: '订单列表' });
  const row = list.getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('深圳市鹏城智能制造有限公司');
  await expect(row).toContainText('广东');
  await expect(row).toContainText('业务隔离');
  await expect(row).toContainText('已提交');

  // 受理 takes it into review; 驳回 asks for a reason first (and is left unsent).
  await row.getByRole('button', { name: label('受理') }).click();
  await expect(toast(page, '已受理')).toBeVisible();
  await expect(row).toContainText('审核中');
  await expect(row.getByRole('button', { name: label('受理') })).toHaveCount(0);
  await row.getByRole('button', { name: label('驳回') }).click();
  const reject = page.getByRole('dialog', { name: `驳回订单 ${order.orderNo}` });
  await expect(reject.getByLabel('驳回原因')).toBeFocused();
  await reject.getByRole('button', { name: OK }).click();
  await expect(reject.getByText('请填写驳回原因')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(reject).toBeHidden();

  // The detail, with the same steps in its header: approval is confirmed first, then the
  // page follows provisioning to 生效中.
  await row.getByRole('link', { name: order.orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/list/detail/${order.id}$`));
  await expect(page.getByText(`订单 ${order.orderNo}`)).toBeVisible();
  const status = page.locator('.ant-descriptions').first();
  await expect(status).toContainText('审核中');
  await expect(status).toContainText('深圳市鹏城智能制造有限公司');
  await page.getByRole('button', { name: label('通过') }).click();
  const approve = confirmDialog(page, new RegExp(`通过订单 ${order.orderNo}`));
  await expect(approve).toContainText('立即开始开通业务');
  // A click while the dialog is still zooming in was lost once (no request went out).
  await settledWidth(approve);
  await approve.getByRole('button', { name: OK }).click();
  await expect(toast(page, '审核通过，正在开通')).toBeVisible();
  await expect(status).toContainText('生效中', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: label('通过') })).toHaveCount(0);

  // Back to the list as it was left.
  await page.getByRole('link', { name: '返回订单列表' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/list\\?orderNo=${order.orderNo}$`));
  await expect(row).toContainText('生效中');

  // The customer asks for part of the money back.
  const refund = await apiCall<{ refundNo: string }>(
    request,
    'POST',
    `cp/om/web/order/${order.id}/refund`,
    customer,
    { amountFen: 100, reason: '测试退款' },
  );

  await side.getByText('退款管理', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '退款管理' })).toBeVisible();
  await page.getByLabel('订单号', { exact: true }).fill(order.orderNo);
  await page.getByRole('button', { name: label('查询') }).click();
  const refunds = page.getByRole('table', { name: '退款申请列表' });
  const refundRow = refunds.getByRole('row').filter({ hasText: refund.refundNo });
  await expect(refundRow).toContainText('待审核');
  await expect(refundRow).toContainText('测试退款');
  await expect(refundRow).toContainText('¥1.00');
  await refundRow.getByRole('button', { name: label('通过') }).click();
  const settle = confirmDialog(page, new RegExp(`通过退款申请 ${refund.refundNo}`));
  await expect(settle).toContainText('通过后将退款并终止该订单的服务');
  await settle.getByRole('button', { name: OK }).click();
  await expect(toast(page, '退款已通过')).toBeVisible();
  await expect(refundRow).toContainText('已退款');
  await expect(refundRow).toContainText('黄晓明');
  await expect(refundRow.getByRole('button')).toHaveCount(0);

  // 导出 needs the data-export permission: without it, the application is offered.
  const permission = await apiCall<{ status: string }>(
    request,
    'GET',
    'user/vault/permission',
    await apiToken(request, 'gd_admin', ADMIN_PASSWORD),
  );
  if (permission.status !== 'approved') {
    await page.getByRole('button', { name: iconLabel('导出') }).click();
    const prompt = page.getByRole('dialog').filter({ hasText: '非常抱歉，您暂未获得数据导出许可' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: label('取消') }).click();
    await expect(prompt).toBeHidden();
    await grantExportPermission(page, request, await apiToken(request, 'gd_admin', ADMIN_PASSWORD));
  }

  // With it, the records of the current filters (this order) download as a workbook.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: iconLabel('导出') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^退款记录_\d{8}.*\.xlsx$/);
  await expect(toast(page, /已导出 退款记录_\d{8}/)).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(await download.path()));
  const rows = workbook
    .getWorksheet('退款记录')!
    .getSheetValues()
    .slice(2)
    .map((r) => (r as ExcelJS.CellValue[]).slice(1).map(String));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.slice(0, 2)).toEqual([refund.refundNo, order.orderNo]);
  expect(rows[0]).toContain('已退款');

  // The order itself ended with the refund; its detail leads back to 退款管理.
  await refundRow.getByRole('link', { name: order.orderNo }).click();
  await expect(page.locator('.ant-descriptions').first()).toContainText('已退款');
  await page.getByRole('link', { name: '返回退款管理' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/refund\\?orderNo=${order.orderNo}$`));
});
