import { expect, test } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  CAPTCHA_ANSWER,
  fillDemand,
  iconLabel,
  logIn,
  shenzhenNanshan,
  toast,
} from './support';

test('a product page’s 咨询专家 leaves a demand about the product, which an administrator follows up', async ({
  page,
  request,
}) => {
  const path = await shenzhenNanshan(request);
  const company = `深圳湾区智能装备 ${Date.now().toString(36)}`;

  // The portal: the consult button opens the demand dialog about this product.
  const html = await (await request.get('/product/introduce/B1')).text();
  expect(html).toMatch(/<template id="pn-warm-advice">(<link [^>]*>)*?<link [^>]*\/advice-dialog-/);
  await page.goto('/product/introduce/B1');
  // Idle time fetches the dialog's code without running it: the build's preload links move
  // into the head (vite.config.ts, WARM_MODULES), and the click below runs that code.
  await expect(page.locator('#pn-warm-advice')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('head link[rel="modulepreload"][href*="/advice-dialog-"]')).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: '咨询专家' }).click();
  const dialog = page.getByRole('dialog', { name: '需求咨询' });
  await expect(dialog.getByText('咨询产品：优享模式', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('其他需求')).toHaveValue('关于“优享模式”：');
  await fillDemand(page, dialog, company, path, null);
  // The seeded text stays editable: the visitor goes on from it.
  const demand = dialog.getByLabel('其他需求');
  await demand.press('ControlOrMeta+End');
  await demand.pressSequentially('约 300 台 AGV 接入，希望月内开通。');
  await dialog.getByLabel('图片验证码').fill(CAPTCHA_ANSWER);
  await dialog.getByRole('button', { name: /提\s?交/ }).click();
  const done = toast(page, /^提交成功！您的需求编号为 XQ\d{14}，/);
  await expect(done).toBeVisible();
  const refNo = /XQ\d{14}/.exec(await done.innerText())![0];
  await expect(dialog).toBeHidden();

  // The back office: the demand with its number and source, followed up with a note.
  await logIn(page, 'admin', ADMIN_PASSWORD);
  await page.goto(`/admin/market-demand?sourceKind=product&keyword=${refNo}`);
  const row = page
    .getByRole('table', { name: '市场需求列表' })
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: refNo });
  await expect(row).toContainText(company);
  await expect(row).toContainText('产品优享模式');
  await expect(row).toContainText('关于“优享模式”：约 300 台 AGV 接入，希望月内开通。');
  await expect(row).toContainText('待跟进');

  await row.getByRole('button', { name: iconLabel('跟进') }).click();
  const follow = page.getByRole('dialog').filter({ hasText: '跟进需求' });
  await expect(follow).toContainText(`${company}（${refNo}）`);
  await follow.getByRole('button', { name: iconLabel('确定') }).click();
  await expect(follow.getByText('请填写跟进记录')).toBeVisible();
  await follow.getByLabel('跟进记录').fill('已电话联系客户，约定周三现场勘察。');
  await follow.getByLabel('跟进人', { exact: true }).fill('陈伟');
  await follow.getByLabel('跟进人手机号').fill('13923456781');
  await follow.getByRole('button', { name: iconLabel('确定') }).click();
  await expect(toast(page, '跟进已记录')).toBeVisible();
  await expect(follow).toBeHidden();
  await expect(row).toContainText('跟进中');
  await expect(row).toContainText('跟进人：陈伟');

  await row.getByRole('button', { name: '展开行' }).click();
  const history = page.getByRole('region', { name: `${refNo} 的跟进记录` });
  await expect(history).toContainText('已电话联系客户，约定周三现场勘察。');
  await expect(history).toContainText('139****6781');
  await expect(history).toContainText('操作人：张国栋（admin）');
});

test('the consult buttons of cases, solutions, applications and support say what the demand is about', async ({
  page,
}) => {
  const dialog = page.getByRole('dialog', { name: '需求咨询' });
  const consult = async (button: string, subject: string | null) => {
    await page.getByRole('button', { name: button }).first().click();
    await expect(dialog.getByLabel('企业名称')).toBeVisible();
    if (subject) await expect(dialog.getByText(subject, { exact: true })).toBeVisible();
    else await expect(dialog.getByText(/^(咨询产品|咨询方案|参考案例|咨询应用)：/)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  const title = (level: 1 | 2) =>
    page.getByRole('main').getByRole('heading', { level }).first().innerText();

  await page.goto('/case/detail?type=smartPort');
  await consult('咨询类似方案', `参考案例：${await title(1)}`);

  await page.goto('/solution');
  await page.locator('main a[href*="/solution/detail"]').first().click();
  await expect(page).toHaveURL(/\/solution\/detail/);
  await consult('咨询该方案', `咨询方案：${await title(1)}`);

  await page.goto('/application');
  await page.locator('main a[href*="/application/detail"]').first().click();
  await expect(page).toHaveURL(/\/application\/detail/);
  await consult('咨询该应用', `咨询应用：${await title(2)}`);

  await page.goto('/support');
  await consult('提交需求', null);
});
