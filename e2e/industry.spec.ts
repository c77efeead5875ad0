import { expect, test } from '@playwright/test';
import { CUSTOMER, logIn } from './support';

/**
 * 行业终端 and 行业专网: the customer registers a terminal (its secret shown once), reports
 * data exactly as the 数据上报指南 says (address and JSON read off the guide, sent with the
 * request API as a device would), sees it in the detail chart, then opens link monitoring
 * and sees a link's latency chart fed by the probes. The terminal is deleted at the end
 * through the confirm.
 */
test('行业终端: register, report per the guide, see the data chart; 链路监控 shows a link chart', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `旅程温湿度${Date.now() % 1_000_000}`;
  await logIn(page, CUSTOMER.loginAccount, CUSTOMER.password);
  const side = page.locator('aside.ant-layout-sider');

  let deviceKey = '';
  let secret = '';
  await test.step('注册终端: the secret is shown once', async () => {
    await page.goto('/control/home');
    await side.getByText('行业终端', { exact: true }).click();
    await expect(page).toHaveURL(/\/control\/industry-device\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: '行业终端' })).toBeVisible();
    await page.getByRole('button', { name: '注册终端' }).click();
    const dialog = page.getByRole('dialog', { name: '注册终端' });
    await dialog.getByLabel('终端名称').fill(name);
    await dialog.getByLabel('产品标识').fill('ENV-E2E');
    await dialog.getByLabel('站点').fill('旅程车间');
    await dialog.getByLabel('指标1标识').fill('temperature');
    await dialog.getByLabel('指标1名称').fill('温度');
    await dialog.getByLabel('指标1单位').fill('℃');
    await dialog.getByRole('button', { name: '添加指标' }).click();
    await dialog.getByLabel('指标2标识').fill('humidity');
    await dialog.getByLabel('指标2名称').fill('湿度');
    await dialog.getByLabel('指标2单位').fill('%RH');
    await dialog
      .getByRole('button', { name: '注 册' })
      .or(dialog.getByRole('button', { name: '注册' }))
      .click();

    const shown = page.getByRole('dialog', { name: '终端已注册' });
    await expect(shown).toContainText('只显示这一次');
    deviceKey = /IND[0-9A-F]{16}/.exec((await shown.getByLabel('设备标识').innerText()) ?? '')![0];
    secret = /[A-Za-z0-9_-]{40,}/.exec(await shown.getByLabel('设备密钥').innerText())![0];
    await shown.getByRole('button', { name: '我已保存密钥' }).click();
    await expect(shown).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('未激活');
    // The list never shows the secret again.
    await expect(page.getByText(secret)).toHaveCount(0);
  });

  await test.step('数据上报指南: post the guide example as the terminal', async () => {
    await page.getByRole('button', { name: '数据上报指南' }).click();
    await expect(page).toHaveURL(/\/control\/industry-device\/list\/guide$/);
    await expect(page.getByRole('table', { name: '请求字段' })).toContainText('points[].values');
    const url = (await page.getByTestId('report-url').innerText()).trim();
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/unionmallmanage\/device\/v1\/industry\/report$/,
    );
    const example = JSON.parse(await page.getByTestId('report-json').innerText()) as object;
    const res = await request.post(url, {
      headers: { authorization: `Device ${deviceKey}:${secret}` },
      data: example,
    });
    const body = (await res.json()) as {
      status: string;
      message: string;
      result: { accepted: number };
    };
    expect(res.status(), body.message).toBe(200);
    expect(body.result.accepted).toBe(4);
    // A wrong secret is refused with the guide's message.
    const wrong = await request.post(url, {
      headers: { authorization: `Device ${deviceKey}:${'x'.repeat(43)}` },
      data: example,
    });
    expect(wrong.status()).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe('设备凭证无效');
  });

  await test.step('终端详情: online, latest values and the chart', async () => {
    await page.getByRole('button', { name: '返回终端列表' }).click();
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/control\/industry-device\/list\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('在线', { exact: true })).toBeVisible();
    await expect(page.getByText('温度 23.8℃')).toBeVisible();
    await expect(page.getByText(/近24小时共 4 个数据点/)).toBeVisible();
    const chart = page.getByRole('img', { name: '温度曲线', exact: true });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).toBeVisible();
  });

  await test.step('链路监控: a link with its latency and loss chart', async () => {
    await side.getByText('行业专网', { exact: true }).click();
    await side.getByText('链路监控', { exact: true }).click();
    await expect(page).toHaveURL(/\/control\/industry\/link$/);
    await expect(page.getByRole('heading', { level: 1, name: '链路监控' })).toBeVisible();
    await expect(page.getByRole('table', { name: '链路' })).toContainText('AGV调度专用链路');
    await page.getByRole('button', { name: '查看链路 AGV调度专用链路' }).click();
    const chart = page.getByRole('img', { name: 'AGV调度专用链路时延与丢包曲线' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('canvas')).toBeVisible();
    await page.getByText('近7天').click();
    await expect(chart.locator('canvas')).toBeVisible();
  });

  await test.step('删除 after the confirm', async () => {
    await side.getByText('行业终端', { exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /删\s?除/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '删除终端' });
    await confirm
      .getByRole('button', { name: /确\s?定|删\s?除/ })
      .last()
      .click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
