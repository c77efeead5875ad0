import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const API = '/unionmallmanage';

/** Published news of the seed (apps/server/src/db/seed/content/news.ts), newest first. */
const PUBLISHED = [
  '平台“成功案例”与“行业解决方案”专区全新上线',
  '5G-A通感一体：一张网同时“通信”与“看见”低空',
  'RedCap轻量化5G进入规模应用阶段',
  '从虚拟专网到独立专网：工业5G专网的三种建网方式',
  '数字看5G专网：规模持续扩大，模组价格大幅下降',
  '上海地铁实现全网5G覆盖',
  '无源物联：让不带电池的标签也能联网',
  '确定性网络走进工厂车间',
];
const DRAFT = '双域专网在高校的应用实践（草稿）';
const WITHDRAWN = '关于5G快线资费说明的更正（已撤回）';
/** Published, but released a month after seeding. */
const SCHEDULED = '平台年度服务升级预告';

/** The seeded portal notice (apps/server/src/db/seed/demo-data.ts). */
const NOTICE_TITLE = '关于5G专网运营平台11月28日凌晨系统升级维护的公告';

interface Envelope<T> {
  status: string;
  result: T;
}

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}/${path}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Envelope<T>).result;
}

function newsList(page: Page) {
  return page.getByRole('list', { name: '新闻资讯列表' });
}

function newsTitles(page: Page) {
  return newsList(page).getByRole('heading', { level: 3 });
}

test.describe('portal news, notices and support', () => {
  test('/news lists the published news, newest first, and nothing unpublished', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(page).toHaveTitle(/^新闻资讯 - /);
    await expect(page.getByRole('tab', { name: '新闻资讯', selected: true })).toBeVisible();
    for (const title of PUBLISHED) {
      await expect(newsTitles(page).filter({ hasText: title })).toHaveCount(1);
    }
    // Newest first: the seeded items keep their release order.
    const titles = await newsTitles(page).allTextContents();
    expect(titles.filter((t) => PUBLISHED.includes(t))).toEqual(PUBLISHED);
    for (const hidden of [DRAFT, WITHDRAWN, SCHEDULED]) {
      await expect(page.getByText(hidden)).toHaveCount(0);
    }
    const latest = newsList(page).getByRole('listitem').filter({ hasText: PUBLISHED[0]! });
    await expect(latest.locator('time')).toHaveText('2026-11-18');
    await expect(latest).toContainText('来源：5G专网运营平台');
  });

  test('the pager follows the server total and keeps its place in the URL', async ({
    page,
    request,
  }) => {
    const { total } = await apiGet<{ total: number }>(
      request,
      'sm/newsinsight/portal/list?page=1&pageSize=1',
    );
    expect(total).toBeGreaterThanOrEqual(PUBLISHED.length);
    await page.goto('/news');
    await expect(page.getByText(`共 ${total} 条`)).toBeVisible();
    await expect(newsList(page).getByRole('listitem')).toHaveCount(Math.min(total, 10));

    if (total > 10) {
      await page.locator('.ant-pagination-item-2').click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(newsList(page).getByRole('listitem')).toHaveCount(Math.min(total - 10, 10));
      await page.goBack();
      await expect(page).toHaveURL(/\/news$/);
    }

    // The size changer: 20 per page is reflected in the URL and survives a reload.
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    await expect(page).toHaveURL(/[?&]pageSize=20(&|$)/);
    await expect(newsList(page).getByRole('listitem')).toHaveCount(Math.min(total, 20));
    await page.reload();
    await expect(page.locator('.ant-pagination-options')).toContainText('20 条/页');
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('.ant-pagination-options')).toContainText('10 条/页');
  });

  test('a keyword narrows the list, and a keyword matching nothing says so', async ({ page }) => {
    await page.goto('/news');
    await expect(newsTitles(page).first()).toBeVisible();
    const search = page.getByLabel('搜索新闻资讯');
    await search.fill('RedCap');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]keyword=RedCap(&|$)/);
    await expect(newsTitles(page)).toHaveText(['RedCap轻量化5G进入规模应用阶段']);
    await expect(page.getByText('共 1 条')).toBeVisible();

    await search.fill('不存在的关键词');
    await search.press('Enter');
    await expect(page.getByText('未找到与“不存在的关键词”相关的资讯')).toBeVisible();

    // Back restores the previous search, box included.
    await page.goBack();
    await expect(newsTitles(page)).toHaveText(['RedCap轻量化5G进入规模应用阶段']);
    await expect(search).toHaveValue('RedCap');
  });

  test('a card opens the article with its body and more news', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('link', { name: '上海地铁实现全网5G覆盖' }).click();
    await expect(page).toHaveURL(/\/newsDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('上海地铁实现全网5G覆盖');
    await expect(page).toHaveTitle('上海地铁实现全网5G覆盖 - 5G专网运营平台');
    // The HTML body from the seed, rendered as paragraphs.
    const article = page.getByRole('article', { name: '上海地铁实现全网5G覆盖' });
    await expect(article.locator('p').first()).toContainText('21条线路、896公里和517座车站');
    await expect(article.locator('p')).toHaveCount(2);
    const crumbs = page.getByRole('navigation', { name: '面包屑' });
    await expect(crumbs.getByRole('link', { name: '新闻资讯' })).toHaveAttribute('href', '/news');
    await expect(page.getByText('2026-08-15')).toBeVisible();

    const more = page.getByRole('list', { name: '更多资讯' });
    await expect(more.getByRole('heading', { level: 3 })).toHaveText(PUBLISHED.slice(0, 4));
    await more.getByRole('link', { name: PUBLISHED[1]! }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED[1]!);
  });

  test('each visit of an article counts one view, shown on the article and in the list', async ({
    page,
  }) => {
    const title = PUBLISHED[0]!;
    const viewsIn = async (scope: Locator) => {
      const label = await scope.locator('[aria-label^="阅读 "]').first().getAttribute('aria-label');
      return Number((label ?? '').replace(/[^\d]/g, ''));
    };
    await page.goto('/news');
    const card = newsList(page).getByRole('article').filter({ hasText: title });
    const listed = await viewsIn(card);
    await card.getByRole('link', { name: title }).click();
    const banner = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 1, name: title }) });
    await expect(banner.locator(`[aria-label="阅读 ${listed + 1} 次"]`)).toBeVisible();

    // Back to the list, which shows the count of that read; opening the article again is
    // another view.
    await page
      .getByRole('navigation', { name: '面包屑' })
      .getByRole('link', { name: '新闻资讯' })
      .click();
    await expect(card.locator(`[aria-label="阅读 ${listed + 1} 次"]`)).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(banner.locator(`[aria-label="阅读 ${listed + 2} 次"]`)).toBeVisible();
    expect(await viewsIn(banner)).toBe(listed + 2);
  });

  test('an invalid or unknown id shows the not-found state with a way back', async ({ page }) => {
    for (const id of ['abc', '99999999']) {
      await page.goto(`/newsDetail?id=${id}`);
      await expect(page.getByText('资讯不存在或已下线')).toBeVisible();
    }
    await page.getByRole('link', { name: '返回新闻资讯' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(newsTitles(page).first()).toBeVisible();
  });

  test('/news?tab=notice lists the published notice and discloses its text', async ({ page }) => {
    await page.goto('/news?tab=notice');
    await expect(page.getByRole('tab', { name: '平台公告', selected: true })).toBeVisible();
    await expect(page).toHaveTitle(/^平台公告 - /);
    const toggle = page.getByRole('button', { name: new RegExp(NOTICE_TITLE) });
    await expect(toggle).toContainText('2026.11.20');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = page.getByText('2026年11月28日00:00至04:00进行系统升级');
    await expect(text).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(text).toBeVisible();

    await page.getByRole('tab', { name: '新闻资讯' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(newsTitles(page).first()).toBeVisible();
  });

  test('/support shows the FAQ topics and the contact lines from the server', async ({
    page,
    request,
  }) => {
    const contact = await apiGet<{ phone: string; hotline: string; email: string | null }>(
      request,
      'user/platform/contactInfo',
    );
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务与支持');
    const faq = page.locator('#faq');
    for (const topic of [
      '产品咨询',
      '订购办理',
      '物联网卡与终端',
      '资费与账单',
      '控制台与账号',
      '网络与数据安全',
    ]) {
      await expect(faq.getByRole('heading', { level: 3, name: topic })).toBeVisible();
    }
    const question = faq.getByText('一台 5G快线网关可以接入多少台设备？');
    await question.click();
    await expect(faq.getByText('建议接入不超过 15 台小流量设备')).toBeVisible();

    const section = page.locator('#contact');
    await expect(section.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(section.getByRole('link', { name: contact.hotline })).toBeVisible();
    if (contact.email) {
      await expect(section.getByRole('link', { name: contact.email })).toHaveAttribute(
        'href',
        `mailto:${contact.email}`,
      );
    }
  });

  test('/support#contact lands on the contact section', async ({ page }) => {
    await page.goto('/support#contact');
    await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('the footer link reaches the contact section', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').locator('a[href="/support#contact"]').click();
    await expect(page).toHaveURL(/\/support#contact$/);
    await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('@phone an article fits the phone screen', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('link', { name: PUBLISHED[1]! }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED[1]!);
    await expect(page.getByRole('list', { name: '更多资讯' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
  });

  test('@phone the news list and support page fit the phone screen', async ({ page }) => {
    for (const path of ['/news', '/news?tab=notice', '/support']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(1);
    }
  });
});
