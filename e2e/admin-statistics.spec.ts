import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, API, adminToken, choose, logIn } from './support';

/**
 * 统计分析: the national administrator opens the dashboard from the side menu, sees its
 * charts drawn, and narrows the figures to one province; on a phone it fits the width.
 */

interface Overview {
  scope: { region: string };
  customers: { total: number };
  orders: { count: number };
  cards: { total: number };
  pending: { ordersSubmitted: number };
}

const GUANGDONG = '200';

async function overviewOf(request: APIRequestContext, beId?: string): Promise<Overview> {
  const res = await request.get(`${API}/gateway/statistics/overview`, {
    params: beId ? { beId } : {},
    headers: { UserToken: await adminToken(request) },
  });
  const body = (await res.json()) as { status: string; result: Overview };
  expect(body.status).toBe('0');
  return body.result;
}

/** The charts drawn on canvas (ECharts loads with the first chart). */
const canvases = (page: Page) => page.locator('figure[role="img"] canvas');

test('the national administrator reads 统计分析 and narrows it to 广东', async ({
  page,
  request,
}) => {
  const national = await overviewOf(request);
  const guangdong = await overviewOf(request, GUANGDONG);
  expect(guangdong.customers.total).toBeLessThan(national.customers.total);

  await logIn(page, 'admin', ADMIN_PASSWORD);
  await page.locator('aside.ant-layout-sider').getByText('统计分析', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/statistics$/);
  await expect(page.getByRole('heading', { name: '统计分析', level: 1 })).toBeVisible();
  await expect(page.getByTestId('statistics-scope')).toContainText('全国');
  await expect(page.getByTestId('kpi-customers')).toHaveText(String(national.customers.total));
  await expect(page.getByTestId('kpi-cards')).toHaveText(String(national.cards.total));
  // Orders with revenue, new customers, cards, usage, devices and both demand charts.
  await expect(
    page.getByRole('img', { name: '订单与收入（按月）' }).locator('canvas'),
  ).toBeVisible();
  await expect(canvases(page)).toHaveCount(7);

  await choose(page, '省份', '广东', { search: true });
  await expect(page).toHaveURL(new RegExp(`beId=${GUANGDONG}`));
  await expect(page.getByTestId('statistics-scope')).toContainText('统计范围：广东');
  await expect(page.getByTestId('kpi-customers')).toHaveText(String(guangdong.customers.total));
  await expect(page.getByTestId('kpi-orders')).toHaveText(String(guangdong.orders.count));
  await expect(canvases(page)).toHaveCount(7);

  // A waiting queue leads to the screen that works it, filtered to what waits.
  await page.getByRole('link', { name: `订单待审核 ${guangdong.pending.ordersSubmitted}` }).click();
  await expect(page).toHaveURL(/\/admin\/order\/list\?status=0$/);
});

test('statistics fit a phone @phone', async ({ page }) => {
  await logIn(page, 'gd_admin', ADMIN_PASSWORD);
  await page.goto('/admin/statistics');
  await expect(page.getByTestId('statistics-scope')).toContainText('广东');
  // A province administrator has no province to choose.
  await expect(page.getByLabel('省份', { exact: true })).toHaveCount(0);
  await expect(canvases(page).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
