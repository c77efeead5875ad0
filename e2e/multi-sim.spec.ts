import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  API,
  apiToken,
  CUSTOMER,
  iconLabel,
  logIn,
  newestSmsCode,
  waitForSmsResend,
} from './support';

interface Page_<T> {
  data: T[];
  total: number;
}
interface Device {
  id: number;
  serial: string;
  name: string;
  msisdn: string | null;
}
interface SxDetail {
  device: Device;
  slots: number;
  bindings: { slot: number; msisdn: string }[];
}

async function get<T>(request: APIRequestContext, token: string, path: string, params = {}) {
  const res = await request.get(`${API}/${path}`, { params, headers: { UserToken: token } });
  const body = (await res.json()) as { status: string; result: T };
  expect(body.status, path).toBe('0');
  return body.result;
}

/**
 * A multi-SIM device of customer A with a free slot, and an active card of customer A that
 * no device holds (neither a gateway nor a multi-SIM slot).
 */
async function freeSlotAndCard(request: APIRequestContext, token: string) {
  const devices = await get<Page_<Device>>(request, token, 'sx/v1/device/list', {
    page: 1,
    pageSize: 50,
  });
  const taken = new Set<string>();
  let target: { device: Device; slot: number } | null = null;
  for (const d of devices.data) {
    const detail = await get<SxDetail>(request, token, 'sx/v1/device/detail', { id: d.id });
    for (const b of detail.bindings) taken.add(b.msisdn);
    const used = new Set(detail.bindings.map((b) => b.slot));
    const free = Array.from({ length: detail.slots }, (_, i) => i + 1).find((s) => !used.has(s));
    if (!target && free) target = { device: d, slot: free };
  }
  for (let page = 1; ; page += 1) {
    const gateways = await get<Page_<Device>>(request, token, 'cpe/v1/device/list', {
      page,
      pageSize: 50,
    });
    for (const g of gateways.data) if (g.msisdn) taken.add(g.msisdn);
    if (page * 50 >= gateways.total) break;
  }
  const cards = await get<Page_<{ msisdn: string }>>(request, token, 'icm/sim/list', {
    page: 1,
    pageSize: 50,
    status: 2,
  });
  const card = cards.data.find((c) => !taken.has(c.msisdn));
  expect(target, 'a multi-SIM device with a free slot').not.toBeNull();
  expect(card, 'an active card bound nowhere').toBeDefined();
  return { ...target!, msisdn: card!.msisdn };
}

/** Runs the identity verification popover opened from `trigger` with a fresh SMS code. */
async function verifyIdentity(
  page: Page,
  request: APIRequestContext,
  trigger: Locator,
  tel: string,
  previous: string,
): Promise<string> {
  await trigger.click();
  const popover = page.locator('.ant-popover').filter({ hasText: '身份验证' });
  await expect(popover).toBeVisible();
  await waitForSmsResend(page, request, tel);
  await popover.getByRole('button', { name: '获取验证码' }).click();
  await expect(popover.getByRole('button', { name: /\d+s$/ })).toBeVisible();
  const code = await newestSmsCode(request, tel, previous);
  await popover.getByLabel('请输入验证码').fill(code);
  await popover.getByRole('button', { name: iconLabel('确定') }).click();
  return code;
}

/**
 * 5G多卡: customer A opens the overview, binds a free active card of its own to a free slot
 * of a device with identity verification, sees it on the device, unbinds it again (so the
 * journey can run again on the same server) and finds both in the binding log.
 */
test('5G多卡: bind and unbind a card with identity verification, then the binding log', async ({
  page,
  request,
}) => {
  // Two SMS codes, one a minute per number.
  test.setTimeout(240_000);
  const token = await apiToken(request, CUSTOMER.loginAccount, CUSTOMER.password);
  const { device, slot, msisdn } = await freeSlotAndCard(request, token);
  const slotName = `卡槽${slot}`;

  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  const tel = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ctInfo') ?? '{}') as { tel: string }).tel,
  );

  await test.step('the overview from the side menu', async () => {
    await page.goto('/control/sx/sx-index');
    await expect(page).toHaveURL(/\/control\/sx\/sx-index\/panel-customer$/);
    await expect(page.getByRole('heading', { name: '5G多卡业务总览' })).toBeVisible();
    const kpis = page.getByRole('region', { name: '5G多卡关键指标' });
    await expect(kpis).toContainText('设备总数');
    await expect(kpis).toContainText('空闲卡槽');
    await expect(page.getByRole('img', { name: '设备在线情况' })).toBeVisible();
    const side = page.locator('aside.ant-layout-sider');
    const folder = side.locator('li.ant-menu-submenu').filter({ hasText: '设备绑定' });
    await folder.getByRole('link', { name: '设备绑定' }).click();
    await expect(page).toHaveURL(/\/control\/sx\/sx-index\/device-bound$/);
  });

  const slotCard = page.getByRole('listitem', { name: slotName, exact: true });
  let code = '';

  await test.step('bind the card to the free slot with identity verification', async () => {
    await page.getByLabel('选择设备').fill(device.serial);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: `（${device.serial}）` })
      .click();
    await expect(page).toHaveURL(new RegExp(`deviceId=${device.id}`));
    await expect(slotCard).toContainText('空闲');
    await slotCard.getByRole('button', { name: `绑定到${slotName}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '绑定卡' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('卡号(MSISDN)').fill(msisdn);
    code = await verifyIdentity(
      page,
      request,
      dialog.getByRole('button', { name: '验证并绑定' }),
      tel,
      code,
    );
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(
      `绑定成功：卡 ${msisdn} 已绑定到${slotName}`,
    );
    await expect(slotCard).toContainText(msisdn);
  });

  await test.step('the card shows on the device', async () => {
    await page.getByRole('link', { name: device.serial, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/control/sx/sx-index/device/list/${device.id}$`));
    await expect(page.locator('.ant-breadcrumb')).toContainText('设备列表/设备详情');
    await expect(slotCard).toContainText(msisdn);
    await expect(page.getByRole('table', { name: '设备的绑定记录' })).toContainText(msisdn);
    await page.getByRole('link', { name: '绑定 / 解绑' }).click();
    await expect(page).toHaveURL(new RegExp(`device-bound\\?deviceId=${device.id}`));
  });

  await test.step('unbind it again', async () => {
    await slotCard.getByRole('button', { name: `解绑${slotName}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认解绑' });
    await expect(dialog).toContainText(msisdn);
    code = await verifyIdentity(
      page,
      request,
      dialog.getByRole('button', { name: '验证并解绑' }),
      tel,
      code,
    );
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(
      `解绑成功：卡 ${msisdn} 已从${slotName}解绑`,
    );
    await expect(slotCard).toContainText('空闲');
  });

  await test.step('both in the binding log', async () => {
    await page.goto(`/control/sx/sx-index/log?keyword=${msisdn}`);
    await expect(page.getByRole('heading', { name: '绑定日志' })).toBeVisible();
    const rows = page.getByRole('table', { name: '绑定日志' }).locator('tbody tr[data-row-key]');
    // Newest first: the unbind, then the bind before it.
    for (const [i, action] of ['解绑', '绑定'].entries()) {
      await expect(rows.nth(i)).toContainText(action);
      await expect(rows.nth(i)).toContainText(slotName);
      await expect(rows.nth(i)).toContainText(device.serial);
    }
  });
});
