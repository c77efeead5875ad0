import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, API, apiToken, choose, label, logIn } from './support';

/**
 * 审批中心: a province administrator sees what waits on it across kinds, narrows the queue
 * to 订单审核, goes to decide the longest-waiting order, and reads the log of decisions.
 */
test('审批中心: one queue across kinds, leading to the screen where an order is decided, and the decision log', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'gd_admin', ADMIN_PASSWORD);
  const res = await request.get(`${API}/sm/approval/summary`, { headers: { UserToken: token } });
  const summary = (await res.json()) as {
    result: { kinds: { kind: string; label: string; pending: number }[] };
  };
  const orders = summary.result.kinds.find((k) => k.kind === 'order')!;
  expect(orders.pending).toBeGreaterThan(0);

  await logIn(page, 'gd_admin', ADMIN_PASSWORD);
  await page.goto('/admin');
  const side = page.locator('aside.ant-layout-sider');
  await side.getByText('审批管理', { exact: true }).click();
  await side.getByText('审批中心', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/approval\/center$/);
  await expect(page.getByRole('heading', { level: 1, name: '审批中心' })).toBeVisible({
    timeout: 30_000,
  });
  // Each kind the province administrator decides, with what waits.
  for (const k of summary.result.kinds)
    await expect(
      page.getByRole('button', { name: `${k.label} 待审批 ${k.pending}` }),
    ).toBeVisible();

  await choose(page, '审批类型', '订单审核');
  await page.getByRole('button', { name: label('查询') }).click();
  await expect(page).toHaveURL(/[?&]kind=order(&|$)/);
  const queue = page.getByRole('table', { name: '待审批事项' });
  const rows = queue.locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: '订单审核' })).toHaveCount(0);
  await expect(page.getByText(`共 ${orders.pending} 条`)).toBeVisible();

  const first = rows.first();
  const orderNo = (await first.locator('td').nth(1).locator('span span').innerText()).trim();
  await first.getByRole('link', { name: /去审批/ }).click();
  await expect(page).toHaveURL(/\/admin\/order\/list\/detail\/\d+$/);
  await expect(page.getByText(orderNo).first()).toBeVisible({ timeout: 30_000 });

  await page.goBack();
  await page.locator('.ant-segmented').getByText('审批记录', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=log(&|$)/);
  const log = page.getByRole('table', { name: '审批记录' });
  await expect(log.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expect(log.locator('thead')).toContainText('审批人');
});
