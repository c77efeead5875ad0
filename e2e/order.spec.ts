import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, API, apiToken, CUSTOMER, label, logIn } from './support';

/**
 * The customer's order journey: A1 ordered through the three steps with the bandwidth
 * slider, followed in 我的订单 through approval and provisioning to 生效中, then a refund
 * asked for in the console.
 */
test('a customer orders business acceleration in three steps and follows it to active', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, CUSTOMER.loginAccount, CUSTOMER.password);
  const cards = (await (
    await request.get(`${API}/icm/sim/list`, {
      params: { page: 1, pageSize: 2, status: 1 },
      headers: { UserToken: token },
    })
  ).json()) as { result: { data: { msisdn: string }[] } };
  const msisdns = cards.result.data.map((c) => c.msisdn);
  expect(msisdns).toHaveLength(2);

  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  await page.goto('/product/introduce/A1');
  await page
    .getByRole('link', { name: /立即订购/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/order\/A1$/);
  await expect(page.getByRole('heading', { name: '订购业务加速' })).toBeVisible();

  // Step 1: the first SKU is chosen; the slider starts on its first tier.
  const slider = page.getByRole('slider', { name: '带宽' });
  await expect(slider).toHaveAttribute('aria-valuenow', '1');
  await slider.locator('[data-level="4"]').click();
  await expect(slider).toHaveAttribute('aria-valuenow', '4');
  // Clicking the current segment lowers it one step.
  await slider.locator('[data-level="4"]').click();
  await expect(slider).toHaveAttribute('aria-valuenow', '3');

  await page.getByRole('button', { name: label('下一步') }).click();
  await expect(page.getByText('请填写适用的物联网卡号')).toBeVisible();
  await page.getByLabel('适用卡号').fill(msisdns.join('\n'));
  await page.getByLabel('应用服务器地址').fill('10.20.30.40');
  await page.getByLabel('订购时长').click();
  await page.getByTitle('6个月', { exact: true }).click();
  await page.getByRole('button', { name: label('下一步') }).click();

  // Step 2: the server's price: tier 3 of A1-CARD is ¥60 per card per month.
  await expect(page.getByText('请确认订单信息')).toBeVisible();
  await expect(page.getByTestId('order-amount')).toHaveText('¥720.00');
  await expect(page.getByText('50 Mbps')).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();

  // Step 3: the order number and what comes next.
  await expect(page.getByText('订单已提交')).toBeVisible();
  const orderNo = (await page.getByTestId('order-no').textContent())!.trim();
  expect(orderNo).toMatch(/^DD\d{16}$/);

  await page.getByRole('link', { name: '我的订单' }).click();
  const row = page.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('已提交');
  await expect(row).toContainText('¥720.00');
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page.getByText(`订单 ${orderNo}`)).toBeVisible();
  await expect(page.getByRole('button', { name: '取消订单' })).toBeVisible();

  // The operator approves (their screens have their own journey); provisioning runs in the
  // background and the open detail page follows it to 生效中.
  const admin = await apiToken(request, 'admin', ADMIN_PASSWORD);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const approved = await request.post(`${API}/cp/om/web/order/${id}/approve`, {
    headers: { UserToken: admin },
    data: {},
  });
  expect(approved.ok()).toBe(true);
  // Coming back to the page later: it follows provisioning until the order is active.
  await page.reload();
  await expect(page.locator('.ant-descriptions').getByText('生效中')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/开通完成：业务加速-50Mbps·2张卡/)).toBeVisible();

  // Billing months, then a refund of part of what was paid.
  await page.getByRole('button', { name: '账期明细' }).click();
  await expect(page.getByRole('row', { name: /第1期.*已出账/ })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: '申请退款' }).click();
  const dialog = page.getByRole('dialog', { name: '申请退款' });
  await dialog.getByLabel('退款金额（元）').fill('800');
  await dialog.getByLabel('退款原因').fill('项目调整');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText('退款金额不能超过可退金额¥720.00')).toBeVisible();
  await dialog.getByLabel('退款金额（元）').fill('120.50');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /¥120\.50.*项目调整.*待审核/ })).toBeVisible();
});
