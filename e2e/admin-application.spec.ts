import { expect, test, type Locator } from '@playwright/test';
import {
  API,
  bluePng,
  choose,
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

/** The four tabs of the card and what this spec writes in each. */
const TABS = [
  { name: '应用详情', text: '床旁调阅病历与影像，医嘱现场闭环。' },
  { name: '使用说明', text: '扫描患者腕带后进入患者视图。' },
  { name: '配置要求', text: '院内5G专网，医疗业务独立DNN。' },
  { name: '更新日志', text: 'V1.0.0 首个版本发布。' },
] as const;

/** Shows each tab of `scope` in turn and checks its content. */
async function expectTabs(scope: Locator) {
  for (const tab of TABS) {
    await scope.getByRole('tab', { name: tab.name }).click();
    await expect(scope.getByRole('tabpanel')).toContainText(tab.text);
  }
}

interface Envelope<T> {
  status: string;
  message: string;
  result: T;
}

const RUN = Date.now().toString(36).slice(-5);
const PREFIX = `康复随访${RUN}`;

/**
 * Takes the applications this spec made off the portal and deletes them, whatever state a
 * failed run left them in.
 */
test.afterAll(async ({ request }) => {
  const headers = await gateHeaders(request);
  const list = await request.get(`${API}/sm/application/list`, {
    params: { page: 1, pageSize: 50, keyword: PREFIX },
    headers,
  });
  const apps = ((await list.json()) as Envelope<{ data: { id: number; state: number }[] }>).result
    .data;
  for (const a of apps) {
    if (a.state === 1) {
      await request.get(`${API}/sm/application/updateStats`, {
        params: { id: a.id, status: 2 },
        headers: { ...headers, operCode: 'PUBLISH' },
      });
    }
    await request.delete(`${API}/sm/application/${a.id}`, { headers });
  }
});

test.describe('back office: market applications', () => {
  test('an editor creates an application, previews its card, publishes it and the portal shows it', async ({
    page,
  }) => {
    // A long journey (four rich-text tabs, upload, preview, portal): more than the default time.
    test.slow();
    const name = `${PREFIX}移动护理`;
    await logIn(page, EDITOR.loginAccount, EDITOR.password);
    await openMenu(page, '应用市场');
    await expect(page).toHaveURL(/\/admin\/content\/application$/);
    await expect(page.getByRole('heading', { name: '应用市场' })).toBeVisible();
    const table = page.getByRole('table', { name: '应用列表' });
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.locator('.ant-pagination-total-text')).toContainText(/共 \d+ 条/);

    await page.getByRole('button', { name: /新建应用/ }).click();
    await expect(page).toHaveURL(/\?edit=new$/);
    await expect(page.getByRole('heading', { name: '新建应用' })).toBeVisible();

    // Saving an empty form shows the shared schema's messages and sends nothing.
    await page.getByRole('button', { name: '保存草稿' }).click();
    const errors = page.locator('.ant-form-item-explain-error');
    for (const message of [
      '请输入应用名称',
      '请上传应用图标',
      '请选择所属行业',
      '请输入服务电话',
    ]) {
      await expect(errors.filter({ hasText: message })).toBeVisible();
    }

    await page.getByLabel('应用名称').fill(name);
    await page.getByLabel('应用图标').setInputFiles({
      name: 'app-logo.png',
      mimeType: 'image/png',
      buffer: bluePng(),
    });
    await expect(page.getByRole('img', { name: '应用图标' })).toHaveAttribute(
      'src',
      new RegExp(`^${DOWNLOAD}\\?path=`),
    );
    await choose(page, '所属行业', '医疗健康');
    await choose(page, '应用场景', '移动查房护理');
    await page.getByLabel('应用简介').fill('医护人员床旁调阅病历、录入医嘱，数据不出院区。');
    await page.getByLabel('企业名称').fill('康复随访医疗科技有限公司');
    await page.getByLabel('服务电话').fill('12345');
    await expect(errors.filter({ hasText: /服务电话应为手机号码或固定电话/ })).toBeVisible();
    await page.getByLabel('服务电话').fill('020-38642219');
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab.name }).click();
      const editor = page.getByRole('textbox', { name: tab.name });
      await editor.click();
      await editor.pressSequentially(tab.text);
      await expect(editor).toContainText(tab.text);
    }

    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page).toHaveURL(/\?edit=\d+$/);
    const id = /edit=(\d+)/.exec(page.url())![1]!;
    await expect(page.getByRole('heading', { name: '编辑应用' })).toBeVisible();
    await expect(page.getByText('草稿', { exact: true }).first()).toBeVisible();

    // The preview shows the card as the portal will.
    await page.getByRole('button', { name: label('预览') }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '应用预览' });
    const previewCard = drawer.getByRole('region', { name });
    await expect(previewCard.getByRole('heading', { name })).toBeVisible();
    await expect(previewCard).toContainText('医疗健康');
    await expect(previewCard).toContainText('移动查房护理');
    await expect(previewCard).toContainText('020-38642219');
    await expect(previewCard.getByRole('img', { name: `${name}图标` })).toHaveAttribute(
      'src',
      new RegExp(`^${DOWNLOAD}`),
    );
    await expectTabs(previewCard);
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    // Still a draft: the portal does not know it.
    const hidden = await page.request.get(`${API}/sm/application/portal/detail?id=${id}`);
    expect(hidden.status()).toBe(404);

    await page.getByRole('button', { name: '保存并发布' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确定发布该应用？' });
    await expect(dialog).toContainText(name);
    expect(await settledWidth(dialog)).toBe(464);
    await dialog.getByRole('button', { name: label('确定') }).click();
    await expect(toast(page, '发布成功')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\/application$/);

    // The list shows it published; the portal page shows its card with the four tabs.
    await page.getByLabel('关键词', { exact: true }).fill(name);
    await page.getByRole('button', { name: label('查询') }).click();
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('已发布');

    // Its history keeps the creation and the publication.
    await row.getByRole('button', { name: '历史版本' }).click();
    const history = page.getByRole('dialog').filter({ hasText: `历史版本 · ${name}` });
    const versions = history
      .getByRole('table', { name: '历史版本列表' })
      .locator('tbody tr.ant-table-row');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('发布');
    await expect(versions.nth(1)).toContainText('新建');
    await expect(versions.nth(1)).toContainText('editor');
    await history.locator('.ant-drawer-close').click();
    await expect(history).toBeHidden();

    await page.goto(`/application/detail?id=${id}`);
    const card = page.getByRole('region', { name });
    await expect(card.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(card).toContainText(/更新时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(card).toContainText('康复随访医疗科技有限公司');
    await expect(card.getByRole('link', { name: '020-38642219' })).toHaveAttribute(
      'href',
      'tel:020-38642219',
    );
    const logo = card.getByRole('img', { name: `${name}图标` });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    await expectTabs(card);
  });

  test('a draft or unknown id shows the not-found state on the portal', async ({
    page,
    request,
  }) => {
    const headers = await gateHeaders(request);
    const scenes = await request.get(`${API}/sm/applicationscene/portal/list`, {
      params: { industryId: 'energy' },
    });
    const sceneId = ((await scenes.json()) as Envelope<{ id: number }[]>).result[0]!.id;
    const saved = await request.post(`${API}/sm/application`, {
      headers: { ...headers, operCode: 'APP_ADD' },
      data: {
        industryId: 'energy',
        sceneId,
        applicationName: `${PREFIX}草稿`,
        logoAddress: '/images/applications/grid-patrol/logo.svg',
        description: '尚未发布的应用',
        enterpriseName: '草稿科技有限公司',
        phoneNum: '13912345678',
        details: '<p>草稿内容</p>',
      },
    });
    const draft = ((await saved.json()) as Envelope<{ id: number; state: number }>).result;
    expect(draft.state).toBe(0);

    await page.goto(`/application/detail?id=${draft.id}`);
    await expect(page.getByText('应用不存在或已下线')).toBeVisible();
    await expect(page.getByText('草稿内容')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();

    await page.goto('/application/detail?id=abc');
    await expect(page.getByText('应用不存在或已下线')).toBeVisible();
  });

  test('visitors reach the applications from the header, narrow them by industry and open one', async ({
    page,
    request,
  }) => {
    const industries = (
      (await (await request.get(`${API}/sm/application/portal/industries`)).json()) as Envelope<
        { id: string; name: string; count: number }[]
      >
    ).result;
    const health = industries.find((i) => i.name === '医疗健康')!;
    const total = industries.reduce((n, i) => n + i.count, 0);

    await page.goto('/home');
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '应用市场', exact: true })
      .click();
    await expect(page).toHaveURL(/\/application$/);
    const grid = page.getByRole('list', { name: '应用列表' });
    await expect(page.getByText(`共 ${total} 个应用`)).toBeVisible();
    await expect(grid.getByRole('link')).toHaveCount(total);

    const chips = page.getByRole('navigation', { name: '按行业筛选' });
    await expect(chips.getByRole('link')).toHaveCount(industries.length + 1);
    const chip = chips.getByRole('link').filter({ hasText: '医疗健康' });
    await expect(chip).toContainText(String(health.count));
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`/application\\?trade=${health.id}#application-list$`));
    await expect(chip).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(`共 ${health.count} 个应用`)).toBeVisible();
    await expect(grid.getByRole('link')).toHaveCount(health.count);

    const first = grid.getByRole('link').first();
    const name = (await first.getAttribute('aria-label'))!;
    await expect(first).toContainText('医疗健康');
    await first.click();
    await expect(page).toHaveURL(/\/application\/detail\?id=\d+$/);
    await expect(page.getByRole('region', { name })).toContainText('医疗健康');
  });

  test('a customer is refused the application screen', async ({ page }) => {
    await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
    await page.goto('/admin/content/application');
    await expect(page).toHaveURL(/\/403$/);
  });
});
