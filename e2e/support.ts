/**
 * What several journeys share: the seeded demo accounts, logging in, API set-up calls, the
 * SMS capture and a few antd helpers. Not a spec (Playwright runs only *.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_SMS_RESEND_SECONDS } from './test-server';

export const API = '/unionmallmanage';
export const DOWNLOAD = `${API}/sm/file/download`;

/** Demo accounts seeded by the server (apps/server demo data). */
export const ADMIN_PASSWORD = 'Admin@12345';
export const EDITOR_PASSWORD = 'Editor@12345';
export const DEMO_PASSWORD = 'Demo@12345';
export const EDITOR = { loginAccount: 'editor', password: EDITOR_PASSWORD };
export const CUSTOMER = { loginAccount: 'OCB1000000001', password: DEMO_PASSWORD };

// Not anchored at the start: antd may keep its (collapsed) loading icon, named "loading".
export const SUBMIT = /登\s?录$/;

const spaced = (text: string) => [...text].join('\\s?');

/** A button's name: antd puts a space between the two characters of a two-character label. */
export const label = (text: string) => new RegExp(`^${spaced(text)}$`);

/** The same for a button whose icon adds its own name in front of the label. */
export const iconLabel = (text: string) => new RegExp(`(^|\\s)${spaced(text)}$`);

// Logging in ------------------------------------------------------------------------------

/** Fills and submits the password form of the page already open. */
export async function fillPasswordLogin(page: Page, account: string, password: string) {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: SUBMIT }).click();
}

/** Logs in through the login page; returns once the app has left /login. */
export async function logIn(page: Page, account: string, password: string) {
  await page.goto('/login');
  await fillPasswordLogin(page, account, password);
  // The login page itself, not any page whose path mentions login (/admin/system/login-log).
  await expect(page).not.toHaveURL(/\/login(?:[?#]|$)/);
}

/** A session token through the API, for set-up calls the screens under test do not make. */
export async function apiToken(request: APIRequestContext, account: string, password: string) {
  const res = await request.post(`${API}/user/account/common/login`, {
    data: { loginAccount: account, password },
  });
  const body = (await res.json()) as { status: string; result: { token: string } };
  expect(body.status).toBe('0');
  return body.result.token;
}

/** An admin session through the API, for back-office reads (SMS outbox). */
export function adminToken(request: APIRequestContext): Promise<string> {
  return apiToken(request, 'admin', ADMIN_PASSWORD);
}

/** A message the test server texted, in clear (SMS_TEST_CAPTURE in playwright.config.ts). */
export interface CapturedSms {
  tel: string;
  content: string;
  purpose: string;
  at: string;
}

// The outbox keeps codes and passwords masked; the test server also writes every message in
// clear to this file beside its data (the same folder playwright.config.ts gives it).
const CAPTURE_FILE = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'sms-capture.jsonl');

/** Every message texted to `tel` so far, newest first. */
export function capturedSms(tel: string): CapturedSms[] {
  let text = '';
  try {
    text = readFileSync(CAPTURE_FILE, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CapturedSms)
    .filter((m) => m.tel === tel)
    .reverse();
}

/**
 * The newest SMS code sent to `tel` (from the test server's capture; codes never come back
 * from the API and the outbox masks them), waiting until it differs from `previous`.
 */
export async function newestSmsCode(
  _request: APIRequestContext,
  tel: string,
  previous = '',
): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      code = /验证码为(\d{6})/.exec(capturedSms(tel)[0]?.content ?? '')?.[1] ?? '';
      return code !== previous ? code : '';
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A solved image captcha for an API call that sends a code without a login. */
export async function solvedCaptcha(request: APIRequestContext) {
  const captchaUuid = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const image = await request.get(`${API}/user/account/generateVerifyCode`, {
    params: { uuid: captchaUuid },
  });
  expect(image.status()).toBe(200);
  return { captchaUuid, captchaCode: CAPTCHA_ANSWER };
}

/** The test server's resend wait plus the outbox's one-second time resolution. */
const SMS_RESEND_MS = (E2E_SMS_RESEND_SECONDS + 2) * 1000;

/**
 * Waits until the server will text `tel` another code: one code per number a minute, and
 * the last one may have come from another spec (the outbox says when, China time).
 */
export async function waitForSmsResend(
  page: Page,
  request: APIRequestContext,
  tel: string,
): Promise<void> {
  const token = await adminToken(request);
  const res = await request.get(`${API}/sm/sms/outbox`, {
    params: { tel, pageSize: 1 },
    headers: { UserToken: token },
  });
  const body = (await res.json()) as { result: { data: { createTime: string }[] } };
  const last = body.result.data[0]?.createTime;
  if (!last) return;
  const wait = Date.parse(`${last.replace(' ', 'T')}+08:00`) + SMS_RESEND_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/** Headers of an editor session that passes the content gateway, for set-up and clean-up. */
export async function gateHeaders(request: APIRequestContext) {
  const token = await apiToken(request, EDITOR.loginAccount, EDITOR.password);
  const sec = await request.get(`${API}/sm/content/securityToken`, {
    headers: { UserToken: token },
  });
  const securityToken = ((await sec.json()) as { result: { securityToken: string } }).result
    .securityToken;
  return { UserToken: token, securityToken };
}

// The market-demand dialog ------------------------------------------------------------------

/** Every captcha of the test server shows this answer (CAPTCHA_FIXED_ANSWER in playwright.config.ts). */
export const CAPTCHA_ANSWER = 'E2E8';

/** Names of the area path 广东省 / 深圳市 / 南山区 as the region API lists them. */
export async function shenzhenNanshan(request: APIRequestContext): Promise<string[]> {
  const areas = async (parentAreaId?: string) => {
    const res = await request.get(`${API}/sm/area/list`, {
      params: parentAreaId ? { parentAreaId } : {},
    });
    const body = (await res.json()) as {
      status: string;
      result: { areaId: string; areaName: string }[];
    };
    expect(body.status).toBe('0');
    return body.result;
  };
  const find = (list: { areaId: string; areaName: string }[], name: string) => {
    const area = list.find((a) => a.areaName === name);
    expect(area, name).toBeDefined();
    return area!;
  };
  const province = find(await areas(), '广东省');
  const city = find(await areas(province.areaId), '深圳市');
  return [province.areaName, city.areaName, find(await areas(city.areaId), '南山区').areaName];
}

/**
 * Fills the market-demand dialog with a contact in the area `path`; `demand` replaces the
 * 其他需求 text (null leaves it as the dialog seeded it).
 */
export async function fillDemand(
  page: Page,
  dialog: Locator,
  company: string,
  path: string[],
  demand: string | null = '园区内 AGV 调度与高清视频回传，需要上行大带宽与低时延保障。',
) {
  await dialog.getByLabel('企业名称').fill(company);
  await dialog.getByLabel('企业所在地').click();
  // The name also holds the expand arrow's label.
  const option = (name: string) =>
    page.getByRole('menuitemcheckbox', { name: new RegExp(`^${name}(\\s|$)`) });
  for (const [level, name] of path.entries()) {
    const next = path[level + 1];
    // A click that lands while the menu is still scrolling the option into view may not
    // expand it: click again until the next column shows.
    await expect(async () => {
      await option(name).click();
      if (next) await expect(option(next)).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(dialog.getByTitle(path.join(' / '))).toBeVisible();
  await dialog.getByLabel('联系人').fill('林晓');
  await dialog.getByLabel('联系电话').fill('13800138000');
  await dialog.getByLabel('邮箱').fill('linxiao@example.com');
  if (demand !== null) await dialog.getByLabel('其他需求').fill(demand);
}

// Back-office screens -----------------------------------------------------------------------

/** Opens a content screen from the back office's side menu (folder 内容管理). */
export async function openMenu(page: Page, menu: string) {
  await page.goto('/admin');
  const side = page.locator('aside.ant-layout-sider');
  await side.getByText('内容管理', { exact: true }).click();
  await side.getByText(menu, { exact: true }).click();
}

/**
 * Opens the header's account menu and answers its item `name` once the menu has finished
 * sliding open: an item clicked while the menu is still appearing can be missed.
 */
export async function accountMenuItem(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: '账号菜单' }).click();
  // The console's antd dropdown once it has finished sliding open, or the portal's own menu.
  const menu = page.locator(
    '.ant-dropdown:not(.ant-dropdown-hidden):not(.ant-slide-up-appear):not(.ant-slide-up-enter), ul[role="menu"][aria-label="账号菜单"]:visible',
  );
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem', { name });
}

/** The open option list of an antd Select, once it has finished sliding open. */
const SETTLED_DROPDOWN =
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-appear):not(.ant-slide-up-enter)';

/**
 * Opens the antd Select `box` and picks `option`. An option clicked while the list is still
 * sliding open can be missed: this waits for the list to settle, and tries again until the
 * select shows the choice. `search` types the option first (a virtual list does not render
 * far options).
 */
export async function selectIn(
  page: Page,
  box: Locator,
  option: string | RegExp,
  search?: Locator,
) {
  await expect(async () => {
    await box.click();
    if (search && typeof option === 'string') await search.fill(option);
    const list = page.locator(SETTLED_DROPDOWN);
    await (
      typeof option === 'string'
        ? list.getByText(option, { exact: true })
        : list.getByText(option).first()
    ).click({ timeout: 3000 });
    await expect(box).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** The antd Select box around `field` (its search input, labelled by the form item). */
export function selectBox(field: Locator): Locator {
  return field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
}

/** Picks `option` in the antd Select labelled `name` inside `scope` (the page unless told). */
export async function choose(
  page: Page,
  name: string,
  option: string,
  { scope = page, search = false }: { scope?: Locator | Page; search?: boolean } = {},
) {
  const select = scope.getByLabel(name, { exact: true });
  await selectIn(page, selectBox(select), option, search ? select : undefined);
}

/**
 * The toast showing `text`. A new toast pushes the previous one out, which fades for a
 * moment: a notice on its way out is not the one on screen.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.ant-message-notice:not(.ant-message-fade-leave)').filter({ hasText: text });
}

export function confirmDialog(page: Page, title: RegExp) {
  return page.getByRole('dialog').filter({ hasText: title });
}

/**
 * The box once the opening animation is over: unchanged over three readings in a row,
 * `interval` ms apart.
 */
export async function settledWidth(locator: Locator, interval = 100): Promise<number> {
  let last = -1;
  let same = 0;
  await expect
    .poll(
      async () => {
        const width = Math.round((await locator.boundingBox())?.width ?? 0);
        same = width === last ? same + 1 : 0;
        last = width;
        return same >= 2;
      },
      { intervals: [interval] },
    )
    .toBe(true);
  return last;
}

// A real picture, made here: a 4×4 PNG in the operator blue ---------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

export function bluePng(size = 4): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from('0052d9'.repeat(size), 'hex')]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
