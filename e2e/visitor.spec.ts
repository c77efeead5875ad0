import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, label } from './support';

const READ_ONLY_TIP = '访客体验仅供浏览，注册成为企业客户后即可办理';
/** The card table's bulk business actions. */
const BULK_ACTIONS = ['停机', '复机', '资费变更', '加入群组', '退出群组', '设置流量上限'];

function sideMenu(page: Page) {
  return page.locator('aside.ant-layout-sider');
}

/** Opens a side-menu entry, expanding its folder first unless it is open already. */
async function openMenu(page: Page, folder: string, item: string) {
  const entry = sideMenu(page).getByText(item, { exact: true });
  if (!(await entry.isVisible())) await sideMenu(page).getByText(folder, { exact: true }).click();
  await entry.click();
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
  test('the visitor browses the demo private network read-only: acceleration, DNNs, lines', async ({
    page,
  }) => {
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes(`${API}/network/`)) writes.push(r.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '访客体验' }).click();
    await expect(page).toHaveURL(/\/tourist\/control$/);
    const content = page.locator('main');

    // 业务加速: the demo enterprise's sessions; creating, extending and ending are disabled.
    await openMenu(page, '专网业务', '业务加速');
    await expect(page).toHaveURL(/\/tourist\/control\/A1$/);
    const sessions = content
      .getByRole('table', { name: '加速会话' })
      .locator('tbody tr[data-row-key]');
    await expect(sessions.first()).toBeVisible();
    await expect(content.getByRole('button', { name: '新建加速' })).toBeDisabled();
    const live = sessions.filter({ has: page.getByRole('button', { name: label('结束') }) });
    await expect(live.getByRole('button', { name: label('结束') }).first()).toBeDisabled();
    await expect(live.getByRole('button', { name: label('延长') }).first()).toBeDisabled();
    // Its instance opens in the visitor console.
    await sessions.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tourist\/control\/ordered\/A1\/business\/detail\/\d+$/);
    await expect(content.getByText('演示体验企业')).toBeVisible();

    // DNN实例: an isolation case leads to its DNN, whose slices cannot be changed.
    await openMenu(page, '已订购业务', 'DNN实例');
    await expect(page).toHaveURL(/\/tourist\/control\/ordered\/A2\/case$/);
    await expect(content.getByRole('button', { name: '新建隔离方案' })).toBeDisabled();
    const cases = content.getByRole('table', { name: '隔离方案列表' });
    await cases.getByRole('link', { name: 'demo.sz.5gpn' }).click();
    await expect(page).toHaveURL(/\/tourist\/control\/ordered\/A2\/case\/detail\/\d+$/);
    const slices = content.getByRole('table', { name: '网络切片列表' });
    await expect(slices.getByText('机器人控制切片')).toBeVisible();
    await expectWritesDisabled(content, 2);

    // 专线: the demo line's statistics, in the visitor console.
    await openMenu(page, '专网业务', '专线');
    await expect(page).toHaveURL(/\/tourist\/control\/A7\/dnnView$/);
    const line = content.getByRole('row', { name: /园区—福田数据中心专线/ });
    await line.getByRole('link', { name: '统计' }).click();
    await expect(page).toHaveURL(/\/tourist\/control\/A7\/statistic\?kind=line&id=\d+/);
    await expect(content.getByRole('img', { name: '园区—福田数据中心专线 流量' })).toBeVisible();

    expect(writes).toEqual([]);
  });
  test('the visitor browses the demo 5G fast-line gateways read-only', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /\/(cpe|sx)\/v1\//.test(r.url())) writes.push(r.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: '访客体验' }).click();
    await expect(page).toHaveURL(/\/tourist\/control$/);
    const content = page.locator('main');

    await openMenu(page, '5G快线', '终端列表');
    await expect(page).toHaveURL(/\/tourist\/control\/5g-cpe\/cpe-index\/list/);
    const rows = content.getByRole('table', { name: '终端列表' }).locator('tbody tr[data-row-key]');
    await expect(rows.first()).toBeVisible();
    await expect(content.getByRole('button', { name: '新增终端' })).toBeDisabled();
    // A gateway's detail stays in the visitor console; its Wi-Fi cannot be changed.
    await rows.first().getByRole('link', { name: /^详情/ }).click();
    await expect(page).toHaveURL(/\/tourist\/control\/5g-cpe\/cpe-index\/list\/\d+$/);
    await expect(content.getByRole('button', { name: label('修改') }).first()).toBeDisabled();
    await expect(content.getByRole('button', { name: '远程重启' })).toBeDisabled();

    expect(writes).toEqual([]);
  });
});
