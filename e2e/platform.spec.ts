import fs from 'node:fs';
import { expect, test } from '@playwright/test';

test.describe('platform shell', () => {
  test('/ goes to /home, which shows the portal and the latest notice from the database', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('5G 专网');
    const notice = page.getByLabel('最新公告');
    await expect(notice).toContainText('关于5G专网运营平台11月28日凌晨系统升级维护的公告');
    await expect(notice).toContainText('2026.11.20');
  });

  test('the portal’s first load carries no console or back-office code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/home');
    await expect(page.getByLabel('最新公告')).toBeVisible();
    expect(scripts.some((s) => /\/assets\/home-/.test(s))).toBe(true);
    expect(scripts.filter((s) => /console|admin|dashboard/.test(s))).toEqual([]);
    // ...while the console and back-office chunks do exist in the build.
    const built = fs.readdirSync('apps/web/dist/assets');
    expect(built.some((f) => /^console-layout-.*\.js$/.test(f))).toBe(true);
    expect(built.some((f) => /^dashboard-.*\.js$/.test(f))).toBe(true);
  });

  test('a reload deep in the app is served by the history fallback', async ({ page }) => {
    const res = await page.goto('/home?from=reload');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path shows the 404 page titled in Chinese', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('页面不存在 - 5G专网运营平台');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /首页/ }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('/403 shows the forbidden page', async ({ page }) => {
    await page.goto('/403');
    await expect(page.getByText('抱歉，您没有访问此页面的权限')).toBeVisible();
  });

  test('the console without a session warns and goes to login with the redirect', async ({
    page,
  }) => {
    await page.goto('/control/SIM/manage?status=1');
    await expect(page.getByText('请先进行登录！')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcontrol%2FSIM%2Fmanage%3Fstatus%3D1$/);
  });

  test('a redirect window message navigates to the named route', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByLabel('最新公告')).toBeVisible();
    await page.evaluate(() =>
      window.postMessage({ action: 'redirect', name: 'forbidden' }, window.location.origin),
    );
    await expect(page).toHaveURL(/\/403$/);
  });

  test('navigation scrolls back to the top', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByLabel('最新公告')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('button', { name: /回到顶部|返回顶部/ }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() =>
      window.postMessage({ action: 'redirect', name: 'forbidden' }, window.location.origin),
    );
    await expect(page).toHaveURL(/\/403$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the API documentation renders in the browser', async ({ page }) => {
    await page.goto('/unionmallmanage/docs');
    await expect(page.getByText('5G专网运营平台 API')).toBeVisible();
    await expect(page.getByText('/unionmallmanage/health').first()).toBeVisible();
  });

  test('@phone the portal works on a phone with a menu drawer', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await expect(page.getByRole('dialog').getByText('行业解决方案')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
