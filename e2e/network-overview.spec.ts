import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, CUSTOMER, label, logIn } from './support';

const statisticsCall = (page: Page, range: string) =>
  page.waitForResponse(
    (r) =>
      r.url().includes('/network/statistics?') &&
      new URL(r.url()).searchParams.get('range') === range &&
      r.status() === 200,
  );

/**
 * The private network at a glance: the customer's 已订购业务总览 and 优享专网 (B1); the
 * national administrator's 专线 (A7) DNN view leading to a line's statistics, whose chart
 * reloads when the range changes.
 */
test('a customer sees its ordered business and the preferred network overview', async ({
  page,
}) => {
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);

  await page.goto('/control/ordered/business/overview');
  await expect(page.getByRole('heading', { name: '已订购业务总览' })).toBeVisible();
  const table = page.getByRole('table').last();
  await expect(table.getByText('业务加速', { exact: true }).first()).toBeVisible();
  await expect(table.getByText(/加速中 \d+ 个会话/)).toBeVisible();
  await expect(table.getByText(/factory\.sz\.5gpn · \d+ 张卡/)).toBeVisible();

  // Only the A1 business once filtered by type.
  await page.getByLabel('业务类型').click();
  await page.getByTitle('业务加速', { exact: true }).click();
  await page.getByRole('button', { name: label('查询') }).click();
  await expect(page).toHaveURL(/type=A1/);
  await expect(table.getByText('业务隔离', { exact: true })).toHaveCount(0);
  await expect(table.getByText('业务加速', { exact: true }).first()).toBeVisible();

  await page.goto('/control/B1');
  await expect(page.getByRole('heading', { name: '优享专网' })).toBeVisible();
  await expect(page.getByText(/^运行中 \d+ 个$/)).toBeVisible();
  await expect(page.getByRole('img', { name: '近30天用量趋势' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '深圳南山边缘UPF' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'office.sz.5gpn' })).toBeVisible();

  // Guangdong offers 专线 (A7): the enterprise sees its own line and no one else's.
  await page.goto('/control/A7/dnnView');
  await expect(page.getByRole('heading', { name: '专线', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /工厂—南山数据中心专线/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /港区—集团云专线/ })).toHaveCount(0);
});

test('the national administrator opens a line’s statistics and switches the range', async ({
  page,
}) => {
  await logIn(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/control/A7/dnnView');
  await expect(page.getByRole('heading', { name: '专线', exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /工厂—南山数据中心专线/ });
  await expect(row).toBeVisible();

  const first = statisticsCall(page, '7d');
  await row.getByRole('link', { name: '统计' }).click();
  await expect(page).toHaveURL(/\/control\/A7\/statistic\?kind=line&id=\d+/);
  await first;
  const period = page.getByTestId('stat-period');
  await expect(period).toContainText('工厂—南山数据中心专线');
  await expect(period).toContainText('按小时汇总');
  await expect(page.getByRole('img', { name: '工厂—南山数据中心专线 流量' })).toBeVisible();
  const hourly = await period.textContent();

  // 30 days: a new call, drawn per day.
  const monthly = statisticsCall(page, '30d');
  await page.getByText('近30天', { exact: true }).click();
  await monthly;
  await expect(page).toHaveURL(/range=30d/);
  await expect(period).toContainText('按天汇总');
  await expect(period).not.toHaveText(hourly!);
  await expect(page.getByRole('img', { name: '工厂—南山数据中心专线 可用率与时延' })).toBeVisible();

  // 24 hours: per hour again.
  const daily = statisticsCall(page, '24h');
  await page.getByText('近24小时', { exact: true }).click();
  await daily;
  await expect(period).toContainText('按小时汇总');
});

test('the preferred network overview fits a phone @phone', async ({ page }) => {
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  await page.goto('/control/B1');
  await expect(page.getByText(/^运行中 \d+ 个$/)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
