/**
 * 菜单管理 and 角色管理 in the back office: the national administrator adds an entry under
 * 5G快线 that opens an outside address in a new window and grants it to the enterprise
 * role; customer A, signed in all along, has it in its side menu once its console checks
 * its menus again (as it does when the window regains focus). The entry is withdrawn and
 * deleted afterwards through the API, so other journeys see the catalogue unchanged.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  API,
  CUSTOMER,
  apiToken,
  confirmDialog,
  label,
  logIn,
  toast,
} from './support';

const MANUAL_URL = 'https://docs.example.com/cpe';

interface MenuItem {
  id: string;
  name: string;
}
interface Role {
  id: number;
  code: string;
  name: string;
  description: string;
  readOnly: boolean;
  menuIds: string[];
}

/** Opens a screen of the 系统管理 folder from the side menu (opening the folder if closed). */
async function openSystemMenu(page: Page, menu: string) {
  const side = page.locator('aside.ant-layout-sider');
  const item = side.getByText(menu, { exact: true });
  if (!(await item.isVisible())) await side.getByText('系统管理', { exact: true }).click();
  await item.click();
}

const adminHeaders = async (request: APIRequestContext) => ({
  UserToken: await apiToken(request, 'admin', ADMIN_PASSWORD),
});

/** What the enterprise role grants, sorted. */
async function enterpriseGrants(request: APIRequestContext): Promise<string[]> {
  const headers = await adminHeaders(request);
  const roles = (await (await request.get(`${API}/sm/system/roles`, { headers })).json()) as {
    result: Role[];
  };
  return roles.result.find((r) => r.code === 'enterprise_customer')!.menuIds.sort();
}

/** Takes the entry named `name` away from the enterprise role and deletes it. */
async function removeEntry(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request);
  const menus = (await (await request.get(`${API}/sm/system/menus`, { headers })).json()) as {
    result: MenuItem[];
  };
  const entry = menus.result.find((m) => m.name === name);
  if (!entry) return;
  const roles = (await (await request.get(`${API}/sm/system/roles`, { headers })).json()) as {
    result: Role[];
  };
  const role = roles.result.find((r) => r.code === 'enterprise_customer')!;
  if (role.menuIds.includes(entry.id)) {
    const put = await request.put(`${API}/sm/system/roles/${role.id}`, {
      headers,
      data: {
        name: role.name,
        description: role.description,
        readOnly: role.readOnly,
        menuIds: role.menuIds.filter((id) => id !== entry.id),
      },
    });
    expect(((await put.json()) as { status: string }).status).toBe('0');
  }
  const del = await request.delete(`${API}/sm/system/menus/${entry.id}`, { headers });
  expect(((await del.json()) as { status: string }).status).toBe('0');
}

test('the national administrator adds a 5G快线 entry and grants it to enterprise customers; a signed-in customer gets it in its side menu', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Unique per run: a retry on CI must not meet the entry of the first attempt.
  const entry = `网关使用手册-${Date.now().toString(36)}`;

  const grantsBefore = await enterpriseGrants(request);

  // Customer A signs in first and keeps its console open through the change.
  const customerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const customer = await customerContext.newPage();
  const customerSide = customer.locator('aside.ant-layout-sider');
  try {
    await logIn(customer, CUSTOMER.loginAccount, CUSTOMER.password);
    await customer.goto('/control/home');
    await customerSide.getByText('5G快线', { exact: true }).click();
    await expect(customerSide.getByText('终端列表', { exact: true })).toBeVisible();
    await expect(customerSide.getByText(entry)).toHaveCount(0);

    await test.step('菜单管理: the tree, its flags, and a new entry under 5G快线', async () => {
      await logIn(page, 'admin', ADMIN_PASSWORD);
      await page.goto('/admin');
      await openSystemMenu(page, '菜单管理');
      await expect(page).toHaveURL(/\/admin\/system\/menu$/);
      await expect(page.getByRole('heading', { level: 1, name: '菜单管理' })).toBeVisible();
      const table = page.getByRole('table', { name: '菜单列表' });
      const row = (id: string) => table.locator(`tr[data-row-key="${id}"]`);
      // The groups start open: their entries show; entries with their screens built carry no
      // 无对应页面 flag (行业专网 and its children are built).
      await expect(row('cpe')).toContainText('/control/5g-cpe/cpe-index');
      await expect(row('industry')).not.toContainText('无对应页面');
      await expect(row('cpe')).not.toContainText('无对应页面');
      await expect(row('admin.system.menu')).toHaveCount(0);
      await expect(row('tourist')).toContainText('访客体验');

      await row('cpe')
        .getByRole('button', { name: label('新增下级') })
        .click();
      const dialog = confirmDialog(page, /新增“5G快线”的下级菜单/);
      await expect(dialog.getByLabel('上级菜单')).toBeVisible();
      await expect(dialog).toContainText('5G快线');
      await dialog.getByLabel('菜单名称').fill(entry);
      await dialog.getByLabel('菜单地址').fill('/control/nowhere');
      // An in-app address without a screen is pointed out before saving.
      await expect(dialog.getByRole('status')).toContainText('没有与该地址对应的页面');
      await dialog.getByLabel('菜单地址').fill(MANUAL_URL);
      await expect(dialog.getByRole('status')).toHaveCount(0);
      await dialog.getByRole('radio', { name: '新窗口' }).check();
      await dialog.getByRole('button', { name: label('确定') }).click();
      await expect(toast(page, '保存成功')).toBeVisible();
      await expect(dialog).toBeHidden();

      const added = table.locator('tbody tr').filter({ hasText: entry });
      await expect(added).toBeVisible();
      await expect(added).toContainText(MANUAL_URL);
      await expect(added).toContainText('新窗口打开');
      await expect(added).toContainText('新增');
      await expect(added).not.toContainText('无对应页面');
      // Added entries may be deleted; built-in ones only hidden.
      await expect(added.getByRole('button', { name: label('删除') })).toBeVisible();
      await expect(row('cpe.list').getByRole('button', { name: label('删除') })).toHaveCount(0);
    });

    await test.step('角色管理: the enterprise role is given the entry', async () => {
      await openSystemMenu(page, '角色管理');
      await expect(page).toHaveURL(/\/admin\/system\/role$/);
      const rows = page.getByRole('table', { name: '角色列表' }).locator('tbody tr.ant-table-row');
      // The visitor role is kept by the platform: no editing it.
      await expect(
        rows.filter({ hasText: 'visitor' }).getByRole('button', { name: label('编辑') }),
      ).toBeDisabled();
      const enterprise = rows.filter({ hasText: 'enterprise_customer' });
      await expect(enterprise).toContainText('企业客户');
      await expect(enterprise).toContainText('内置');
      await enterprise.getByRole('button', { name: label('编辑') }).click();

      const drawer = page.getByRole('dialog').filter({ hasText: '编辑角色“企业客户”' });
      await expect(drawer).toContainText('下一次请求时即按新的权限生效');
      const tree = drawer.getByRole('tree');
      // A customer role grants console menus only, actions included.
      await expect(tree.getByRole('treeitem').filter({ hasText: '运营后台' })).toHaveCount(0);
      await expect(tree.getByRole('treeitem').filter({ hasText: '数据导出' })).toContainText(
        '操作权限',
      );
      const item = tree.getByRole('treeitem').filter({ hasText: entry });
      const tick = item.getByRole('checkbox');
      await expect(tick).toHaveAttribute('aria-checked', 'false');
      // 5G快线 is half-ticked until its new entry is ticked as well.
      const folder = tree.getByRole('treeitem').filter({ hasText: /^5G快线$/ });
      await expect(folder.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
      await tick.click();
      await expect(tick).toHaveAttribute('aria-checked', 'true');
      await expect(folder.getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
      await drawer.getByRole('button', { name: label('保存') }).click();
      await expect(toast(page, '保存成功')).toBeVisible();
      await expect(drawer).toBeHidden();
    });

    await test.step('the signed-in customer’s console picks the entry up', async () => {
      const link = customerSide.getByRole('link', { name: entry });
      // Coming back to the window makes the console check its menus again.
      await expect(async () => {
        await customer.evaluate(() =>
          document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
        );
        await expect(link).toBeVisible({ timeout: 3000 });
      }).toPass({ timeout: 30_000 });
      await expect(link).toHaveAttribute('href', MANUAL_URL);
      await expect(link).toHaveAttribute('target', '_blank');
    });
  } finally {
    await removeEntry(request, entry);
    await customerContext.close();
  }
  // Saving the role through the tree and withdrawing the entry leave its grants as they were.
  expect(await enterpriseGrants(request)).toEqual(grantsBefore);
});
