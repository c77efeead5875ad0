import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  API,
  apiToken,
  CUSTOMER,
  choose,
  confirmDialog,
  iconLabel,
  label,
  logIn,
  toast,
} from './support';

interface DeviceRow {
  id: number;
  serial: string;
  modelId: number;
  onlineState: string;
  lastHeartbeatAt: string | null;
}
interface Model {
  id: number;
  vendor: string;
  model: string;
}

async function get<T>(request: APIRequestContext, token: string, path: string, params = {}) {
  const res = await request.get(`${API}/${path}`, { params, headers: { UserToken: token } });
  const body = (await res.json()) as { status: string; result: T };
  expect(body.status, path).toBe('0');
  return body.result;
}

/** The simulator's unreliable gateways end in a multiple of 7 (CPE-SZ-0007…): every upgrade fails on them. */
const flaky = (serial: string) => {
  const n = Number(/(\d+)$/.exec(serial)?.[1] ?? '0');
  return n > 0 && n % 7 === 0;
};

/**
 * Customer A's online gateways of one model: two steady ones and a flaky one (flaky gateways
 * drop off for a few minutes now and then: waits for a model that has all three online).
 */
async function rolloutFleet(request: APIRequestContext, token: string) {
  const models = await get<Model[]>(request, token, 'cpe/v1/device/models', { kind: 'cpe' });
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = await get<{ data: DeviceRow[] }>(request, token, 'cpe/v1/device/list', {
      page: 1,
      pageSize: 50,
      onlineState: 'online',
    });
    for (const m of models) {
      const online = page.data.filter((d) => d.modelId === m.id);
      const steady = online.filter((d) => !flaky(d.serial));
      const failing = online.find((d) => flaky(d.serial));
      if (steady.length >= 2 && failing)
        return { model: `${m.vendor} ${m.model}`, steady: steady.slice(0, 2), failing };
    }
    await new Promise((r) => setTimeout(r, 5_000));
  }
  throw new Error('no model with two steady gateways and a flaky one online');
}

/**
 * Waits until `serial` has just sent a heartbeat. A flaky gateway idle between commands drops
 * off for 2 to 6 minutes now and then, and the server only calls it offline three intervals
 * later: a command created in that gap waits for its return, longer than the step waits for
 * the result. A heartbeat seconds ago means it is there and takes the next command.
 */
async function justHeard(request: APIRequestContext, token: string, serial: string) {
  await expect
    .poll(
      async () => {
        const page = await get<{ data: DeviceRow[] }>(request, token, 'cpe/v1/device/list', {
          page: 1,
          pageSize: 10,
          keyword: serial,
        });
        const at = page.data.find((d) => d.serial === serial)?.lastHeartbeatAt;
        return at ? Date.now() - Date.parse(at) : Infinity;
      },
      { message: `${serial} heartbeats`, timeout: 420_000, intervals: [1_000] },
    )
    .toBeLessThan(4_000);
}

test('设备管理: upload a firmware, a staged upgrade on a group reaching 升级成功 through the simulator, 批准下一阶段, a failing task pausing itself at its threshold, then 回滚', async ({
  page,
  request,
}) => {
  // Up to 7 minutes of it go to waiting for the flaky gateway when it is away (justHeard).
  test.setTimeout(900_000);
  const token = await apiToken(request, CUSTOMER.loginAccount, CUSTOMER.password);
  const { model, steady, failing } = await rolloutFleet(request, token);
  const run = Date.now().toString(36);
  const version = `E2E-${run}`;
  const taskName = `E2E 升级 ${run}`;
  const groupName = `灰度 ${run}`;
  // The group the staged upgrade targets: the two steady gateways.
  const headers = { UserToken: token };
  const group = await request.post(`${API}/cpe/v1/group`, {
    headers,
    data: { name: groupName, description: '端到端测试分组' },
  });
  const groupId = ((await group.json()) as { result: { id: number } }).result.id;
  const moved = await request.post(`${API}/cpe/v1/device/group`, {
    headers,
    data: { deviceIds: steady.map((d) => d.id), groupId },
  });
  expect(((await moved.json()) as { status: string }).status).toBe('0');
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);

  await test.step('固件管理: 上传固件 (multipart, SHA-256 from the server)', async () => {
    await page.goto('/control/saas/cpe-index/firmware/list');
    await expect(page.getByRole('heading', { level: 1, name: '固件管理' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: iconLabel('上传固件') }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '上传固件' });
    await expect(dialog.getByText(/不超过 64 MB/)).toBeVisible();
    await choose(page, '适用型号', model, { scope: dialog });
    await dialog.getByLabel('版本号').fill(version);
    await dialog.getByLabel('版本说明').fill('端到端测试固件');
    await dialog.locator('input[type=file]').setInputFiles({
      name: `fw-${run}.bin`,
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(4096, run),
    });
    await dialog.getByRole('button', { name: label('上传') }).click();
    await expect(toast(page, `固件 ${version} 已上传`)).toBeVisible();
    const row = page.getByRole('table', { name: '固件' }).locator('tr', { hasText: version });
    await expect(row).toBeVisible();
    await expect(row.getByText(/^[0-9a-f]{8}…[0-9a-f]{8}$/)).toBeVisible();
  });

  /** Opens 新建升级任务 and fills the name and firmware. */
  async function newTask(name: string) {
    await page.goto('/control/saas/cpe-index/upgrade/list');
    await expect(page.getByRole('heading', { level: 1, name: '升级任务' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: iconLabel('新建升级任务') }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新建升级任务' });
    await dialog.getByLabel('任务名称').fill(name);
    await choose(page, '固件', `${model} · ${version}`, { scope: dialog });
    return dialog;
  }

  let taskUrl = '';
  await test.step('升级任务: 新建 on the group, phases 10% → 100%, manual', async () => {
    const dialog = await newTask(taskName);
    await dialog.getByText('按分组', { exact: true }).click();
    await choose(page, '分组', `${groupName}（2台）`, { scope: dialog });
    await dialog.getByRole('radio', { name: '10% → 100%' }).check();
    await dialog.getByRole('button', { name: label('创建并开始') }).click();
    await expect(toast(page, '任务已创建，共 2 台终端')).toBeVisible();
    await expect(page).toHaveURL(/\/control\/saas\/cpe-index\/upgrade\/list\/\d+$/);
    taskUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: taskName })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(`分组：${groupName}`)).toBeVisible();
    await expect(page.getByRole('img', { name: '各阶段各状态终端数' })).toBeVisible();
  });

  const table = page.getByRole('table', { name: '升级终端' });
  await test.step('phase 1 reaches 升级成功 through the simulator; 批准下一阶段', async () => {
    // Gateways heartbeat every 10 s: the command, the download and the install take a few.
    await expect(table.getByText('升级成功')).toBeVisible({ timeout: 180_000 });
    const approve = page.getByRole('button', { name: label('批准下一阶段') });
    await expect(approve).toBeVisible({ timeout: 30_000 });
    await approve.click();
    await confirmDialog(page, /批准下一阶段/)
      .getByRole('button', { name: label('确定') })
      .click();
    await expect(toast(page, /批准下一阶段/)).toBeVisible();
    await expect(page.getByText('2/2 · 100%').first()).toBeVisible({ timeout: 15_000 });
  });

  await test.step('失败率阈值: a task on a gateway whose upgrade fails pauses by itself', async () => {
    const name = `E2E 阈值 ${run}`;
    const dialog = await newTask(name);
    await dialog.getByText('指定终端', { exact: true }).click();
    const picker = dialog.getByLabel('终端', { exact: true });
    await picker.fill(failing.serial);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByText(new RegExp(`^${failing.serial}(（|$)`))
      .click();
    // The device dropdown stays open over the form until it is dismissed.
    await picker.press('Escape');
    await dialog.getByRole('radio', { name: '100%', exact: true }).check();
    await dialog.getByLabel('失败率阈值（%）').fill('50');
    await justHeard(request, token, failing.serial);
    await dialog.getByRole('button', { name: label('创建并开始') }).click();
    await expect(toast(page, '任务已创建，共 1 台终端')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await expect(table.getByText('升级失败')).toBeVisible({ timeout: 180_000 });
    await expect(
      page.getByText(/任务已暂停：失败率超过阈值自动暂停（第1阶段失败1台\/已完成1台，阈值50%）/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('已暂停').first()).toBeVisible();
  });

  await test.step('回滚 (confirmed) the staged task: it and its gateways show 回滚', async () => {
    await page.goto(taskUrl);
    await expect(page.getByRole('heading', { level: 1, name: taskName })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: label('回滚') }).click();
    await confirmDialog(page, /回滚/)
      .getByRole('button', { name: label('确定') })
      .click();
    await expect(toast(page, /回滚/)).toBeVisible();
    await expect(page.getByText(/^(回滚中|已回滚)$/).first()).toBeVisible({ timeout: 15_000 });
    await expect(table.getByText('已回滚').first()).toBeVisible({ timeout: 180_000 });
  });
});
