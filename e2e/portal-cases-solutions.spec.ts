import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEED_CASES } from '../apps/server/src/db/seed/content/cases';
import { net5gItems, SEED_SOLUTIONS } from '../apps/server/src/db/seed/content/solutions';
import { productHref, productOf } from '../packages/shared/src/catalogue';

const API = '/unionmallmanage';
const EDITOR = { loginAccount: 'editor', password: 'Editor@12345' };

const PUBLISHED_CASES = SEED_CASES.filter((c) => c.state === 1);
const DRAFT_CASE = SEED_CASES.find((c) => c.state === 0)!;
const PUBLISHED_SOLUTIONS = SEED_SOLUTIONS.filter((s) => s.state === 1);
const DRAFT_SOLUTION = SEED_SOLUTIONS.find((s) => s.state === 0)!;
const seededCase = (type: string) => SEED_CASES.find((c) => c.type === type)!;

interface Envelope<T> {
  status: string;
  result: T;
}

/** The editor's token, for reading drafts through the API. */
async function editorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/user/account/common/login`, { data: EDITOR });
  const body = (await res.json()) as Envelope<{ token: string }>;
  expect(body.status).toBe('0');
  return body.result.token;
}

/** The id of the draft named `name` in a content list, read as the editor. */
async function draftId(request: APIRequestContext, list: string, name: string): Promise<number> {
  const res = await request.get(`${API}/${list}`, {
    params: { page: 1, pageSize: 100, state: 0 },
    headers: { UserToken: await editorToken(request) },
  });
  const body = (await res.json()) as Envelope<{
    data: { pkId: number; name?: string; methodName?: string; state: number }[];
  }>;
  const row = body.result.data.find((r) => (r.name ?? r.methodName) === name);
  expect(row?.state).toBe(0);
  return row!.pkId;
}

async function logInAsEditor(page: Page) {
  await page.getByLabel('账号', { exact: true }).fill(EDITOR.loginAccount);
  await page.getByLabel('密码', { exact: true }).fill(EDITOR.password);
  await page.getByRole('button', { name: /登\s?录$/ }).click();
}

function caseList(page: Page) {
  return page.getByRole('list', { name: '客户案例列表' });
}

function caseNames(page: Page) {
  return caseList(page).getByRole('heading', { level: 3 });
}

test.describe('industry solutions', () => {
  test('/solution has a section for every industry with a solution, and cards open the detail', async ({
    page,
  }) => {
    await page.goto('/solution');
    await expect(page).toHaveTitle(/^行业解决方案 - /);
    const tabs = page.getByRole('navigation', { name: '行业导航' });
    for (const trade of new Set(PUBLISHED_SOLUTIONS.map((s) => s.trade))) {
      const section = page.locator(`section#${trade}`);
      await expect(section).toHaveCount(1);
      await expect(tabs.locator(`a[href="#${trade}"]`)).toHaveCount(1);
      for (const solution of PUBLISHED_SOLUTIONS.filter((s) => s.trade === trade)) {
        await expect(section.getByRole('heading', { name: solution.methodName })).toBeVisible();
      }
    }
    await expect(page.getByText(DRAFT_SOLUTION.methodName)).toHaveCount(0);

    const port = PUBLISHED_SOLUTIONS.find((s) => s.trade === 'port')!;
    await page
      .locator('section#port')
      .getByRole('link', { name: new RegExp(port.methodName) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/solution/detail\\?type=${port.type}&id=\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(port.methodName);
    await expect(page).toHaveTitle(`${port.methodName} - 5G专网运营平台`);
  });

  test('/solution#port brings the port section into view', async ({ page }) => {
    await page.goto('/solution#port');
    await expect(page.locator('#port-title')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('a solution page shows its sections, the 5G capabilities it uses, its cases and its industry applications', async ({
    page,
    request,
  }) => {
    const grid = SEED_SOLUTIONS.find((s) => s.type === 'gridSlicing')!;
    await page.goto(`/solution/detail?type=${grid.type}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(grid.methodName);
    const tabs = page.getByRole('navigation', { name: '方案目录' }).getByRole('link');
    await expect(tabs).toHaveText([
      '行业痛点',
      '解决方案',
      '5G能力',
      '应用场景',
      '客户案例',
      '行业应用',
    ]);

    await tabs.filter({ hasText: '5G能力' }).click();
    await expect(page).toHaveURL(/#network$/);
    const capabilities = page.locator('#network li');
    const expected = net5gItems(grid.net5g);
    await expect(capabilities).toHaveCount(expected.length);
    for (const [index, item] of expected.entries()) {
      await expect(capabilities.nth(index)).toContainText(item.checked ? '方案采用' : '按需叠加');
    }
    for (const scene of grid.appScenes) {
      await expect(page.locator('#scenes').getByText(scene.title)).toBeVisible();
    }

    // The published market applications of the solution's industry, and the way to all of them.
    const apps = (
      (await (
        await request.get(`${API}/sm/application/portal/list`, {
          params: { industryId: grid.trade, page: 1, pageSize: 8 },
        })
      ).json()) as Envelope<{ data: { applicationName: string }[]; total: number }>
    ).result;
    expect(apps.total).toBeGreaterThan(0);
    const applications = page.locator('#applications');
    for (const app of apps.data) {
      await expect(
        applications.getByRole('link', { name: app.applicationName, exact: true }),
      ).toBeVisible();
    }
    await expect(
      applications.getByRole('link', { name: `查看全部 ${apps.total} 个应用 →` }),
    ).toHaveAttribute('href', `/application?trade=${grid.trade}`);

    const customer = grid.customerCases[0]!;
    await page
      .locator('#customers')
      .getByRole('link', { name: new RegExp(customer.title) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${customer.url.replace(/[?]/g, '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer.title);
  });

  test('an unknown solution shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/solution/detail?id=987654');
    await expect(page.getByText('解决方案不存在或未发布')).toBeVisible();
    await page.getByRole('link', { name: '返回行业解决方案' }).click();
    await expect(page).toHaveURL(/\/solution$/);
  });
});

test.describe('customer cases', () => {
  test('/case lists every published case, and the industry filter narrows it via the URL', async ({
    page,
  }) => {
    await page.goto('/case');
    await expect(page).toHaveTitle(/^客户案例 - /);
    await expect(caseNames(page)).toHaveCount(PUBLISHED_CASES.length);
    expect(PUBLISHED_CASES).toHaveLength(14);
    for (const seeded of PUBLISHED_CASES) {
      await expect(caseNames(page).filter({ hasText: seeded.name })).toHaveCount(1);
    }
    await expect(page.getByText(DRAFT_CASE.name)).toHaveCount(0);

    const filter = page.getByRole('navigation', { name: '按行业筛选' });
    const port = filter.getByRole('link', { name: /智慧港口/ });
    await port.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/case\?trade=port(#|$)/);
    await expect(port).toHaveAttribute('aria-current', 'true');
    const portCases = PUBLISHED_CASES.filter((c) => c.trade === 'port').map((c) => c.name);
    await expect(caseNames(page)).toHaveText(portCases);

    // The filtered address can be shared.
    await page.goto('/case?trade=manufacturing');
    const factories = PUBLISHED_CASES.filter((c) => c.trade === 'manufacturing');
    await expect(caseNames(page)).toHaveCount(factories.length);
    await filter.getByRole('link', { name: /全部/ }).click();
    await expect(page).toHaveURL(/\/case(#case-list)?$/);
    await expect(caseNames(page)).toHaveCount(PUBLISHED_CASES.length);
  });

  test('a case card opens its page, whose service links lead to the products', async ({ page }) => {
    const port = seededCase('smartPort');
    await page.goto('/case');
    await caseList(page)
      .getByRole('link', { name: new RegExp(port.name) })
      .click();
    await expect(page).toHaveURL(/\/case\/detail\?type=smartPort&id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(port.name);
    await expect(page).toHaveTitle(`${port.name} - 5G专网运营平台`);
    // A new page scrolls smoothly to the top: a click during that scroll can miss its link.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('navigation', { name: '案例目录' }).getByRole('link')).toHaveText([
      '项目背景',
      '业务需求',
      '解决方案',
      '服务内容',
      '项目价值',
    ]);
    for (const need of port.businessNeeds) {
      await expect(page.locator('#needs').getByRole('heading', { name: need.title })).toBeVisible();
    }

    const service = port.serviceContent[0]!;
    const product = productOf(service.code)!;
    await page
      .locator('#services')
      .getByRole('link', { name: new RegExp(product.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${productHref(service.code)!}$`));
  });

  test('/case/detail?type= works by type and suggests cases of the same industry', async ({
    page,
  }) => {
    const port = seededCase('smartPort');
    await page.goto('/case/detail?type=smartPort');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(port.name);
    await expect(page.locator('#background')).toContainText(port.background.slice(0, 20));
    const others = PUBLISHED_CASES.filter((c) => c.trade === port.trade && c !== port);
    const related = page.getByRole('list', { name: '同行业案例' }).getByRole('heading');
    await expect(related).toHaveText(others.slice(0, 4).map((c) => c.name));
  });

  test('an unknown case shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/case/detail?id=987654');
    await expect(page.getByText('案例不存在或未发布')).toBeVisible();
    await expect(page).toHaveTitle(/^案例不存在 - /);
    await page.getByRole('link', { name: '返回客户案例' }).click();
    await expect(page).toHaveURL(/\/case$/);
  });

  test('@phone /case and the detail pages fit a phone screen', async ({ page }) => {
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto('/case');
    await expect(caseNames(page)).toHaveCount(PUBLISHED_CASES.length);
    expect(await overflow()).toBeLessThanOrEqual(1);

    const port = seededCase('smartPort');
    await page.goto('/case/detail?type=smartPort');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(port.name);
    expect(await overflow()).toBeLessThanOrEqual(1);

    const solution = PUBLISHED_SOLUTIONS[0]!;
    await page.goto(`/solution/detail?type=${solution.type}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution.methodName);
    expect(await overflow()).toBeLessThanOrEqual(1);
  });
});

test.describe('back-office previews', () => {
  test('a preview without a session goes to login', async ({ page }) => {
    await page.goto('/customerCasePreview?id=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2FcustomerCasePreview%3Fid%3D1$/);
    await page.goto('/industrySolutionPreview?id=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2FindustrySolutionPreview%3Fid%3D1$/);
  });

  test('the editor previews a draft case without the portal frame', async ({ page, request }) => {
    const id = await draftId(request, 'sm/success/case/list', DRAFT_CASE.name);
    // The public portal does not show the draft.
    await page.goto(`/case/detail?id=${id}`);
    await expect(page.getByText('案例不存在或未发布')).toBeVisible();

    await page.goto(`/customerCasePreview?id=${id}`);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logInAsEditor(page);
    await expect(page).toHaveURL(new RegExp(`/customerCasePreview\\?id=${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_CASE.name);
    await expect(page.getByText('预览模式 · 草稿')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    await expect(page.locator('#background')).toContainText(DRAFT_CASE.background.slice(0, 12));

    // Opened directly (not by the back office), closing goes to the case editors' list.
    await page.getByRole('button', { name: '关闭预览' }).click();
    await expect(page).toHaveURL(/\/admin\/content\/case$/);
  });

  test('the editor previews a draft solution without the portal frame', async ({
    page,
    request,
  }) => {
    const id = await draftId(request, 'sm/content/manager/list', DRAFT_SOLUTION.methodName);
    await page.goto(`/industrySolutionPreview?id=${id}`);
    await logInAsEditor(page);
    await expect(page).toHaveURL(new RegExp(`/industrySolutionPreview\\?id=${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_SOLUTION.methodName);
    await expect(page.getByText('预览模式 · 草稿')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    for (const need of DRAFT_SOLUTION.businessNeeds) {
      await expect(page.locator('#needs').getByRole('heading', { name: need.title })).toBeVisible();
    }
  });
});
