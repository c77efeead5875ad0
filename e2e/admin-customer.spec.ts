import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, confirmDialog, logIn, toast } from './support';

/**
 * A province's operator adds an enterprise customer with its main account, reads its
 * holdings, and suspends and resumes it, all in its own province.
 */

const NAME = `E2E测试客户${Date.now() % 100000}`;
const OK = /确\s?定/;

test('a province operator adds a customer, reads its holdings, and suspends it', async ({
  page,
}) => {
  await logIn(page, 'gd_admin', ADMIN_PASSWORD);
  await page.goto('/admin/customer');
  await expect(page.getByRole('heading', { name: '客户管理', level: 1 })).toBeVisible();
  // The province's demo customer, with its accounts and cards.
  const demo = page.getByRole('row').filter({ hasText: '深圳市鹏城智能制造有限公司' });
  await demo.getByRole('button', { name: /^查\s?看$/ }).click();
  const detail = page.getByRole('dialog').filter({ hasText: '深圳市鹏城智能制造有限公司' });
  await expect(detail.getByText('在用', { exact: false })).toBeVisible();
  await expect(detail.getByRole('cell', { name: 'pc_sim01' })).toBeVisible();
  await detail.getByRole('button', { name: /Close|关闭/ }).click();

  await page.getByRole('button', { name: '新建客户' }).click();
  const editor = page.getByRole('dialog', { name: '新建客户' });
  await editor.getByRole('button', { name: /保\s?存/ }).click();
  await expect(editor.getByText('请输入企业名称')).toBeVisible();
  await editor.getByLabel('企业名称').fill(NAME);
  await editor
    .getByLabel('统一社会信用代码')
    .fill(`91440300MA5G${String(Date.now() % 1000000).padStart(6, '0')}`);
  await editor.getByLabel('城市', { exact: true }).fill('珠海');
  await editor.getByLabel('城市区号').fill('756');
  await editor.getByLabel('联系人', { exact: true }).fill('韩东');
  await editor.getByLabel('联系人手机号').fill('13823457001');
  await editor.getByLabel('合同开始日期').fill('2026-12-01');
  await editor.getByLabel('合同结束日期').fill('2026-11-01');
  await editor.getByLabel('主账号').fill(`e2e_cust_${Date.now() % 100000}`);
  await editor.getByRole('button', { name: /保\s?存/ }).click();
  await expect(editor.getByText('合同结束日期不能早于开始日期')).toBeVisible();
  await editor.getByLabel('合同结束日期').fill('2029-11-30');
  await editor.getByRole('button', { name: /保\s?存/ }).click();
  await expect(toast(page, '保存成功')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText('广东 珠海');
  await expect(row).toContainText('2026-12-01 ~ 2029-11-30');
  await row.getByRole('button', { name: /^暂\s?停$/ }).click();
  await confirmDialog(page, /暂停客户/)
    .getByRole('button', { name: OK })
    .click();
  await expect(toast(page, '客户已暂停')).toBeVisible();
  await expect(row).toContainText('已暂停');
  await row.getByRole('button', { name: /^恢\s?复$/ }).click();
  await confirmDialog(page, /恢复客户/)
    .getByRole('button', { name: OK })
    .click();
  await expect(row).toContainText('正常');
});
