import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, label } from './support';

const READ_ONLY_TIP = '访客体验仅供浏览，注册成为企业客户后即可办理';
/** The card table's bulk business actions. */
const BULK_ACTIONS = ['停机', '复机', '资费变更', '加入群组', '退出群组', '设置流量上限'];

function sideMenu(page: Page) {
  return page.locator('aside.ant-layout-sider');
}

/** Every write control on the page is disabled, inside its read-only wrapper. */
async function expectWritesDisabled(content: Locator, atLeast: number) {
  const guards = content.locator('[data-read-only]');
  expect(await guards.count()).toBeGreaterThanOrEqual(atLeast);
  for (const guard of await guards.all()) {
    await expect(guard.locator('button, [role="switch"]').first()).toBeDisabled();
  }
}

test.describe('visitor mode (spec §2, §6)', () => {
  test('the visitor browses the demo enterprise read-only, every write disabled', async ({
    page,
  }) => {
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes(`${API}/icm/`)) writes.push(r.url());
    });

    await page.goto('/login');
    await page.getByRole('button', { name: '访客体验' }).click();
    await expect(page).toHaveURL(/\/tourist\/control$/);
    const content = page.locator('main');
    // Header: visitor badge and the way to register or log in.
    const header = page.locator('header');
    await expect(header.getByText('访客模式')).toBeVisible();
    await expect(header.getByRole('link', { name: /立即注册/ })).toHaveAttribute(
      'href',
      '/registCustomer',
    );
    await expect(header.getByRole('link', { name: /登录/ })).toHaveAttribute('href', '/login');

    // The home shows the demo enterprise's figures, as the API reports them.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const overview = await page.request.get(`${API}/icm/sim/overview`, {
      headers: { UserToken: token! },
    });
    const total: number = (await overview.json()).result.total;
    expect(total).toBeGreaterThan(0);
    const demo = content.locator('.ant-card').filter({ hasText: '演示企业数据一览' });
    await expect(demo.getByText(`${total.toLocaleString('zh-CN')} 张`).first()).toBeVisible();

    // 卡片概览 from the side menu, under /tourist/control, with its breadcrumb.
    await sideMenu(page).getByText('物联网卡', { exact: true }).click();
    await sideMenu(page).getByText('卡片概览', { exact: true }).click();
    await expect(page).toHaveURL(/\/tourist\/control\/SIM\/overview$/);
    await expect(content.getByRole('heading', { level: 1, name: '卡片概览' })).toBeVisible();
    await expect(content.locator('.ant-breadcrumb')).toContainText('物联网卡');
    await expect(
      content
        .getByRole('region', { name: '卡片概览' })
        .getByText(`${total.toLocaleString('zh-CN')} 张`),
    ).toBeVisible();
    // The invitation to register is on every page of the visitor console.
    await expect(
      content.getByRole('alert').getByRole('link', { name: '注册成为企业客户，管理自己的业务' }),
    ).toHaveAttribute('href', '/registCustomer');

    // A top card leads to 卡片管理, still in the visitor console.
    await content
      .getByRole('link', { name: /在卡片管理中查看/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/tourist\/control\/SIM\/manage\?keyword=\d+$/);
    const rows = content
      .getByRole('table', { name: '物联网卡列表' })
      .locator('tbody tr[data-row-key]');
    await expect(rows).toHaveCount(1);

    // The card belongs to the demo enterprise.
    await rows.first().getByRole('button', { name: /详情/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '卡片详情' });
    await expect(drawer.getByText('演示体验企业')).toBeVisible();
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    // Every write is disabled, even with a card selected: bulk actions and the export.
    await rows.first().getByRole('checkbox').check();
    await expect(content.getByText('已选择 1 张')).toBeVisible();
    for (const action of BULK_ACTIONS) {
      await expect(content.getByRole('button', { name: label(action) })).toBeDisabled();
    }
    await expect(content.getByRole('button', { name: /导\s?出$/ })).toBeDisabled();
    await expectWritesDisabled(content, BULK_ACTIONS.length + 1);

    // The tooltip says why and invites the visitor to register.
    await content
      .locator('[data-read-only]')
      .filter({ hasText: /停\s?机/ })
      .hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: READ_ONLY_TIP });
    await expect(tooltip).toBeVisible();
    await expect(tooltip.getByRole('link', { name: '立即注册' })).toHaveAttribute(
      'href',
      '/registCustomer',
    );

    // Reading the business handling records stays possible, in the visitor console.
    await content.getByRole('button', { name: /业务办理查询/ }).click();
    await expect(page).toHaveURL(/\/tourist\/control\/SIM\/manage\/serviceInfo$/);

    expect(writes).toEqual([]);
  });
});
