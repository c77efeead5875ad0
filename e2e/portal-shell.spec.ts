import { expect, test } from '@playwright/test';
import { HOT_PRODUCTS, PRODUCT_FAMILIES, productOf } from '../packages/shared/src/catalogue';

const API = '/unionmallmanage';

test.describe('portal header and footer', () => {
  test('the product mega-menu lists every family and leads to a product page', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '产品', exact: true }).hover();
    const panel = page.locator('#portal-menu-product');
    await expect(panel).toBeVisible();
    for (const family of PRODUCT_FAMILIES) {
      await expect(panel.getByRole('region', { name: family.name })).toBeVisible();
    }
    // /home is prerendered and starts without the router (an island): this first navigation
    // loads it and stays in the page, no reload, and Back returns.
    await page.evaluate(() => Object.assign(window, { pnSamePage: true }));
    await panel.getByRole('link', { name: productOf('RealTime')!.name, exact: true }).click();
    await expect(page).toHaveURL(/\/product\/intro\/RealTime$/);
    await expect(page).toHaveTitle(new RegExp(`^${productOf('RealTime')!.name} - `));
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => 'pnSamePage' in window)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'pnSamePage' in window)).toBe(true);
  });

  test('the case menu opens from the keyboard with the published cases by industry', async ({
    page,
    request,
  }) => {
    const list = await (
      await request.get(`${API}/sm/success/case/list?page=1&pageSize=1000&state=1`)
    ).json();
    const first = list.result.data.find((c: { trade: string }) => c.trade === 'port');
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: '展开客户案例菜单' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#portal-menu-case');
    await expect(panel.getByRole('region', { name: '智慧港口' })).toContainText(first.caseName);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the solution menu links to a solution page', async ({ page, request }) => {
    const list = await (
      await request.get(`${API}/sm/content/manager/list?page=1&pageSize=1000&state=1`)
    ).json();
    const solution = list.result.data[0];
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '行业解决方案', exact: true })
      .hover();
    await page
      .locator('#portal-menu-solution')
      .getByRole('link', { name: solution.methodName })
      .click();
    await expect(page).toHaveURL(/\/solution\/detail\?/);
  });

  test('a pointer resting on a menu before the app takes over the page opens it', async ({
    page,
  }) => {
    // The prerendered header is on screen before the scripts run: hold them until the
    // pointer is on the menu, so no handler sees it arrive.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'commit' });
    const solutions = page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '行业解决方案', exact: true });
    await solutions.hover();
    await expect(page.locator('#portal-menu-solution')).toBeHidden();
    release();
    await expect(page.locator('#portal-menu-solution').getByRole('region').first()).toBeVisible();
  });

  test('the notice strip links to more notices and shows the configured contact lines', async ({
    page,
    request,
  }) => {
    const contact = (await (await request.get(`${API}/user/platform/contactInfo`)).json()).result;
    await page.goto('/home');
    await page.getByRole('button', { name: '联系我们' }).click();
    const popover = page.getByRole('dialog', { name: '联系我们' });
    await expect(popover).toContainText(contact.phone);
    await expect(popover).toContainText(contact.hotline);
    await expect(popover).toContainText(contact.email);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await page.getByRole('link', { name: '更多公告' }).click();
    await expect(page).toHaveURL(/\/news\?tab=notice$/);
  });

  test('the footer has the hot products, the mailbox, the filing line and one demo notice', async ({
    page,
    request,
  }) => {
    const contact = (await (await request.get(`${API}/user/platform/contactInfo`)).json()).result;
    await page.goto('/home');
    const footer = page.locator('footer');
    for (const code of HOT_PRODUCTS) {
      await expect(footer.getByRole('link', { name: productOf(code)!.name })).toBeVisible();
    }
    await expect(footer).toContainText('服务覆盖全国31个省');
    await expect(footer).toContainText(`联系邮箱：${contact.email}`);
    await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    // The test server sets ICP_FILING; the line links to the MIIT filing register.
    await expect(footer.getByRole('link', { name: '京ICP备00000000号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    // The test server runs the demo edition: its notice shows once, and nothing else on the
    // page hedges its copy as 示例.
    expect(contact.demoNotice).toBeTruthy();
    await expect(page.getByText(contact.demoNotice)).toHaveCount(1);
    await expect(page.locator('body')).not.toContainText('示例');
    await footer.getByRole('link', { name: productOf('double')!.name }).click();
    await expect(page).toHaveURL(/\/product\/intro\/double$/);
  });

  test('every portal page has its own title and description', async ({ page }) => {
    const seen = new Set<string>();
    for (const url of [
      '/home',
      '/product/introduce/B1',
      '/solution',
      '/case',
      '/news',
      '/support',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/ - 5G专网运营平台$|^5G专网运营平台$/);
      const title = await page.title();
      expect(seen.has(title), `${url} repeats the title ${title}`).toBe(false);
      seen.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(10);
    }
  });

  test('robots.txt keeps crawlers out of the console and the API', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /control');
    expect(text).toContain('Disallow: /unionmallmanage/');
  });

  test('@phone the notice strip and footer fit a phone screen', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('link', { name: '更多公告' })).toBeVisible();
    await page.getByRole('button', { name: '联系我们' }).click();
    await expect(page.getByRole('dialog', { name: '联系我们' })).toBeVisible();
    await page.locator('footer').scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
