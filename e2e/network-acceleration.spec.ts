import { expect, test } from '@playwright/test';
import { API, apiToken, CUSTOMER, label, logIn } from './support';

interface Instance {
  id: number;
  name: string;
  bandwidthMbps: number;
  cardCount: number;
  status: number;
}
interface InstanceDetail {
  cards: { msisdn: string; liveSessionId: string | null }[];
}

/**
 * 业务加速 (A1, CAMARA QoD): the customer starts an acceleration for one of the ordered
 * cards with the bandwidth slider (no tier above the ordered one), extends it, ends it with
 * the confirm dialog, and sees the demo session that ran out with its reason.
 */
test('a customer accelerates a card, extends and ends the session', async ({ page, request }) => {
  const token = await apiToken(request, CUSTOMER.loginAccount, CUSTOMER.password);
  const headers = { UserToken: token };
  const instances = (
    (await (await request.get(`${API}/network/qod/v1/instances`, { headers })).json()) as {
      result: Instance[];
    }
  ).result;
  // The demo order: 50 Mbps for four cards (another journey may have ordered a second one).
  const demo = instances.find((i) => i.status === 1 && i.cardCount === 4)!;
  expect(demo.bandwidthMbps).toBe(50);
  const detail = (
    (await (
      await request.get(`${API}/network/qod/v1/instances/${demo.id}`, { headers })
    ).json()) as { result: InstanceDetail }
  ).result;
  const device = detail.cards.find((c) => !c.liveSessionId)!.msisdn;

  // The server refuses a tier above the ordered one whoever asks.
  const over = await request.post(`${API}/network/qod/v1/sessions`, {
    headers,
    data: {
      instanceId: demo.id,
      msisdn: device,
      applicationServer: '10.20.1.8',
      qosProfile: 'DOWNLINK_M_UPLINK_L',
      bandwidthMbps: 100,
      duration: 3600,
    },
  });
  expect(over.status()).toBe(422);
  expect(((await over.json()) as { message: string }).message).toBe(
    '加速带宽不能超过订购带宽50 Mbps',
  );

  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  await page.goto('/control/A1');
  await expect(page.getByRole('heading', { name: '业务加速' })).toBeVisible();
  const table = page.getByRole('table');

  // The demo session that ran out yesterday, with why it ended.
  const expired = table.getByRole('row').filter({ hasText: '到期结束' });
  await expect(expired.first()).toContainText('已结束');

  // 新建加速.
  await page.getByRole('button', { name: /新建加速/ }).click();
  const dialog = page.getByRole('dialog', { name: '新建加速' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('加速实例').click();
  await page.locator('.ant-select-item-option').filter({ hasText: demo.name }).click();
  await dialog.getByLabel('加速设备（卡号）').click();
  await page.locator('.ant-select-item-option').filter({ hasText: device }).click();
  await dialog.getByLabel('应用服务器地址').fill('10.20.1.8');

  // The slider offers the tiers up to the ordered 50 Mbps and nothing above.
  const slider = dialog.getByRole('slider', { name: '加速带宽' });
  await expect(slider.getByRole('button')).toHaveCount(3);
  await expect(slider).not.toContainText('100');
  await expect(slider.locator('[data-level="4"]')).toHaveCount(0);
  await slider.locator('[data-level="3"]').click();
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  // Clicking the current segment lowers it one step; then back to 50 Mbps.
  await slider.locator('[data-level="3"]').click();
  await expect(slider).toHaveAttribute('aria-valuenow', '2');
  await slider.locator('[data-level="3"]').click();
  await expect(slider).toHaveAttribute('aria-valuetext', '50 Mbps');

  await dialog.getByRole('button', { name: label('确定') }).click();
  await expect(page.getByText('加速已生效')).toBeVisible();
  await expect(dialog).toBeHidden();
  // This journey's session (the device may have an earlier one).
  const row = table.getByRole('row').filter({ hasText: device }).filter({ hasText: '10.20.1.8' });
  await expect(row).toContainText('生效中');
  await expect(row).toContainText('50 Mbps');
  await expect(row).toContainText('1小时');
  // The remaining time counts down.
  await expect(row).toContainText(/00:5\d:\d\d/);

  // 延长 by 30 minutes.
  await row.getByRole('button', { name: label('延长') }).click();
  const extend = page.getByRole('dialog', { name: '延长加速' });
  await extend.getByLabel('延长时长').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^30分钟$/ })
    .click();
  await extend.getByRole('button', { name: label('确定') }).click();
  await expect(page.getByText('加速已延长')).toBeVisible();
  await expect(row).toContainText('1小时30分钟');
  await expect(row).toContainText(/01:[0-2]\d:\d\d/);

  // 结束 asks first.
  await row.getByRole('button', { name: label('结束') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '结束加速' });
  await expect(confirm).toContainText(device);
  await confirm.getByRole('button', { name: label('确定') }).click();
  await expect(page.getByText('加速已结束')).toBeVisible();
  await expect(row).toContainText('已结束');
  await expect(row).toContainText('手动结束');
  await expect(row.getByRole('button', { name: label('延长') })).toHaveCount(0);

  // The instance page shows the order's tier, its cards and the sessions.
  await page.goto('/control/ordered/A1/business');
  const instanceRow = page.getByRole('row').filter({ hasText: demo.name });
  await expect(instanceRow).toContainText('50 Mbps');
  await instanceRow.getByRole('link', { name: demo.name }).click();
  await expect(page).toHaveURL(new RegExp(`/control/ordered/A1/business/detail/${demo.id}$`));
  await expect(page.getByRole('table', { name: '适用卡号' })).toContainText(device);
  await expect(page.getByRole('table', { name: '实例的加速会话' })).toContainText('手动结束');
});
