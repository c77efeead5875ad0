import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { choose, confirmDialog, CUSTOMER, label, logIn, toast } from './support';

/**
 * A2 业务隔离: customer A browses its DNN instances, opens factory.sz.5gpn, adds a slice
 * and removes it again, then opens an isolation case's DNN instance from the case list.
 */
test('a customer manages the slices of a DNN instance and opens an isolation case', async ({
  page,
}) => {
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  await page.goto('/control/A2');
  await expect(page.getByRole('heading', { name: '业务隔离', level: 1 })).toBeVisible();

  const dnns = page.getByRole('table', { name: 'DNN实例列表' });
  const factoryRow = dnns.locator('tbody tr[data-row-key]').filter({ hasText: 'factory.sz.5gpn' });
  await expect(factoryRow).toBeVisible();
  await expect(
    dnns.locator('tbody tr[data-row-key]').filter({ hasText: 'office.sz.5gpn' }),
  ).toBeVisible();
  // Another enterprise's DNN never shows.
  await expect(dnns).not.toContainText('port.hz.5gpn');

  // The DNN entry list is kept in session storage.
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('dnnEntryList') ?? ''))
    .toContain('factory.sz.5gpn');

  // Filtering by name.
  await page.getByLabel('DNN', { exact: true }).fill('office');
  await page.getByRole('button', { name: label('查询') }).click();
  await expect(factoryRow).toHaveCount(0);
  await page.getByRole('button', { name: label('重置') }).click();
  await expect(factoryRow).toBeVisible();

  await factoryRow.getByRole('button', { name: 'factory.sz.5gpn' }).click();
  const drawer = page.getByRole('dialog', { name: /^DNN详情/ });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]dnn=\d+/);
  await expect(drawer.getByRole('heading', { name: /近7天流量/ })).toBeVisible();
  const slices = drawer.getByRole('table', { name: '网络切片列表' });
  const sliceRows = slices.locator('tbody tr[data-row-key]');
  // The demo DNN has its two slices (more if an earlier run of this journey left one).
  await expect(sliceRows.filter({ hasText: '生产控制切片' })).toBeVisible();
  const before = await sliceRows.count();
  expect(before).toBeGreaterThanOrEqual(2);
  // A slice of this run only: its own name and SD.
  const sd = randomBytes(3).toString('hex');
  const name = `巡检机器人切片${sd}`;
  await expect(drawer.getByRole('heading', { name: '绑定卡片（24）' })).toBeVisible();

  // Add a slice; the same S-NSSAI again is refused.
  await drawer.getByRole('button', { name: '添加切片' }).click();
  const sliceForm = page.locator('.ant-modal').filter({ hasText: '添加切片 ·' });
  await sliceForm.getByLabel('切片名称').fill(name);
  await choose(page, '切片类型(SST)', 'MIoT（海量物联网）', { scope: sliceForm });
  await sliceForm.getByLabel('切片区分符(SD)').fill(sd);
  await sliceForm.getByRole('button', { name: label('添加') }).click();
  await expect(toast(page, '切片已添加')).toBeVisible();
  await expect(sliceForm).toBeHidden();
  const added = sliceRows.filter({ hasText: name });
  await expect(added).toContainText(`SD ${sd.toUpperCase()}`);
  await expect(sliceRows).toHaveCount(before + 1);

  await drawer.getByRole('button', { name: '添加切片' }).click();
  await sliceForm.getByLabel('切片名称').fill('重复切片');
  await choose(page, '切片类型(SST)', 'MIoT（海量物联网）', { scope: sliceForm });
  await sliceForm.getByLabel('切片区分符(SD)').fill(sd.toUpperCase());
  await sliceForm.getByRole('button', { name: label('添加') }).click();
  await expect(sliceForm).toContainText('该DNN已存在相同S-NSSAI的切片');
  await sliceForm.getByRole('button', { name: label('取消') }).click();

  // The slice an isolation case uses cannot be deleted; the new one can, after confirming.
  const used = slices.locator('tbody tr[data-row-key]').filter({ hasText: '生产控制切片' });
  await expect(used.getByRole('button', { name: label('删除') })).toBeDisabled();
  await added.getByRole('button', { name: label('删除') }).click();
  const dialog = confirmDialog(page, new RegExp(`确认删除切片「${name}」`));
  await dialog.getByRole('button', { name: label('确定') }).click();
  await expect(toast(page, '切片已删除')).toBeVisible();
  await expect(sliceRows).toHaveCount(before);
  await expect(slices).not.toContainText(name);

  // The isolation cases, and one case's DNN instance.
  await page.goto('/control/ordered/A2/case');
  const cases = page.getByRole('table', { name: '隔离方案列表' });
  const caseRow = cases
    .locator('tbody tr[data-row-key]')
    .filter({ hasText: '生产控制与视频业务隔离' });
  await expect(caseRow).toBeVisible();
  await expect(caseRow).toContainText('切片隔离');
  await expect(
    cases.locator('tbody tr[data-row-key]').filter({ hasText: '办公网独立DNN' }),
  ).toBeVisible();
  await caseRow.getByRole('link', { name: 'factory.sz.5gpn' }).click();
  await expect(page).toHaveURL(/\/control\/ordered\/A2\/case\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: 'DNN实例详情', level: 1 })).toBeVisible();
  const detailSlices = page.getByRole('table', { name: '网络切片列表' });
  await expect(detailSlices.locator('tbody tr[data-row-key]')).toHaveCount(before);
  await expect(page.getByRole('region', { name: /隔离方案/ })).toContainText(
    '生产控制与视频业务隔离',
  );
  await expect(
    page.getByRole('table', { name: '绑定卡片列表' }).locator('tbody tr[data-row-key]'),
  ).toHaveCount(10);
});
