import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  API,
  capturedSms,
  CUSTOMER,
  logIn,
  selectBox,
  selectIn,
  waitForSmsResend,
} from './support';

/**
 * SIM tools of customer A (OCB1000000001): the three-step tariff change with identity
 * verification, smart diagnosis, risk prevention (rules and events) and group tariffs
 * (create a group, add a member, refuse to delete a non-empty group).
 */

const CONFIRM = /确\s?定/;

interface Card {
  iccid: string;
  msisdn: string;
  status: number;
  tariffId: number;
  tariffName: string;
  groupId: number | null;
}
interface Tariff {
  id: number;
  name: string;
}

/** A GET of the API as the browser's logged-in user. */
async function apiGet<T>(page: Page, path: string, params: Record<string, string | number>) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const res = await page.request.get(`${API}/${path}`, {
    params,
    headers: { UserToken: token },
  });
  const body = (await res.json()) as { status: string; message: string; result: T };
  expect(body.status, body.message).toBe('0');
  return body.result;
}

/** Active cards of customer A on a tariff still on sale. */
async function activeCards(page: Page): Promise<{ cards: Card[]; tariffs: Tariff[] }> {
  const tariffs = await apiGet<Tariff[]>(page, 'icm/sim/tariff/list', { kind: 1 });
  const list = await apiGet<{ data: Card[] }>(page, 'icm/sim/list', {
    status: 2,
    pageSize: 50,
  });
  const cards = list.data.filter((c) => tariffs.some((t) => t.id === c.tariffId));
  expect(cards.length).toBeGreaterThan(1);
  return { cards, tariffs };
}

/**
 * Opens the identity popover from `trigger`, asks for a code and confirms it: the code
 * is read from the development SMS outbox (a message newer than any before the request).
 */
async function verifyIdentity(page: Page, request: APIRequestContext, trigger: Locator) {
  const tel = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('ctInfo') ?? '{}') as { tel: string }).tel,
  );
  // The server sends one identity code a minute per number, and a spec running beside this
  // one may text the same number between the wait and the request: then the request is
  // refused, no code comes, and the next minute's is asked for.
  await waitForSmsResend(page, request, tel);
  await trigger.click();
  const popover = page.locator('.ant-popover:not(.ant-popover-hidden)').filter({
    hasText: '身份验证',
  });
  let code = '';
  for (let attempt = 1; !code; attempt++) {
    if (attempt > 1) await waitForSmsResend(page, request, tel);
    const before = capturedSms(tel).length;
    await popover.getByRole('button', { name: '获取验证码' }).click();
    try {
      await expect
        .poll(async () => {
          const sent = capturedSms(tel);
          code = sent.length > before ? (/验证码为(\d{6})/.exec(sent[0]!.content)?.[1] ?? '') : '';
          return code;
        })
        .toMatch(/^\d{6}$/);
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  await popover.getByLabel('请输入验证码').fill(code);
  await popover.getByRole('button', { name: CONFIRM }).click();
  await expect(page.getByText('验证成功!')).toBeVisible();
}

function escape(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function pickOption(page: Page, field: Locator, text: RegExp) {
  await selectIn(page, selectBox(field), text);
}

test.describe('SIM tools (customer A)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  });

  test('changes the tariff of one card in three steps with identity verification', async ({
    page,
    request,
  }) => {
    // Up to two minutes of SMS waits (see verifyIdentity).
    test.setTimeout(180_000);
    const { cards } = await activeCards(page);
    const card = cards[0]!;

    await page.goto('/control/SIM/tariff');
    await expect(page.getByRole('heading', { name: '资费变更' })).toBeVisible();
    // Step 1 refuses to go on with nothing chosen.
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请选择当前资费')).toBeVisible();

    await pickOption(
      page,
      page.getByLabel('当前资费'),
      new RegExp(`^${escape(card.tariffName)}（`),
    );
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('请至少选择或输入一个号码')).toBeVisible();

    // Pasted numbers are checked one by one.
    await page.getByText('批量输入号码').click();
    await page.getByLabel('MSISDN列表').fill(`${card.msisdn}\n12345`);
    await expect(page.getByText('第2行：12345')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('MSISDN格式不正确，应为11位数字').first()).toBeVisible();

    // Tick the card in the table of its tariff instead.
    await page.getByText('从列表勾选').click();
    const search = page.getByLabel('搜索卡片');
    await search.fill(card.msisdn);
    await search.press('Enter');
    const row = page.locator('tr.ant-table-row').filter({ hasText: card.msisdn });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').check();
    await expect(page.getByTestId('tariff-selected-count')).toHaveText('1');
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 2: the target, compared with the current tariff.
    const targets = page.getByRole('group', { name: '目标资费' }).getByRole('button');
    await expect(targets.first()).toBeVisible();
    const target = targets.first();
    const targetName = (await target.getByTestId('tariff-name').innerText()).trim();
    await target.click();
    await expect(target).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('目标资费详情')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 3: summary, 464 px confirmation, identity verification.
    await expect(page.getByTestId('tariff-confirm-count')).toHaveText('1 张');
    await page.getByRole('button', { name: '提交变更' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '确认资费变更' });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(464);
    await verifyIdentity(page, request, dialog.getByRole('button', { name: '验证身份并提交' }));

    const result = page.getByTestId('business-result');
    await expect(result).toContainText('资费变更：办理成功', { timeout: 20_000 });
    await expect(result).toContainText('成功 1 张');
    await expect(result.getByRole('link', { name: '查看完整办理结果' })).toHaveAttribute(
      'href',
      /\/control\/SIM\/manage\/serviceInfo\/result\?requestId=.+/,
    );
    const detail = await apiGet<{ tariffName: string }>(page, 'icm/sim/detail', {
      iccid: card.iccid,
    });
    expect(detail.tariffName).toBe(targetName);
    expect(detail.tariffName).not.toBe(card.tariffName);
  });

  test('diagnoses a card and shows the six checks with a verdict', async ({ page }) => {
    const { cards } = await activeCards(page);
    const card = cards[1]!;

    await page.goto('/control/SIM/diagnosis?msisdn=12345');
    await expect(page.getByText('MSISDN格式不正确，应为11位数字')).toBeVisible();

    const field = page.getByLabel('MSISDN', { exact: true });
    await field.fill(card.msisdn);
    await page.getByRole('button', { name: /开始诊断/ }).click();
    await expect(page).toHaveURL(new RegExp(`msisdn=${card.msisdn}`));
    await expect(page.getByTestId('diagnosis-verdict')).toContainText('诊断结论');
    for (const key of ['status', 'balance', 'registration', 'apn', 'sessions', 'usage']) {
      await expect(page.getByTestId(`diagnosis-check-${key}`)).toBeVisible();
    }
    await expect(page.getByText('卡片信息')).toBeVisible();
    await expect(page.getByText('近期会话').first()).toBeVisible();

    await page.getByRole('button', { name: /重新诊断/ }).click();
    await expect(page.getByTestId('diagnosis-check-usage')).toBeVisible();
  });

  test('toggles a risk rule, validates a threshold and handles an event', async ({ page }) => {
    await page.goto('/control/SIM/riskPrevention');
    const rules = page.locator('tr.ant-table-row');
    await expect(rules).toHaveCount(4);

    const silent = page.getByRole('switch', { name: '启用沉默卡监控' });
    const wasOn = (await silent.getAttribute('aria-checked')) === 'true';
    await silent.click();
    await expect(
      page.getByText(wasOn ? '已停用「沉默卡监控」' : '已启用「沉默卡监控」'),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: '启用沉默卡监控' })).toHaveAttribute(
      'aria-checked',
      String(!wasOn),
    );

    // Threshold edited in place and checked with the shared schema.
    const spike = rules.filter({ hasText: '流量突增监控' });
    await spike.getByRole('button', { name: '编辑' }).click();
    const threshold = spike.getByLabel('流量突增监控阈值');
    await threshold.fill('0');
    await spike.getByRole('button', { name: '保存' }).click();
    await expect(spike.getByText('阈值最小为1')).toBeVisible();
    await threshold.fill('150');
    await spike.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('规则已保存')).toBeVisible();
    await expect(spike).toContainText('150 %');

    // Events: open ones by default; handle the first after confirming.
    await page.getByRole('tab', { name: '风险事件' }).click();
    await expect(page.getByRole('img', { name: '各类风险事件数量' })).toBeVisible();
    const total = page.locator('.ant-pagination-total-text');
    await expect(total).toHaveText(/共 \d+ 条/);
    const before = Number(/(\d+)/.exec(await total.innerText())?.[1]);
    expect(before).toBeGreaterThan(0);
    await page.locator('tr.ant-table-row').first().getByRole('button', { name: '处理' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认处理该风险事件？' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: '确认处理' }).click();
    await expect(page.getByText('已标记为已处理')).toBeVisible();
    await expect(total).toHaveText(`共 ${before - 1} 条`);
  });

  test('creates a group, adds a member with identity verification and sees it listed', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { cards } = await activeCards(page);
    const free = cards.find((c) => c.groupId === null);
    expect(free, 'an active card outside any group').toBeTruthy();
    const name = `E2E群组${Date.now() % 1_000_000}`;

    await page.goto('/control/ordered/B1/groupFee');
    await page.getByRole('button', { name: '新建群组' }).click();
    const form = page.getByRole('dialog').filter({ hasText: '新建群组' });
    await form.getByRole('button', { name: /创\s?建/ }).click();
    await expect(form.getByText('请输入群组名称')).toBeVisible();
    await expect(form.getByText('请选择目标资费')).toBeVisible();
    await form.getByLabel('群组名称').fill(name);
    await pickOption(page, form.getByLabel('群组资费'), /流量池/);
    await form.getByRole('button', { name: /创\s?建/ }).click();
    await expect(page.getByText('群组已创建')).toBeVisible();

    const row = page.locator('tr.ant-table-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: '成员' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: `群组成员 · ${name}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('群组暂无成员')).toBeVisible();

    await drawer.getByLabel('MSISDN列表').fill(`${free!.msisdn}\nabc`);
    await expect(drawer.getByText('第2行：abc')).toBeVisible();
    await expect(drawer.getByRole('button', { name: /验证身份并添加/ })).toBeDisabled();
    await drawer.getByLabel('MSISDN列表').fill(free!.msisdn);
    await verifyIdentity(
      page,
      request,
      drawer.getByRole('button', { name: '验证身份并添加 1 张' }),
    );

    const result = drawer.getByTestId('business-result');
    await expect(result).toContainText('加入群组：办理成功', { timeout: 20_000 });
    await expect(
      drawer.locator('tr.ant-table-row').filter({ hasText: free!.msisdn }),
    ).toBeVisible();
    await drawer
      .getByRole('button', { name: /关\s?闭|Close/ })
      .first()
      .click();
    // Columns: name, tariff, pool, used, members.
    await expect(row.locator('td').nth(4)).toHaveText('1');

    // The server refuses to delete a group that still has members; its message is shown.
    await row.getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `确认删除群组「${name}」？` });
    await confirm.getByRole('button', { name: /删\s?除/ }).click();
    await expect(page.getByText('该群组还有1张成员卡，请先将成员卡退出群组后再删除')).toBeVisible();
    await expect(row).toBeVisible();
  });
});

test('@phone the tariff change steps fit a phone screen', async ({ page }) => {
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  await page.goto('/control/SIM/tariff');
  await expect(page.getByRole('heading', { name: '资费变更' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
