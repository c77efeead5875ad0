import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  API,
  apiToken,
  newestSmsCode,
  choose,
  EDITOR_PASSWORD,
  iconLabel,
  logIn,
  settledWidth,
} from './support';

async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${API}/${path}`, { method, headers, data });
  const body = (await res.json()) as { status: string; message: string; result: T };
  expect(body.status, `${path}: ${body.message}`).toBe('0');
  return body.result;
}

/** The body rows of the table named `name`. */
function rowsOf(page: Page, name: string) {
  return page.getByRole('table', { name }).locator('tbody tr.ant-table-row');
}

/** Opens the portal chatbot from the floating widget on /home. */
async function openChatbot(page: Page) {
  await page.goto('/home');
  const widget = page.getByRole('complementary', { name: '在线咨询与联系方式' });
  await widget.getByRole('button', { name: '智能客服' }).click();
  const dialog = page.getByRole('dialog', { name: /智能客服/ });
  await expect(dialog).toBeVisible();
  return {
    log: dialog.getByRole('log', { name: '对话记录' }),
    input: dialog.getByRole('textbox', { name: '输入您的问题' }),
  };
}

test.describe('back office: FAQ of the chatbot', () => {
  test('an editor adds a question with keywords, enables it, the chatbot answers it, and falls back once it is disabled', async ({
    page,
  }) => {
    const suffix = String(Date.now()).slice(-5);
    const question = `极光码头${suffix}号泊位的专网覆盖什么时候开通？`;
    const answer = `极光码头${suffix}号泊位的5G专网已完成勘察，预计本季度内开通，具体以客户经理通知为准。`;

    await logIn(page, 'editor', EDITOR_PASSWORD);
    await page.goto('/admin/content/faq');
    await expect(rowsOf(page, '智能客服问答列表').first()).toBeVisible();

    await page.getByRole('button', { name: /新增问答/ }).click();
    await expect(page).toHaveURL(/edit=new/);
    const drawer = page.getByRole('dialog').filter({ hasText: '新增问答' });
    await drawer.getByRole('button', { name: iconLabel('保存') }).click();
    await expect(drawer.getByText('请输入问题')).toBeVisible();
    await expect(drawer.getByText('请输入答案')).toBeVisible();
    await expect(drawer.getByText('请选择问题分类')).toBeVisible();

    await drawer.getByLabel('问题', { exact: true }).fill(question);
    await drawer.getByLabel('答案', { exact: true }).fill(answer);
    await expect(drawer.getByText(`${answer.length} / 2000`)).toBeVisible();
    const keywords = drawer.getByLabel('关键词', { exact: true });
    await keywords.fill(`极光码头${suffix}`);
    await keywords.press('Enter');
    await keywords.fill('泊位覆盖');
    await keywords.press('Enter');
    await choose(page, '问题分类', '服务支持', { scope: drawer });
    // Saved disabled first: the chatbot must not use it yet.
    await drawer.getByRole('switch', { name: '启用' }).click();
    await drawer.getByRole('button', { name: iconLabel('保存') }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/edit=/);

    await page.getByLabel('关键词', { exact: true }).fill(`极光码头${suffix}`);
    await page.getByRole('button', { name: iconLabel('查询') }).click();
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(`极光码头${suffix}`)}`));
    const row = rowsOf(page, '智能客服问答列表').filter({ hasText: question });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('服务支持');
    await expect(row).toContainText('泊位覆盖');
    await expect(row).toContainText('停用');

    // 试一试 asks the live chatbot: a disabled question is not matched.
    const tryBox = page.getByLabel('测试问题');
    await tryBox.fill(question);
    await tryBox.press('Enter');
    const result = page.getByRole('region', { name: '匹配结果' });
    await expect(result).toContainText('兜底回复');

    await row.getByRole('button', { name: iconLabel('启用') }).click();
    await expect(page.getByText('问答已启用')).toBeVisible();
    await expect(row).toContainText('启用');
    await tryBox.press('Enter');
    await expect(result).toContainText('精确匹配');
    await expect(result).toContainText(`命中问题：${question}`);
    await tryBox.fill(`想问下泊位覆盖的进度`);
    await tryBox.press('Enter');
    await expect(result).toContainText('关键词匹配');
    await expect(result).toContainText(answer);

    // The portal chatbot answers it exactly and by keyword.
    const chat = await openChatbot(page);
    await chat.input.fill(question.replace('？', ''));
    await chat.input.press('Enter');
    await expect(chat.log.getByText(answer)).toBeVisible();
    await chat.input.fill(`极光码头${suffix}那边网络好了吗`);
    await chat.input.press('Enter');
    await expect(chat.log.getByText(`为您找到相关问题：${question}`)).toBeVisible();

    // Disabled (after a 464 px confirmation): the chatbot falls back.
    await page.goto(`/admin/content/faq?keyword=${encodeURIComponent(`极光码头${suffix}`)}`);
    await row.getByRole('button', { name: iconLabel('停用') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定停用该问答吗？' });
    await expect(confirm).toBeVisible();
    expect(await settledWidth(confirm, 150)).toBe(464);
    await confirm.getByRole('button', { name: iconLabel('确定') }).click();
    await expect(page.getByText('问答已停用')).toBeVisible();
    await expect(row).toContainText('停用');

    const again = await openChatbot(page);
    await again.input.fill(question);
    await again.input.press('Enter');
    await expect(
      again.log.getByRole('listitem').filter({ hasText: '抱歉，我还在学习中' }),
    ).toBeVisible();
    await expect(again.log.getByText(answer)).toHaveCount(0);
  });
});

test.describe('back office: market demands', () => {
  test('an administrator filters the seeded demands and reads a follow-up history', async ({
    page,
  }) => {
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto('/admin/market-demand');
    const rows = rowsOf(page, '市场需求列表');
    const qianhai = rows.filter({ hasText: '深圳市前海云帆科技有限公司' });
    await expect(qianhai).toBeVisible();
    // Place from the area table, phone masked as served, reference number and source.
    await expect(qianhai).toContainText(/广东\S* 深圳\S* 南山/);
    await expect(qianhai).toContainText('136****5678');
    await expect(qianhai).toContainText(/XQ20261120\d{6}/);
    await expect(qianhai).toContainText('产品业务加速');
    await expect(rows.filter({ hasText: '杭州滨江数智制造有限公司' })).toBeVisible();

    // Filters from the address: the dates are inclusive, newest first.
    await page.goto('/admin/market-demand?startDate=2026-11-15&endDate=2026-11-19');
    await expect(page.getByPlaceholder('开始日期')).toHaveValue('2026-11-15');
    // Columns: expand, number, time, company…
    await expect(rows.locator('td:nth-child(4)')).toHaveText([
      '广州天河智慧楼宇运营有限公司',
      '深圳宝安精密模具有限公司',
      '杭州滨江数智制造有限公司',
      '广州南沙港航物流有限公司',
    ]);

    await page.goto('/admin/market-demand');
    await choose(page, '状态', '已关闭');
    await page.getByRole('button', { name: iconLabel('查询') }).click();
    await expect(page).toHaveURL(/status=2/);
    const longgang = rows.filter({ hasText: '深圳龙岗新能源电池有限公司' });
    await expect(longgang).toBeVisible();
    const states = await rows.locator('td:nth-child(9)').allInnerTexts();
    expect(states.length).toBeGreaterThan(0);
    for (const state of states) expect(state).toMatch(/^已关闭/);
    // Closed demands offer no further action; their history says who did what.
    await expect(rows.locator('td:last-child').getByRole('button')).toHaveCount(0);
    await expect(longgang).toContainText('跟进人：陈伟');
    await longgang.getByRole('button', { name: '展开行' }).click();
    const history = page.getByRole('region', { name: /的跟进记录$/ });
    await expect(history).toContainText('客户已按标准资费在线订购，需求完结。');
    await expect(history).toContainText('139****6781');
    await expect(history).toContainText('操作人：张国栋（admin）');

    await page.getByRole('button', { name: iconLabel('重置') }).click();
    await page.getByLabel('关键词', { exact: true }).fill('前海云帆');
    await page.getByRole('button', { name: iconLabel('查询') }).click();
    await expect(rows).toHaveCount(1);
    await expect(qianhai).toContainText('待跟进');

    // Closing asks first, in the confirm dialog's width.
    await qianhai.getByRole('button', { name: iconLabel('关闭') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确定关闭该需求吗？' });
    expect(await settledWidth(confirm, 150)).toBe(464);
    await confirm.getByRole('button', { name: iconLabel('取消') }).click();
    await expect(confirm).toBeHidden();
    await expect(qianhai).toContainText('待跟进');
  });

  test('a province administrator sees only its province and gets the export after approval', async ({
    page,
    request,
  }) => {
    await logIn(page, 'gd_admin', ADMIN_PASSWORD);
    await page.goto('/admin/market-demand');
    const rows = rowsOf(page, '市场需求列表');
    await expect(rows.filter({ hasText: '广州南沙港航物流有限公司' })).toBeVisible();
    const places = await rows.locator('td:nth-child(5)').allInnerTexts();
    expect(places.length).toBeGreaterThanOrEqual(6);
    for (const place of places) expect(place).toMatch(/^广东/);
    await expect(rows.filter({ hasText: '杭州滨江数智制造有限公司' })).toHaveCount(0);

    // Only its own province is offered in the filter.
    await page.getByLabel('所在省份', { exact: true }).click();
    const options = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await expect(options).toHaveText(['广东']);
    await page.keyboard.press('Escape');

    // Without the data-export permission: the prompt, then the application.
    await page.goto('/admin/market-demand?status=0');
    await page.getByRole('button', { name: iconLabel('导出') }).click();
    const prompt = page.getByRole('dialog').filter({ hasText: '非常抱歉，您暂未获得数据导出许可' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: '申请导出权限' }).click();
    const apply = page.getByRole('dialog').filter({ hasText: '申请数据导出权限' });
    await expect(apply).toBeVisible();
    await apply.getByRole('button', { name: '获取验证码' }).click();
    await expect(apply.getByRole('button', { name: /\d+秒后重新获取/ })).toBeVisible();

    const admin = { UserToken: await apiToken(request, 'admin', ADMIN_PASSWORD) };
    const code = await newestSmsCode(request, '13800000002');
    await apply.getByLabel('验证码').fill(code);
    await apply.getByRole('button', { name: /提交申请/ }).click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: '申请已提交' }),
    ).toBeVisible();

    // The national administrator approves it.
    const applications = await apiCall<{ data: { id: number; loginAccount: string }[] }>(
      request,
      'GET',
      'user/vault/applications?status=0&pageSize=50',
      admin,
    );
    const mine = applications.data.find((a) => a.loginAccount === 'gd_admin');
    expect(mine).toBeTruthy();
    await apiCall(request, 'POST', `user/vault/applications/${mine!.id}/approve`, admin, {});

    // Now the export downloads the .xlsx of the current filters.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: iconLabel('导出') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^市场需求_\d{8}\.xlsx$/);
    await expect(page.getByText(/^已导出 市场需求_\d{8}\.xlsx$/)).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readFile(await download.path()));
    const sheet = workbook.getWorksheet('市场需求')!;
    const values = sheet
      .getSheetValues()
      .slice(2)
      .map((r) => (r as ExcelJS.CellValue[]).slice(1).map(String));
    expect(values.length).toBeGreaterThan(0);
    for (const r of values) {
      expect(r[0]).toMatch(/^XQ\d{14}$/);
      expect(r[3]).toMatch(/^广东/);
      expect(r[11]).toBe('待跟进');
    }
    const tianhe = values.find((r) => r[2] === '广州天河智慧楼宇运营有限公司');
    // The file carries the full phone number, the list the masked one.
    expect(tianhe?.[7]).toBe('18620017788');
    expect(tianhe?.[10]).toBe('在线咨询');
  });
});

test.describe('back office: industries', () => {
  test('a new industry reaches the /solution tabs only once it has a published solution', async ({
    page,
    request,
  }) => {
    const name = `智慧水务${String(Date.now()).slice(-4)}`;
    await logIn(page, 'editor', EDITOR_PASSWORD);
    await page.goto('/admin/content/industry');
    const industries = rowsOf(page, '行业列表');
    await expect(industries.filter({ hasText: '智慧港口' })).toContainText('平台内置');

    await page.getByRole('button', { name: /新增行业/ }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '新增行业' });
    await drawer.getByLabel('行业名称', { exact: true }).fill(name);
    await drawer.getByPlaceholder('/images/… 或 https://…').fill('/images/industry/energy.svg');
    await expect(drawer.locator('img[src="/images/industry/energy.svg"]')).toBeVisible();
    await drawer.getByLabel('行业简介').fill('供水管网监测与泵站远程控制，漏损早发现。');
    await drawer.getByLabel('排序号').fill('900');
    await drawer.getByRole('button', { name: iconLabel('保存') }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    await page.getByLabel('关键词', { exact: true }).fill(name);
    await page.getByRole('button', { name: iconLabel('查询') }).click();
    const row = industries.filter({ hasText: name });
    await expect(row).toContainText('供水管网监测');
    const industryId = (await row.locator('td:nth-child(3)').innerText()).trim();
    expect(industryId).toMatch(/^ind_[0-9a-f]{12}$/);

    // A scene of the new industry, added in the second tab.
    await page.getByRole('tab', { name: '应用场景' }).click();
    await page.getByRole('button', { name: /新增场景/ }).click();
    const sceneDrawer = page.getByRole('dialog').filter({ hasText: '新增应用场景' });
    await sceneDrawer.getByLabel('场景名称', { exact: true }).fill('泵站远程控制');
    await choose(page, '所属行业', name, { scope: sceneDrawer, search: true });
    await sceneDrawer.getByRole('button', { name: iconLabel('保存') }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(rowsOf(page, '应用场景列表').filter({ hasText: '泵站远程控制' })).toContainText(
      name,
    );

    // No solution yet: the portal's industry tabs leave it out.
    await page.goto('/solution');
    const tabs = page.getByRole('navigation', { name: '行业导航' }).getByRole('link');
    await expect(tabs.filter({ hasText: '智慧港口' })).toBeVisible();
    await expect(tabs.filter({ hasText: name })).toHaveCount(0);

    // A published solution of that industry (saved, authorised and published through the API).
    const token = await apiToken(request, 'editor', EDITOR_PASSWORD);
    const { securityToken } = await apiCall<{ securityToken: string }>(
      request,
      'GET',
      'sm/content/securityToken',
      { UserToken: token },
    );
    const gate = (operCode: string) => ({ UserToken: token, securityToken, operCode });
    const solution = await apiCall<{ pkId: number }>(
      request,
      'POST',
      'sm/content/manager',
      gate('SOLUTION_ADD'),
      { methodName: `${name}管网监测方案`, trade: industryId },
    );
    await apiCall(
      request,
      'GET',
      `sm/content/manager/authorize?id=${solution.pkId}&authorized=1`,
      gate('PUBLISH'),
    );
    await apiCall(
      request,
      'GET',
      `sm/content/manager/updateStats?id=${solution.pkId}&status=1`,
      gate('PUBLISH'),
    );

    await page.goto('/solution');
    await expect(tabs.filter({ hasText: name })).toBeVisible();
    await tabs.filter({ hasText: name }).click();
    await expect(page.locator(`section[id="${industryId}"]`)).toContainText(`${name}管网监测方案`);
    await expect(page.locator(`section[id="${industryId}"]`)).toContainText('供水管网监测');
  });
});

test.describe('back office on a phone', () => {
  test('the three screens fit the width; their tables scroll on their own @phone', async ({
    page,
  }) => {
    await logIn(page, 'admin', ADMIN_PASSWORD);
    for (const [url, table] of [
      ['/admin/market-demand', '市场需求列表'],
      ['/admin/content/faq', '智能客服问答列表'],
      ['/admin/content/industry', '行业列表'],
    ] as const) {
      await page.goto(url);
      await expect(rowsOf(page, table).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});
