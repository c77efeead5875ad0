import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CAPTCHA_ANSWER, fillDemand, shenzhenNanshan } from './support';

const API = '/unionmallmanage';
const ADMIN_PASSWORD = 'Admin@12345';
const DEMO_PASSWORD = 'Demo@12345';

interface ContactInfo {
  phone: string;
  hotline: string;
  email: string | null;
  serviceHours: string;
  edition: string;
}

/** Spec §5: the message of every required field of the advice form. */
const REQUIRED_MESSAGES = [
  '请输入您的企业名称',
  '请选择您的企业所在地',
  '请输入您的真实姓名',
  '请输入您的联系方式',
  '请输入您的邮箱地址',
  '其他需求不能为空',
  '图片验证码不能为空',
];

async function apiResult<T>(request: APIRequestContext, path: string, headers = {}): Promise<T> {
  const res = await request.get(`${API}/${path}`, { headers });
  const body = (await res.json()) as { status: string; result: T };
  expect(body.status, path).toBe('0');
  return body.result;
}

const widget = (page: Page) => page.getByRole('complementary', { name: '在线咨询与联系方式' });

async function openAdvice(page: Page): Promise<Locator> {
  await widget(page).getByRole('button', { name: '需求咨询' }).click();
  const dialog = page.getByRole('dialog', { name: '需求咨询' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const captchaImage = (dialog: Locator) => dialog.getByRole('img', { name: '图片验证码，点击更换' });

test.describe('contact widget', () => {
  test('is on portal pages, not on login or in the console', async ({ page }) => {
    for (const url of ['/home', '/case']) {
      await page.goto(url);
      await expect(widget(page).getByRole('button', { name: '需求咨询' })).toBeVisible();
    }
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(widget(page)).toHaveCount(0);
    await page.getByLabel('账号', { exact: true }).fill('OCB1000000001');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /登\s?录$/ }).click();
    await expect(page).toHaveURL(/\/control\//);
    await expect(page.getByRole('navigation', { name: '控制台' })).toBeVisible();
    await expect(widget(page)).toHaveCount(0);
  });

  test('shows the configured phone line, hotline and mailbox', async ({ page, request }) => {
    const contact = await apiResult<ContactInfo>(request, 'user/platform/contactInfo');
    await page.goto('/home');
    const rail = widget(page);

    const phone = rail.getByRole('button', { name: '电话咨询' });
    await phone.click();
    await expect(phone).toHaveAttribute('aria-expanded', 'true');
    const phonePanel = rail.getByRole('region', { name: '电话咨询' });
    await expect(phonePanel.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(phonePanel).toContainText(contact.serviceHours);
    await page.keyboard.press('Escape');
    await expect(phonePanel).toBeHidden();
    await expect(phone).toBeFocused();

    await rail.getByRole('button', { name: '举报热线' }).click();
    const hotlinePanel = rail.getByRole('region', { name: '举报热线' });
    await expect(hotlinePanel.getByRole('link', { name: contact.hotline })).toBeVisible();

    // Only the national edition has a mailbox, and that is the configured edition.
    expect(contact.edition).toBe('national');
    expect(contact.email).toBeTruthy();
    await expect(rail.getByRole('link', { name: '邮件咨询' })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
  });

  test('loads the dialogs only when asked for: 智能客服 opens the chatbot', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/(advice|chatbot)-dialog/.test(req.url())) chunks.push(req.url());
    });
    await page.goto('/home', { waitUntil: 'networkidle' });
    expect(chunks).toEqual([]);
    await widget(page).getByRole('button', { name: '智能客服' }).click();
    const chat = page.getByRole('dialog', { name: /智能客服/ });
    await expect(chat.getByRole('log', { name: '对话记录' })).toBeVisible();
    expect(chunks.some((url) => url.includes('chatbot-dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
  });

  test('the advice dialog checks every field with the spec messages', async ({ page }) => {
    await page.goto('/home');
    const dialog = await openAdvice(page);
    await expect(captchaImage(dialog)).toBeVisible();
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    for (const message of REQUIRED_MESSAGES) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel('联系电话').fill('23800138000');
    await dialog.getByLabel('邮箱').fill('linxiao@example');
    await expect(dialog.getByText('联系电话格式不正确', { exact: true })).toBeVisible();
    await expect(dialog.getByText('邮箱格式不正确', { exact: true })).toBeVisible();
    // The limits are enforced as the user types.
    await dialog.getByLabel('联系电话').fill('138001380001234');
    await expect(dialog.getByLabel('联系电话')).toHaveValue('13800138000');
  });

  test('a complete demand is sent and reaches the back office', async ({ page, request }) => {
    const path = await shenzhenNanshan(request);
    const company = `深圳南山智造示范园 ${Date.now().toString(36)}`;
    await page.goto('/home');
    const dialog = await openAdvice(page);
    await fillDemand(page, dialog, company, path);
    await dialog.getByLabel('图片验证码').fill(CAPTCHA_ANSWER);
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    const done = page.getByText(/^提交成功！您的需求编号为 XQ\d{14}，/);
    await expect(done).toBeVisible();
    const refNo = /XQ\d{14}/.exec(await done.innerText())![0];
    await expect(dialog).toBeHidden();

    const login = await request.post(`${API}/user/account/common/login`, {
      data: { loginAccount: 'admin', password: ADMIN_PASSWORD },
    });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const list = await apiResult<{
      data: { companyName: string; companyDistrict: string; refNo: string; source: unknown }[];
    }>(request, `sm/marketdemand/list?page=1&pageSize=10&keyword=${encodeURIComponent(company)}`, {
      UserToken: token,
    });
    expect(list.data.map((d) => [d.companyName, d.companyDistrict, d.refNo, d.source])).toEqual([
      [company, path[2], refNo, { kind: 'widget', id: '', name: '' }],
    ]);
  });

  test('a wrong captcha is replaced silently', async ({ page, request }) => {
    const path = await shenzhenNanshan(request);
    await page.goto('/home');
    const dialog = await openAdvice(page);
    await fillDemand(page, dialog, '前海港口数字化运营中心', path);
    const firstSrc = (await captchaImage(dialog).getAttribute('src')) ?? '';
    // 0 never appears in a captcha.
    await dialog.getByLabel('图片验证码').fill('0000');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(captchaImage(dialog)).not.toHaveAttribute('src', firstSrc);
    await expect(dialog.getByLabel('图片验证码')).toHaveValue('');
    await expect(dialog.getByLabel('企业名称')).toHaveValue('前海港口数字化运营中心');
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await expect(page.getByText('提交成功！')).toHaveCount(0);
  });

  test('closing resets the form; reopening draws a new captcha', async ({ page }) => {
    await page.goto('/home');
    let dialog = await openAdvice(page);
    await expect(captchaImage(dialog)).toBeVisible();
    const firstSrc = (await captchaImage(dialog).getAttribute('src')) ?? '';
    await dialog.getByLabel('企业名称').fill('宁波智慧港口');
    await dialog.getByRole('button', { name: /提\s?交/ }).click();
    await expect(dialog.getByText('请输入您的真实姓名')).toBeVisible();
    await dialog.getByRole('button', { name: /取\s?消/ }).click();
    await expect(dialog).toBeHidden();

    dialog = await openAdvice(page);
    await expect(dialog.getByLabel('企业名称')).toHaveValue('');
    await expect(dialog.getByText('请输入您的真实姓名')).toHaveCount(0);
    await expect(captchaImage(dialog)).not.toHaveAttribute('src', firstSrc);
    await expect
      .poll(() => captchaImage(dialog).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('@phone folds into one button and its dialog fits the screen', async ({ page, request }) => {
    const contact = await apiResult<ContactInfo>(request, 'user/platform/contactInfo');
    await page.goto('/home');
    const rail = widget(page);
    await expect(rail.getByRole('button', { name: '需求咨询' })).toBeHidden();
    const toggle = rail.getByRole('button', { name: '在线咨询' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await rail.getByRole('button', { name: '电话咨询' }).click();
    await expect(rail.getByRole('link', { name: contact.phone })).toBeVisible();
    const viewport = page.viewportSize()!;
    const menu = await rail.getByRole('list').boundingBox();
    expect(menu!.x).toBeGreaterThanOrEqual(0);
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(viewport.width);

    await rail.getByRole('button', { name: '需求咨询' }).click();
    const dialog = page.getByRole('dialog', { name: '需求咨询' });
    await expect(dialog.getByLabel('企业名称')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const box = await page
      .locator('.ant-modal-container, .ant-modal-content')
      .first()
      .boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(box!.height).toBeLessThanOrEqual(viewport.height);
    // Labels sit right above their fields.
    const label = await dialog.locator('label', { hasText: '企业名称' }).boundingBox();
    const input = await dialog.getByLabel('企业名称').boundingBox();
    expect(input!.y - (label!.y + label!.height)).toBeLessThan(16);
    // The body scrolls inside the dialog: the buttons stay on screen.
    await expect(dialog.getByRole('button', { name: /提\s?交/ })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
  });
});

test('the home page and footer consult buttons open the demand dialog', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('main').getByRole('button', { name: '咨询需求' }).first().click();
  const dialog = page.getByRole('dialog', { name: '需求咨询' });
  await expect(dialog.getByLabel('企业名称')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: '提交需求咨询' }).click();
  await expect(dialog.getByLabel('企业名称')).toBeVisible();
});
