import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, adminToken, API, label, logIn, toast } from './support';

/**
 * The national administrator's alarm centre: a rule on the private lines' latency (the
 * demo's lines run at 6–9 ms, so a 1 ms threshold catches every one) is evaluated at once
 * from 告警规则, its alarm is acknowledged and turned into a 运维工单 on 告警记录, and the
 * work order shows on 运维工单 and can be taken up there. The rule is made through the API
 * and deleted at the end (which closes what it left open).
 */

const RUN = Date.now() % 100000;
const RULE = `E2E专线时延${RUN}`;
const TITLE = `E2E南山专线时延升高${RUN}`;
const OK = /确\s?定/;

test('an alarm fires on the demo lines, is acknowledged and becomes an operator work order', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const created = await request.post(`${API}/sm/alarm/rule`, {
    headers: { UserToken: token },
    data: {
      name: RULE,
      source: 'lineLatency',
      comparison: 'gt',
      threshold: 1,
      unit: 'ms',
      forSeconds: 0,
      severity: 'critical',
      beId: '000',
      notifyRoles: [],
      notifyAccountIds: [],
    },
  });
  const ruleId = ((await created.json()) as { result: { id: number } }).result.id;

  try {
    await logIn(page, 'admin', ADMIN_PASSWORD);
    await page.goto(`/admin/alarm/rule?keyword=${encodeURIComponent(RULE)}`);
    await expect(page.getByRole('heading', { name: '告警规则', level: 1 })).toBeVisible();
    const rule = page.getByRole('row').filter({ hasText: RULE });
    await expect(rule).toContainText('专线时延 > 1ms');
    await rule.getByRole('button', { name: '立即评估' }).click();
    await expect(toast(page, '评估完成')).toBeVisible();

    // The rule's open alarms, one per demo line.
    await rule.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/alarm\/record\?/);
    await expect(page.getByRole('heading', { name: '告警记录', level: 1 })).toBeVisible();
    const alarm = page.getByRole('row').filter({ hasText: '工厂—南山数据中心专线' });
    await expect(alarm).toContainText('告警中');
    await expect(alarm).toContainText('紧急');
    await alarm.getByRole('button', { name: /工厂—南山数据中心专线/ }).click();

    const drawer = page.getByRole('dialog').filter({ hasText: '告警详情' });
    await expect(drawer.getByText('检测到告警条件')).toBeVisible();
    await drawer.getByRole('button', { name: label('确认') }).click();
    const ack = page.getByRole('dialog', { name: '确认告警' });
    await ack.getByRole('button', { name: OK }).click();
    await expect(ack.getByText('请填写确认说明')).toBeVisible();
    await ack.getByLabel('确认说明').fill('已通知传输网值班核查');
    await ack.getByRole('button', { name: OK }).click();
    await expect(toast(page, '告警已确认')).toBeVisible();
    await expect(drawer.getByText('已通知传输网值班核查').first()).toBeVisible();

    await drawer.getByRole('button', { name: '转工单' }).click();
    const raise = page.getByRole('dialog', { name: '告警转运维工单' });
    await raise.getByLabel('工单标题').fill(TITLE);
    await raise.getByRole('button', { name: OK }).click();
    await expect(toast(page, /已转为运维工单 YW\d{14}/)).toBeVisible();
    const orderLink = drawer.getByRole('link', { name: /^YW\d{14}$/ });
    await expect(orderLink).toBeVisible();
    const orderNo = (await orderLink.textContent())!.trim();

    // It waits on 运维工单, and is taken up from its page.
    await page.goto('/admin/alarm/workorder');
    await expect(page.getByRole('heading', { name: '运维工单', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '工单统计' })).toBeVisible();
    const order = page.getByRole('row').filter({ hasText: TITLE });
    await expect(order).toContainText(orderNo);
    await expect(order).toContainText('待处理');
    await order.getByRole('link', { name: orderNo }).click();
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '开始处理' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '确定开始处理该工单吗' })
      .getByRole('button', { name: OK })
      .click();
    await expect(toast(page, '工单已开始处理')).toBeVisible();
    await expect(page.getByTestId('ops-event')).toHaveCount(2);
  } finally {
    await request.delete(`${API}/sm/alarm/rule/${ruleId}`, { headers: { UserToken: token } });
  }
});
