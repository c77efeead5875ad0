import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, choose, confirmDialog, CUSTOMER, logIn, toast } from './support';

/**
 * A work order from open to closed: the enterprise submits it, the province's operator
 * answers and the enterprise replies in the thread, the operator resolves it, and the
 * enterprise closes it. Each side works in its own browser.
 */

const TITLE = `E2E工单${Date.now() % 100000}`;
const OK = /确\s?定/;

test('a work order goes from open to closed with replies on both sides', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  await page.goto('/control/user/workOrder/list');
  await expect(page.getByRole('heading', { name: '工单管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '提交工单' }).click();
  const dialog = page.getByRole('dialog', { name: '提交工单' });
  // The schema's own messages come first.
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('请选择问题类型')).toBeVisible();
  await choose(page, '问题类型', '物联网卡', { scope: dialog });
  await choose(page, '紧急程度', '高', { scope: dialog });
  await dialog.getByLabel('标题').fill(TITLE);
  await dialog
    .getByLabel('问题描述')
    .fill('一号车间三张卡今天上午起无法建立数据连接，终端已重启仍不行。');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '工单已提交')).toBeVisible();
  await expect(page).toHaveURL(/\/control\/user\/workOrder\/detail\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(page.getByText('待受理')).toBeVisible();
  await expect(page.getByText(/剩余7小时|剩余8小时/)).toBeVisible();

  // The operator of the province answers.
  const opContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const op = await opContext.newPage();
  await logIn(op, 'gd_admin', ADMIN_PASSWORD);
  await op.goto('/admin/work-order');
  await expect(op.getByRole('heading', { name: '客户工单', level: 1 })).toBeVisible();
  const row = op.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('link').first().click();
  await expect(op.getByRole('heading', { name: TITLE })).toBeVisible();
  await op.getByLabel('回复内容').fill('已收到，请提供其中一张卡的ICCID。');
  await op.getByRole('button', { name: '发送回复' }).click();
  await expect(toast(op, '回复已发送')).toBeVisible();
  await expect(op.getByText('处理中')).toBeVisible();

  // The enterprise reads it and replies.
  await page.goto(detailUrl);
  const thread = page.getByTestId('work-order-message');
  await expect(thread.filter({ hasText: '请提供其中一张卡的ICCID' })).toBeVisible();
  await page.getByLabel('回复内容').fill('89860000000000000001');
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(toast(page, '回复已发送')).toBeVisible();
  await expect(thread.filter({ hasText: '89860000000000000001' })).toBeVisible();

  // The operator resolves it.
  await op.reload();
  await expect(
    op.getByTestId('work-order-message').filter({ hasText: '89860000000000000001' }),
  ).toBeVisible();
  await op.getByRole('button', { name: '标记为已解决' }).click();
  await confirmDialog(op, /标记为已解决/)
    .getByRole('button', { name: OK })
    .click();
  await expect(toast(op, '工单已标记为已解决')).toBeVisible();
  await opContext.close();

  // The enterprise sees it resolved, could reopen it, and closes it.
  await page.reload();
  await expect(page.getByText('已解决', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '重新打开' })).toBeVisible();
  await page.getByRole('button', { name: '关闭工单' }).click();
  await confirmDialog(page, /关闭该工单/)
    .getByRole('button', { name: OK })
    .click();
  await expect(toast(page, '工单已关闭')).toBeVisible();
  await expect(page.getByText('已关闭', { exact: true })).toBeVisible();
  await expect(page.getByText('工单已结束，不能再回复')).toBeVisible();
  // Each of the operator's steps left a message in the account's notices.
  await page.goto('/control/user/notice/list');
  await expect(page.getByText(/工单GD\d+已解决/).first()).toBeVisible();
});
