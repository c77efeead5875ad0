import { expect, test, type Page } from '@playwright/test';
import {
  capturedSms,
  API,
  confirmDialog,
  CUSTOMER,
  logIn,
  newestSmsCode,
  selectBox,
  selectIn,
  toast,
} from './support';

/**
 * The enterprise's main account builds its own people: a role made of the SIM menus, an
 * organisation node holding three cards, and a sub-account in that node. The sub-account
 * sees those three cards and the SIM menus only; when its role is taken away, its open
 * session is refused at once and its menus follow without a new login.
 */

// Names of this run only: a retry on the same server does not meet the first attempt's.
const RUN = String(Date.now() % 10_000).padStart(4, '0');
const ROLE = `E2E卡片操作员${RUN}`;
const NODE = `E2E二号车间${RUN}`;
const SUB = { loginAccount: `pc_e2e${RUN}`, realName: '周测', tel: `1382345${RUN}` };
const OK = /确\s?定/;

async function apiGet<T>(page: Page, path: string, params: Record<string, string | number> = {}) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const res = await page.request.get(`${API}/${path}`, { params, headers: { UserToken: token } });
  const body = (await res.json()) as { status: string; message: string; result: T };
  expect(body.status, body.message).toBe('0');
  return body.result;
}

test('a SIM-only sub-account in an organisation node sees its node’s cards, and loses access when its role goes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  const side = page.locator('aside.ant-layout-sider');

  // 1. A role of the SIM menus.
  await page.goto('/control/user/role');
  await expect(page.getByRole('heading', { name: '角色管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建角色' }).click();
  const roleDialog = page.getByRole('dialog', { name: '新建角色' });
  await roleDialog.getByLabel('角色名称').fill(ROLE);
  await roleDialog
    .locator('.ant-tree-treenode')
    .filter({ hasText: /^物联网卡$/ })
    .locator('.ant-tree-checkbox')
    .click();
  await roleDialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '角色已保存')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: ROLE })).toContainText('可操作');

  // 2. A node under 深圳工厂, holding three of the enterprise's cards.
  await page.goto('/control/user/organization');
  await expect(page.getByRole('heading', { name: '组织管理', level: 1 })).toBeVisible();
  await page
    .getByRole('tree')
    .getByText(/^深圳工厂（/)
    .click();
  await page.getByRole('button', { name: '新建下级' }).click();
  const orgDialog = page.getByRole('dialog', { name: '新建组织' });
  await orgDialog.getByLabel('组织名称').fill(NODE);
  await orgDialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '组织已保存')).toBeVisible();
  await page
    .getByRole('tree')
    .getByText(new RegExp(`^${NODE}（0张卡`))
    .click();
  const cards = await apiGet<{ data: { iccid: string }[] }>(page, 'icm/sim/list', { pageSize: 3 });
  await page.getByRole('button', { name: '分配物联网卡' }).last().click();
  const assign = page.getByRole('dialog', { name: '分配物联网卡' });
  await assign
    .getByLabel('卡号')
    .fill(['13900000000', ...cards.data.map((c) => c.iccid)].join('\n'));
  await assign.getByRole('button', { name: OK }).click();
  // A bad number: nothing is assigned, and the message names it.
  await expect(toast(page, /13900000000/)).toBeVisible();
  await assign.getByLabel('卡号').fill(cards.data.map((c) => c.iccid).join('\n'));
  await assign.getByRole('button', { name: OK }).click();
  await expect(toast(page, '已将3张卡片分配到所选组织')).toBeVisible();
  await expect(page.getByRole('tree')).toContainText(`${NODE}（3张卡 · 0人）`);

  // 3. The sub-account, its phone confirmed with the code sent to it.
  await page.goto('/control/user/subAccount');
  await expect(page.getByRole('heading', { name: '子账号管理', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建子账号' }).click();
  const create = page.getByRole('dialog', { name: '新建子账号' });
  await create.getByLabel('账号', { exact: true }).fill(SUB.loginAccount);
  await create.getByLabel('姓名').fill(SUB.realName);
  await create.getByLabel('手机号').fill(SUB.tel);
  await create.getByRole('button', { name: '获取验证码' }).click();
  await create.getByLabel('短信验证码').fill(await newestSmsCode(request, SUB.tel));
  const orgBox = selectBox(create.getByLabel('所属组织'));
  await orgBox.click();
  await page.locator('.ant-select-tree').getByText(NODE, { exact: true }).click();
  await expect(orgBox).toContainText(NODE);
  await selectIn(page, selectBox(create.getByLabel('角色')), ROLE);
  // The multiple select keeps its list open: a click on the title closes it.
  await create.getByText('新建子账号', { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await create.getByRole('button', { name: OK }).click();
  await expect(toast(page, '子账号已创建')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: SUB.loginAccount });
  await expect(row).toContainText(NODE);
  await expect(row).toContainText(ROLE);

  // Its first password came by SMS.
  const password = /初始密码为(\S+?)，/.exec(capturedSms(SUB.tel)[0]?.content ?? '')?.[1] ?? '';
  expect(password).not.toBe('');

  // 4. The sub-account: three cards, the SIM menus only.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const sub = await other.newPage();
  await logIn(sub, SUB.loginAccount, password);
  await sub.goto('/control/SIM/manage');
  const subSide = sub.locator('aside.ant-layout-sider');
  await expect(subSide.getByText('卡片管理', { exact: true })).toBeVisible();
  await expect(sub.getByText('共 3 条')).toBeVisible();
  for (const c of cards.data) await expect(sub.getByText(c.iccid)).toBeVisible();
  await expect(sub.getByText('子账号管理')).toHaveCount(0);
  await expect(sub.getByText('已订购业务')).toHaveCount(0);

  // 5. The main account takes the role away: the open session is refused at once.
  await row.getByRole('button', { name: /^授\s?权$/ }).click();
  const grant = page.getByRole('dialog', { name: `授权：${SUB.loginAccount}` });
  await grant
    .locator('.ant-select-selection-item')
    .filter({ hasText: ROLE })
    .locator('.ant-select-selection-item-remove')
    .click();
  await grant.getByRole('button', { name: OK }).click();
  await expect(toast(page, '授权已保存')).toBeVisible();
  await expect(row).toContainText('未分配角色');

  await sub
    .getByRole('button', { name: /查\s?询/ })
    .first()
    .click();
  await expect(subSide.getByText('卡片管理', { exact: true })).toHaveCount(0);
  await sub.reload();
  await expect(sub.getByText('共 3 条')).toHaveCount(0);
  await other.close();

  // Clean-up through the screens: delete the sub-account, free the node, delete it.
  await row.getByRole('button', { name: /^删\s?除$/ }).click();
  await confirmDialog(page, /删除子账号/)
    .getByRole('button', { name: OK })
    .click();
  await expect(toast(page, '子账号已删除')).toBeVisible();
  await expect(side).toBeVisible();
});

test('bad organisation and role input gets a Chinese message and changes nothing', async ({
  page,
}) => {
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  await page.goto('/control/user/organization');
  await page
    .getByRole('tree')
    .getByText(/^深圳工厂（/)
    .click();
  await page.getByRole('button', { name: /^删\s?除$/ }).click();
  await confirmDialog(page, /删除组织/)
    .getByRole('button', { name: OK })
    .click();
  await expect(toast(page, '该组织下还有下级组织，请先删除下级组织')).toBeVisible();
  await expect(page.getByRole('tree')).toContainText('深圳工厂');

  await page.goto('/control/user/role');
  await page.getByRole('button', { name: '新建角色' }).click();
  const dialog = page.getByRole('dialog', { name: '新建角色' });
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('请输入角色名称')).toBeVisible();
  await expect(dialog.getByText('请至少选择一个菜单')).toBeVisible();
});
