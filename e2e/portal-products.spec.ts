import { expect, test, type Page } from '@playwright/test';
import {
  PRODUCT_FAMILIES,
  PRODUCT_INTRO_NAMES,
  PRODUCT_INTRODUCE_TYPES,
  productOf,
} from '../packages/shared/src/catalogue';

function nameOf(code: string): string {
  const product = productOf(code);
  if (!product) throw new Error(`unknown product ${code}`);
  return product.name;
}

async function openProduct(page: Page, path: string, code: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(code));
}

test.describe('portal product pages', () => {
  test('every /product/introduce/{type} shows its product', async ({ page }) => {
    for (const type of PRODUCT_INTRODUCE_TYPES) {
      await test.step(type, async () => {
        await openProduct(page, `/product/introduce/${type}`, type);
        await expect(page).toHaveTitle(`${nameOf(type)} - 5G专网运营平台`);
        await expect(page.locator('#overview')).toBeVisible();
      });
    }
  });

  test('every /product/intro/{name} shows its product', async ({ page }) => {
    for (const name of PRODUCT_INTRO_NAMES) {
      await test.step(name, async () => {
        await openProduct(page, `/product/intro/${name}`, name);
        await expect(page).toHaveTitle(`${nameOf(name)} - 5G专网运营平台`);
        await expect(page.locator('#related')).toBeAttached();
      });
    }
  });

  test('a code that is not valid for its route, and a bare /product/intro, show the 404 page', async ({
    page,
  }) => {
    const invalid = [
      '/product/introduce/A7',
      '/product/introduce/B1A2',
      '/product/introduce/nope',
      '/product/intro/B1',
      '/product/intro/nope',
      '/product/intro',
    ];
    for (const path of invalid) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveTitle('页面不存在 - 5G专网运营平台');
        await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      });
    }
  });

  test('the tab bar scrolls to its section and marks the tab', async ({ page }) => {
    await openProduct(page, '/product/introduce/B1', 'B1');
    const tabBar = page.getByRole('navigation', { name: '产品页导航' });
    await expect(tabBar.getByRole('link')).toHaveText([
      '产品概述',
      '核心能力',
      '典型指标',
      '应用场景',
      '常见问题',
      '相关产品',
    ]);
    const scenarios = page.locator('#scenarios');
    await expect(scenarios).not.toBeInViewport();
    const tab = tabBar.getByRole('link', { name: '应用场景' });
    await tab.click();
    await expect(scenarios).toBeInViewport();
    await expect(tab).toHaveAttribute('aria-current', 'location');
    await expect(page).toHaveURL(/\/product\/introduce\/B1#scenarios$/);

    await tabBar.getByRole('link', { name: '典型指标' }).click();
    await expect(page.locator('#metrics')).toBeInViewport();
    await expect(page.getByText('以上为典型值，实际指标以现场勘测与合同约定为准')).toBeVisible();
  });

  test('an orderable product links to its order page; every product asks the experts', async ({
    page,
  }) => {
    await openProduct(page, '/product/introduce/A1', 'A1');
    await expect(page.getByRole('link', { name: '立即订购' })).toHaveAttribute(
      'href',
      '/product/order/A1',
    );
    // 咨询专家 opens the demand dialog about the product (lead-capture.spec.ts submits one).
    await page.getByRole('button', { name: '咨询专家' }).click();
    const dialog = page.getByRole('dialog', { name: '需求咨询' });
    await expect(dialog.getByText('咨询产品：业务加速', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openProduct(page, '/product/introduce/B1', 'B1');
    await expect(page.getByRole('button', { name: '咨询专家' })).toBeVisible();
    await expect(page.getByRole('link', { name: '立即订购' })).toHaveCount(0);
  });

  test('a combination package lists and links its components', async ({ page }) => {
    await openProduct(page, '/product/intro/B2A2A4A5', 'B2A2A4A5');
    const components = page.getByRole('list', { name: '套餐组成产品列表' });
    for (const code of productOf('B2A2A4A5')?.components ?? []) {
      await expect(components.getByRole('link', { name: new RegExp(nameOf(code)) })).toBeVisible();
    }
    await components.getByRole('link', { name: new RegExp(nameOf('A5')) }).click();
    await expect(page).toHaveURL(/\/product\/introduce\/A5$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('A5'));
  });

  test('related product cards are tagged by category in Chinese, not by product code', async ({
    page,
  }) => {
    await openProduct(page, '/product/introduce/Line', 'Line');
    const related = page.getByRole('list', { name: '相关产品列表' });
    const linked = related.getByRole('link', { name: new RegExp(nameOf('Linked')) });
    await expect(linked).toContainText('专网类型');
    const terminal = related.getByRole('link', { name: new RegExp(nameOf('DataCollect')) });
    await expect(terminal).toContainText('融合产品 · 终端');
    for (const code of ['Linked', 'DataCollect', 'B1', 'A7']) {
      await expect(related).not.toContainText(code);
    }
  });

  test('a related product card opens that product', async ({ page }) => {
    await openProduct(page, '/product/introduce/B2', 'B2');
    const card = page.getByRole('list', { name: '相关产品列表' }).getByRole('link').first();
    const href = (await card.getAttribute('href')) ?? '';
    const code = href.split('/').pop() ?? '';
    await expect(card).toHaveAccessibleName(new RegExp(nameOf(code)));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(code));
  });

  test('the family switcher moves between the products of one family by keyboard', async ({
    page,
  }) => {
    const prefer = PRODUCT_FAMILIES.find((f) => f.key === 'prefer');
    await openProduct(page, '/product/introduce/A1', 'A1');
    const switcher = page.getByRole('navigation', { name: `${prefer?.name}产品` });
    await expect(switcher.getByRole('link')).toHaveText((prefer?.products ?? []).map(nameOf));
    await expect(switcher.getByRole('link', { name: nameOf('A1') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await switcher.getByRole('link', { name: nameOf('A7') }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/intro\/A7$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf('A7'));
  });

  test('the FAQ is an accordion and the cases link to their detail page', async ({ page }) => {
    await openProduct(page, '/product/introduce/B1', 'B1');
    const faq = page.locator('#faq');
    const second = faq.getByRole('button').nth(1);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');

    const cases = page.getByRole('list', { name: '客户案例列表' }).getByRole('link');
    await expect(cases.first()).toHaveAttribute('href', /^\/case\/detail\?type=\w+$/);
    await cases.first().click();
    await expect(page).toHaveURL(/\/case\/detail\?type=\w+$/);
  });

  test('@phone a product page fits the phone width and keeps its tab bar', async ({ page }) => {
    const pages = [
      { path: '/product/introduce/B1', code: 'B1', switcher: '优享专网产品' },
      { path: '/product/intro/A14', code: 'A14', switcher: '尊享专网产品' },
      { path: '/product/intro/B3A2A4A5', code: 'B3A2A4A5', switcher: '组合套餐产品' },
    ];
    for (const { path, code, switcher } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(code));
        const tabBar = page.getByRole('navigation', { name: '产品页导航' });
        await expect(tabBar).toBeVisible();
        // The switcher row scrolls sideways to show the current product, even the last one.
        await expect(
          page
            .getByRole('navigation', { name: switcher })
            .getByRole('link', { name: nameOf(code) }),
        ).toBeInViewport({ ratio: 0.9 });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expect(tabBar).toBeInViewport();
      });
    }
  });
});
