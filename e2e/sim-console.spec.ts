import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  API,
  confirmDialog,
  CUSTOMER,
  DEMO_PASSWORD,
  iconLabel,
  label,
  logIn,
  newestSmsCode,
  selectBox,
  selectIn,
  toast,
  waitForSmsResend,
} from './support';

/** Customer A of the demo data. */
const CUSTOMER_A = CUSTOMER.loginAccount;
/** The last identity code read, so the next read waits for a newer one. */
class CodeClock {
  last = '';
  /** Waits out the server's one-code-a-minute limit for `tel`. */
  async beforeSend(page: Page, request: APIRequestContext, tel: string) {
    await waitForSmsResend(page, request, tel);
  }
}

/** Runs the identity verification popover opened from `trigger`. */
async function verifyIdentity(
  page: Page,
  request: APIRequestContext,
  clock: CodeClock,
  trigger: Locator,
  tel: string,
) {
  await trigger.click();
  const popover = page.locator('.ant-popover').filter({ hasText: '身份验证' });
  await expect(popover).toBeVisible();
  await clock.beforeSend(page, request, tel);
  await popover.getByRole('button', { name: '获取验证码' }).click();
  // Sent: the button counts down.
  await expect(popover.getByRole('button', { name: /\d+s$/ })).toBeVisible();
  clock.last = await newestSmsCode(request, tel, clock.last);
  await popover.getByLabel('请输入验证码').fill(clock.last);
  await popover.getByRole('button', { name: iconLabel('确定') }).click();
}

/** The card table's rows (antd marks each with its row key, the MSISDN). */
function cardRows(page: Page) {
  return page.getByRole('table', { name: '物联网卡列表' }).locator('tbody tr[data-row-key]');
}

async function pickStatus(page: Page, status: string) {
  await selectIn(page, selectBox(page.getByLabel('卡状态')), new RegExp(status));
  await page.getByRole('button', { name: iconLabel('查询') }).click();
}

/** Runs one bulk action on one card through the confirmation and identity verification. */
async function handleCard(
  page: Page,
  request: APIRequestContext,
  clock: CodeClock,
  msisdn: string,
  action: string,
  tel: string,
) {
  await page.goto(`/control/SIM/manage?keyword=${msisdn}`);
  const row = cardRows(page).filter({ hasText: msisdn });
  await expect(row).toHaveCount(1);
  await row.getByLabel(`选择 ${msisdn}`).check();
  await expect(page.getByText('已选择 1 张卡')).toBeVisible();
  await page.getByRole('button', { name: iconLabel(action) }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `确认${action}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`将对已选择的 1 张卡办理「${action}」业务`);
  // DIALOG_WIDTH.confirm (once the opening animation is over).
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(464);
  await verifyIdentity(
    page,
    request,
    clock,
    dialog.getByRole('button', { name: '验证并提交' }),
    tel,
  );

  await expect(page).toHaveURL(/\/control\/SIM\/manage\/serviceInfo\/result\?requestId=/);
  await expect(page.getByTestId('sim-request-status')).toHaveText('已完成', { timeout: 30_000 });
  await expect(page.getByTestId('sim-request-counts')).toContainText('成功 1 张，失败 0 张');
  const result = page.getByRole('table', { name: '逐卡结果' }).locator('tbody tr[data-row-key]');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(msisdn);
  await expect(result).toContainText('成功');
  // The breadcrumb: the sub-pages sit under 卡片管理.
  await expect(page.locator('.ant-breadcrumb')).toContainText('卡片管理/业务办理查询/办理结果');
}

test('SIM console: overview, filters, suspend and resume with verification, export after approval', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const clock = new CodeClock();
  await logIn(page, CUSTOMER_A, DEMO_PASSWORD);
  const tel = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ctInfo') ?? '{}') as { tel: string }).tel,
  );
  expect(tel).toMatch(/^1\d{10}$/);

  await test.step('overview: KPIs and charts drawn on canvas', async () => {
    await page.goto('/control/SIM/overview');
    await expect(page.getByRole('heading', { level: 1, name: '卡片概览' })).toBeVisible();
    await expect(page.getByText('卡片总数')).toBeVisible();
    for (const chart of ['卡片状态分布', '近30天流量与活跃卡数', '近6个月流量']) {
      await expect(page.getByRole('img', { name: chart }).locator('canvas')).toBeVisible();
    }
    await expect(
      page.getByRole('table', { name: '本月流量 Top 10' }).locator('tbody tr[data-row-key]'),
    ).toHaveCount(10);
  });

  let msisdn = '';
  await test.step('manage: filter by status, kept in the address', async () => {
    await page.goto('/control/SIM/manage');
    await expect(page.getByRole('heading', { level: 1, name: '卡片管理' })).toBeVisible();
    await expect(page.getByText(/^共 [\d,]+\+? 条$/)).toBeVisible();
    await pickStatus(page, '已激活');
    await expect(page).toHaveURL(/[?&]status=2(&|$)/);
    await expect(cardRows(page).first()).toBeVisible();
    const statuses = await cardRows(page).locator('.ant-tag').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['已激活']));
    msisdn = (await cardRows(page).first().getAttribute('data-row-key')) ?? '';
    expect(msisdn).toMatch(/^\d{11}$/);
    // Reloading shows the same filter.
    await page.reload();
    await expect(
      page.getByLabel('卡状态').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
    ).toContainText('已激活');
  });

  await test.step('suspend one card after identity verification', async () => {
    await handleCard(page, request, clock, msisdn, '停机', tel);
    await page.goto(`/control/SIM/manage?keyword=${msisdn}`);
    await expect(cardRows(page).filter({ hasText: msisdn })).toContainText('停机');
  });

  await test.step('export: no permission → application, approved by an administrator → .xlsx', async () => {
    await page.goto('/control/SIM/manage?status=3');
    const customerToken = await page.evaluate(() => localStorage.getItem('token') ?? '');
    const state = await request.get(`${API}/user/vault/permission`, {
      headers: { UserToken: customerToken },
    });
    const permission = ((await state.json()) as { result: { status: string } }).result.status;

    await page.getByRole('button', { name: iconLabel('导出') }).click();
    if (permission === 'none') {
      const prompt = page
        .getByRole('dialog')
        .filter({ hasText: '非常抱歉，您暂未获得数据导出许可' });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: '申请导出权限' }).click();
      const apply = page.getByRole('dialog').filter({ hasText: '申请数据导出权限' });
      await expect(apply).toBeVisible();
      const account = apply.getByLabel('4A账号');
      if (await account.isEnabled()) await account.fill('chenzhiqiang');
      const department = apply.getByLabel('所属部门');
      if (await department.isEnabled()) await department.fill('物联网运营部');
      await clock.beforeSend(page, request, tel);
      await apply.getByRole('button', { name: '获取验证码' }).click();
      await expect(apply.getByRole('button', { name: /\d+秒后重新获取/ })).toBeVisible();
      clock.last = await newestSmsCode(request, tel, clock.last);
      await apply.getByLabel('验证码').fill(clock.last);
      await apply.getByRole('button', { name: /提交申请/ }).click();
      await expect(
        page.locator('.ant-notification-notice').filter({ hasText: '申请已提交' }),
      ).toBeVisible();
    } else {
      // Applied earlier in this run (another journey): the pending application is named.
      expect(permission).toBe('pending');
      await expect(
        page.getByRole('dialog').filter({ hasText: '您已完成数据导出权限申请，请勿重复申请' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
    }

    // The province administrator approves it on the back office's approval screen.
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await adminContext.newPage();
    await logIn(admin, 'gd_admin', ADMIN_PASSWORD);
    await admin.goto('/admin/approval/export?status=0');
    await expect(admin.getByRole('heading', { level: 1, name: '数据导出权限审批' })).toBeVisible();
    const row = admin
      .getByRole('table', { name: '数据导出权限申请列表' })
      .locator('tbody tr')
      .filter({ hasText: CUSTOMER_A });
    await row.getByRole('button', { name: label('详情') }).click();
    const drawer = admin.locator('.ant-drawer').filter({ hasText: '申请详情' });
    await expect(drawer).toContainText('深圳市鹏城智能制造有限公司');
    await expect(drawer.getByRole('table', { name: '历次申请' })).toContainText('待审批');
    await drawer.getByRole('button', { name: label('通过') }).click();
    await confirmDialog(admin, /确定通过该申请吗/)
      .getByRole('button', { name: label('确定') })
      .click();
    await expect(toast(admin, '已通过申请')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(row).toHaveCount(0);
    await adminContext.close();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: iconLabel('导出') }).click();
    await expect(page.getByRole('dialog').filter({ hasText: '导出卡片列表' })).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await expect(page.getByText(/^已导出 .+\.xlsx$/)).toBeVisible();
  });

  await test.step('resume the card', async () => {
    await handleCard(page, request, clock, msisdn, '复机', tel);
    await page.goto(`/control/SIM/manage?keyword=${msisdn}`);
    await expect(cardRows(page).filter({ hasText: msisdn })).toContainText('已激活');
  });

  await test.step('business handling query lists both requests', async () => {
    await page.goto('/control/SIM/manage');
    await page.getByRole('button', { name: '业务办理查询' }).click();
    await expect(page).toHaveURL(/\/control\/SIM\/manage\/serviceInfo$/);
    const table = page.getByRole('table', { name: '业务办理查询' });
    await expect(table.locator('tbody tr[data-row-key]').first()).toContainText('复机');
    await expect(table).toContainText('停机');
  });

  await test.step('the enterprise’s operation log lists and exports its own accounts’ calls', async () => {
    // The header's bell counts the unread messages and opens them.
    await expect(page.getByRole('link', { name: /^消息通知，\d+ 条未读$/ })).toBeVisible();
    await page.goto('/control/user/log?operType=2');
    await expect(page.getByRole('heading', { level: 1, name: '操作日志' })).toBeVisible();
    const rows = page
      .getByRole('table', { name: '操作日志列表' })
      .locator('tbody tr.ant-table-row');
    await expect(rows.first()).toContainText(CUSTOMER_A);
    await expect(rows.filter({ hasNotText: CUSTOMER_A })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: iconLabel('导出') }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^操作日志_\d{8}\.xlsx$/);
    await expect(page.getByText(/^已导出 操作日志_\d{8}\.xlsx$/)).toBeVisible();
  });
});

test('SIM card table fits a phone: filters wrap, the table scrolls @phone', async ({ page }) => {
  await logIn(page, CUSTOMER_A, DEMO_PASSWORD);
  await page.goto('/control/SIM/manage');
  await expect(cardRows(page).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const filter = page.getByLabel('卡状态');
  await expect(filter).toBeVisible();
  await page.goto('/control/SIM/overview');
  await expect(page.getByRole('img', { name: '卡片状态分布' }).locator('canvas')).toBeVisible();
});
