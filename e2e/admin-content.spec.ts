import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API,
  bluePng,
  choose,
  confirmDialog,
  CUSTOMER,
  DOWNLOAD,
  EDITOR,
  gateHeaders,
  label,
  logIn,
  openMenu,
  settledWidth,
  toast,
} from './support';

function listRow(page: Page, title: string, name: string) {
  return page
    .getByRole('table', { name: `${title}列表` })
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: name });
}

function needRows(page: Page) {
  return page.getByRole('group', { name: /^业务需求 第\d+条$/ });
}

/**
 * Takes the cases this spec published off the portal again, whatever state a failed run
 * left them in, so the portal specs keep seeing only the demo content.
 */
async function withdrawCases(request: APIRequestContext, prefix: string) {
  const headers = await gateHeaders(request);
  const list = await request.get(`${API}/sm/success/case/list`, {
    params: { page: 1, pageSize: 50, state: 1, keyword: prefix },
    headers,
  });
  const cases = ((await list.json()) as { result: { data: { pkId: number }[] } }).result.data;
  for (const c of cases) {
    await request.get(`${API}/sm/success/case/updateStats`, {
      params: { id: c.pkId, status: 0 },
      headers: { ...headers, operCode: 'PUBLISH' },
    });
  }
}

const RUN = Date.now().toString(36).slice(-5);
const CASE_PREFIX = `港区5G远控示范${RUN}`;

test.afterAll(async ({ request }) => {
  await withdrawCases(request, CASE_PREFIX);
});

test.describe('back office: success cases', () => {
  test('an editor creates a case with a picture, previews, publishes and sees it on /case', async ({
    page,
  }) => {
    const name = `${CASE_PREFIX}项目`;
    await logIn(page, EDITOR.loginAccount, EDITOR.password);
    await openMenu(page, '成功案例');
    await expect(page).toHaveURL(/\/admin\/content\/case$/);
    await expect(page.getByRole('heading', { name: '成功案例' })).toBeVisible();
    await expect(page).toHaveTitle(/^成功案例 - /);

    await page.getByRole('button', { name: /新建案例/ }).click();
    await expect(page).toHaveURL(/\?edit=new$/);
    await expect(page.getByRole('heading', { name: '新建成功案例' })).toBeVisible();

    // Saving an empty form shows the shared schema's messages and sends nothing.
    await page.getByRole('button', { name: label('保存') }).click();
    const errors = page.locator('.ant-form-item-explain-error');
    await expect(errors.filter({ hasText: '请输入案例名称' })).toBeVisible();
    await expect(errors.filter({ hasText: '请选择所属行业' })).toBeVisible();

    await page.getByLabel('案例名称').fill(name);
    await choose(page, '所属行业', '智慧港口');
    const need = needRows(page).first();
    await need.getByLabel('标题').fill('岸桥远程操控');
    await need.getByLabel('描述').fill('控制指令端到端时延稳定在20毫秒以内（典型值）。');
    await page.getByLabel('解决方案标题').fill('5G专网承载岸桥远控与视频回传');

    const png = { name: 'quay-crane.png', mimeType: 'image/png', buffer: bluePng() };
    await page.getByLabel('封面图片').setInputFiles(png);
    const cover = page.getByRole('img', { name: '封面图片' });
    await expect(cover).toHaveAttribute('src', new RegExp(`^${DOWNLOAD}\\?path=case%2F`));
    await page.getByLabel('解决方案图片').setInputFiles(png);
    await expect(page.getByRole('img', { name: '解决方案图片' })).toHaveAttribute(
      'src',
      new RegExp(`^${DOWNLOAD}`),
    );

    await page.getByRole('button', { name: label('保存') }).click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page).toHaveURL(/\?edit=\d+$/);
    const id = /edit=(\d+)/.exec(page.url())![1];
    await expect(page.getByRole('heading', { name: '编辑成功案例' })).toBeVisible();
    await expect(page.getByText('草稿', { exact: true }).first()).toBeVisible();

    // The preview opens in a new tab and shows the draft.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: label('预览') }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`/customerCasePreview\\?id=${id}$`));
    await expect(preview.getByRole('region', { name: '预览模式' })).toContainText('草稿');
    await expect(preview.getByRole('heading', { name, level: 1 })).toBeVisible();
    await preview.close();

    await page.getByRole('button', { name: label('发布') }).click();
    const dialog = confirmDialog(page, /确定发布案例/);
    await expect(dialog).toContainText(name);
    expect(await settledWidth(dialog)).toBe(464);
    await dialog.getByRole('button', { name: label('确定') }).click();
    await expect(toast(page, '发布成功')).toBeVisible();
    await expect(page.getByRole('button', { name: label('撤回') })).toBeVisible();

    // The portal lists it, and its page shows the uploaded picture from the file service.
    await page.goto('/case');
    const card = page
      .getByRole('list', { name: '客户案例列表' })
      .getByRole('link')
      .filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`^${DOWNLOAD}`));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/case/detail\\?id=${id}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('岸桥远程操控')).toBeVisible();
    const picture = page.locator(`img[src^="${DOWNLOAD}?path="]`).first();
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);

    // Withdrawn from the list, it leaves the portal again.
    await openMenu(page, '成功案例');
    await page.getByLabel('关键词', { exact: true }).fill(name);
    await page.getByRole('button', { name: label('查询') }).click();
    await expect(page).toHaveURL(/keyword=/);
    const row = listRow(page, '成功案例', name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('已发布');
    await row.getByRole('button', { name: label('撤回') }).click();
    await confirmDialog(page, /确定撤回案例/)
      .getByRole('button', { name: label('确定') })
      .click();
    await expect(toast(page, /已撤回/)).toBeVisible();
    await expect(row).toContainText('草稿');
    await page.goto(`/case/detail?id=${id}`);
    await expect(page.getByText('案例不存在或未发布')).toBeVisible();
  });

  test('business needs: one row at least, eight at most', async ({ page }) => {
    await logIn(page, EDITOR.loginAccount, EDITOR.password);
    await page.goto('/admin/content/case?edit=new');
    // A new case starts with one empty row.
    await expect(needRows(page)).toHaveCount(1);
    const add = page.getByRole('button', { name: /添加业务需求/ });
    await expect(page.getByText(/最多8条，还可添加7条/)).toBeVisible();
    for (let i = 0; i < 7; i++) await add.click();
    await expect(needRows(page)).toHaveCount(8);
    // The ninth cannot be added.
    await expect(add).toBeDisabled();
    await expect(page.getByText('已达上限：最多8条')).toBeVisible();
    await add.click({ force: true });
    await expect(needRows(page)).toHaveCount(8);

    for (let n = 8; n > 1; n--) {
      await page.getByRole('button', { name: `删除业务需求第${n}条` }).click();
    }
    await expect(needRows(page)).toHaveCount(1);
    await expect(add).toBeEnabled();
    const only = needRows(page).first();
    await only.getByLabel('标题').fill('视频回传');
    // Deleting the only row leaves an empty one.
    await page.getByRole('button', { name: '删除业务需求第1条' }).click();
    await expect(needRows(page)).toHaveCount(1);
    await expect(needRows(page).first().getByLabel('标题')).toHaveValue('');
  });

  test('a customer has no back office and is refused the case editor', async ({ page }) => {
    await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
    await expect(page).toHaveURL(/\/control\/home$/);
    await expect(page.getByText('运营后台', { exact: true })).toHaveCount(0);
    await page.goto('/admin/content/case');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('抱歉，您没有访问此页面的权限')).toBeVisible();
  });
});

test.describe('back office: industry solutions', () => {
  test('saving a changed description adds one version, which shows what changed', async ({
    page,
  }) => {
    const name = `5G智慧仓储方案${RUN}`;
    await logIn(page, EDITOR.loginAccount, EDITOR.password);
    await openMenu(page, '行业解决方案');
    await expect(page).toHaveURL(/\/admin\/content\/solution$/);
    await page.getByRole('button', { name: /新建方案/ }).click();
    await page.getByLabel('方案名称').fill(name);
    await choose(page, '所属行业', '智能制造');
    await page.getByLabel('方案简介').fill('以5G专网连接AGV与手持终端，库内调度实时可视。');
    // Unauthorised solutions cannot be published.
    await expect(page.getByRole('button', { name: label('发布') })).toBeDisabled();
    await expect(page.getByText('请先完成展示授权再发布')).toBeVisible();
    await page.getByRole('button', { name: label('保存') }).click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page).toHaveURL(/\?edit=\d+$/);

    await page.getByRole('button', { name: '返回列表' }).click();
    await page.getByLabel('关键词', { exact: true }).fill(name);
    await page.getByRole('button', { name: label('查询') }).click();
    const row = listRow(page, '行业解决方案', name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('草稿');

    const drawer = page.getByRole('dialog').filter({ hasText: `历史版本 · ${name}` });
    const versions = drawer
      .getByRole('table', { name: '历史版本列表' })
      .locator('tbody tr.ant-table-row');
    await row.getByRole('button', { name: '历史版本' }).click();
    await expect(versions).toHaveCount(1);
    await expect(versions.first()).toContainText('新建');
    await expect(versions.first()).toContainText('editor');
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    await row.getByRole('button', { name: label('编辑') }).click();
    await expect(page.getByLabel('方案简介')).toHaveValue(/库内调度实时可视/);
    await page.getByLabel('方案简介').fill('以5G专网连接AGV、叉车与手持终端，出入库全程可追溯。');
    await expect(page.getByText('有未保存的修改')).toBeVisible();
    await page.getByRole('button', { name: label('保存') }).click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await page.getByRole('button', { name: '返回列表' }).click();

    await row.getByRole('button', { name: '历史版本' }).click();
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('v2');
    await expect(versions.first()).toContainText('修改');
    await expect(drawer.getByText('共 2 条')).toBeVisible();

    // The first version against the record now: the description is the changed field.
    await drawer.getByRole('button', { name: '对比 v1' }).click();
    const changed = drawer.locator('tbody tr').filter({ hasText: '已变更' });
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText('方案简介');
    await expect(changed).toContainText('库内调度实时可视');
    await expect(changed).toContainText('出入库全程可追溯');
  });
});
