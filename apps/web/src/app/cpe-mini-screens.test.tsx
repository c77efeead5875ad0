import {
  MiniMessages,
  type MenuNode,
  type MiniPanel,
  type MiniService,
  type MiniServiceDetail,
} from '@pn/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/message';
import { queryClient } from '@/lib/query-client';
import { clearUser, storeLoginOutcome } from '@/lib/session';
import { consoleHome, node, productMenuResult } from '@/test/menus';
import { AppProvider } from './provider';
import { createRouterOptions, routes } from './router';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

const CPE = '/control/5g-cpe/cpe-index';

const cpeMenus = (): MenuNode[] => [
  consoleHome([
    node('home.overview', '首页概览', '/control/home'),
    node('cpe', '5G快线', CPE, [
      node('cpe.miniPanel', '小微业务总览', `${CPE}/mini-panel`),
      node('cpe.miniService', '小微业务', `${CPE}/mini-service`),
      node('cpe.miniGroup', '小微分组', `${CPE}/mini-group`),
      node('cpe.list', '终端列表', `${CPE}/list`),
    ]),
  ]),
];

const visitorMenus = (): MenuNode[] => [
  node('tourist', '访客体验', '/tourist/control', [
    node('tourist.cpe', '5G快线', `/tourist${CPE}`, [
      node('tourist.cpe.miniService', '小微业务', `/tourist${CPE}/mini-service`),
    ]),
  ]),
];

const service: MiniService = {
  id: 5,
  serviceNo: 'XW20261125000001',
  shopName: '南山街口便利店',
  contactName: '李四',
  contactPhone: '13800138000',
  address: '南山区科技园',
  packageId: 2,
  packageName: '商铺标准版',
  downMbps: 100,
  upMbps: 20,
  monthlyGb: 100,
  monthlyFee: 199,
  deviceId: 9,
  serial: 'CPE-SZ-0009',
  deviceName: '便利店网关',
  onlineState: 'online',
  groupId: 3,
  groupName: '南山商圈',
  state: 'active',
  startDate: '2026-11-01',
  endDate: '2026-12-01',
  daysLeft: 6,
  remark: '',
  custName: '深圳市鹏城智能制造有限公司',
  createdAt: '2026-11-01T02:00:00.000Z',
};

const detail: MiniServiceDetail = {
  ...service,
  monthBytes: 3 * 1024 ** 3,
  rsrp: -85,
  sinr: 12,
  upKbps: 2000,
  downKbps: 35_000,
  clients: 4,
  lastHeartbeatAt: new Date().toISOString(),
};

const panel: MiniPanel = {
  total: 12,
  states: { active: 9, suspended: 2, expired: 1 },
  expiringSoon: 3,
  online: 8,
  withGateway: 9,
  monthlyFee: 1791.5,
  byPackage: [{ name: '商铺标准版', count: 12 }],
  byGroup: [{ name: '南山商圈', count: 7 }],
  expiring: [service],
};

let menus: MenuNode[] = [];
const fetchMock = vi.fn<typeof fetch>();
const ok = (result: unknown) =>
  new Response(JSON.stringify({ status: '0', message: '成功', result }));
const page = (data: unknown[]) => ok({ data, total: data.length, page: 1, pageSize: 10 });

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Response {
  const path = new URL(String(input), 'http://localhost').pathname.replace('/unionmallmanage/', '');
  switch (path) {
    case 'user/account/productMenu':
      return ok(productMenuResult(menus));
    case 'cpe/v1/mini/packages':
      return ok([
        {
          id: 2,
          code: 'MINI-STD',
          name: '商铺标准版',
          downMbps: 100,
          upMbps: 20,
          monthlyGb: 100,
          monthlyFee: 199,
          clientMax: 32,
        },
      ]);
    case 'cpe/v1/mini/panel':
      return ok(panel);
    case 'cpe/v1/mini/group/options':
      return ok([{ id: 3, name: '南山商圈' }]);
    case 'cpe/v1/mini/service/list':
      return page([service]);
    case 'cpe/v1/mini/service':
      return ok({ id: 6 });
    case 'cpe/v1/mini/service/5':
      return init?.method === 'PUT' ? ok(null) : ok(detail);
    case 'cpe/v1/mini/service/5/suspend':
      return ok(null);
    case 'cpe/v1/mini/group/list':
      return page([
        {
          id: 3,
          name: '南山商圈',
          description: '',
          services: 2,
          active: 1,
          createdAt: '2026-11-01T02:00:00.000Z',
        },
      ]);
    case 'cpe/v1/mini/group/3':
      return new Response(
        JSON.stringify({ status: '100400', message: MiniMessages.GROUP_NOT_EMPTY, result: null }),
      );
    case 'cpe/v1/device/list':
      return ok({
        data: [{ id: 11, serial: 'CPE-SZ-0011', name: '奶茶店网关' }],
        total: 1,
        page: 1,
        pageSize: 20,
        totalExact: true,
      });
    default:
      return page([]);
  }
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], ...createRouterOptions() });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function logIn(groups: MenuNode[], visitor = false) {
  menus = groups;
  storeLoginOutcome(
    {
      accountId: 7,
      name: '深圳市鹏城智能制造有限公司',
      token: 't',
      custCode: visitor ? '' : 'C1',
      beId: '200',
      username: visitor ? 'visitor' : 'pczn',
      loginAccount: visitor ? 'visitor' : 'OCB1000000001',
      realName: '李晓明',
      tel: '13800138000',
    },
    visitor ? { visitor: true } : undefined,
  );
}

const SLOW = { timeout: 8000 };

const calls = (suffix: string) =>
  fetchMock.mock.calls.filter(([u]) =>
    new URL(String(u), 'http://localhost').pathname.endsWith(suffix),
  );

async function tableNamed(name: string): Promise<HTMLElement> {
  let table: HTMLElement | null = null;
  await vi.waitFor(() => {
    table = document.querySelector<HTMLElement>(`table[aria-label="${name}"]`);
    expect(table).not.toBeNull();
  }, SLOW);
  return table!;
}

/** Opens the antd Select labelled `label` inside `scope` and picks `option`. */
async function choose(scope: HTMLElement, label: string, option: string | RegExp) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const item = await screen.findByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(item);
}

// A 1440 px wide screen: every responsive column and breakpoint shows (jsdom matches none).
const WIDTH = 1440;
const jsdomMatchMedia = window.matchMedia;
function desktopMatchMedia(query: string): MediaQueryList {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  const matches = (!min || WIDTH >= Number(min[1])) && (!max || WIDTH <= Number(max[1]));
  return { ...jsdomMatchMedia(query), matches: !!(min || max) && matches };
}

beforeEach(() => {
  window.matchMedia = desktopMatchMedia;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => fakeServer(input, init));
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  queryClient.clear();
  clearUser();
});

afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
  vi.unstubAllGlobals();
});

describe('5G快线 小微业务 screens', { timeout: 20_000 }, () => {
  it('lists subscriptions with the address filters, a masked phone and the gateway link', async () => {
    logIn(cpeMenus());
    renderAt(`${CPE}/mini-service?groupId=3&expiring=true`);
    const table = await tableNamed('小微业务列表');
    expect(await within(table).findByText('南山街口便利店', undefined, SLOW)).toBeTruthy();
    expect(within(table).getByText('138****8000')).toBeTruthy();
    expect(within(table).getByText('剩余6天')).toBeTruthy();
    expect(within(table).getByText('XW20261125000001').closest('a')?.getAttribute('href')).toBe(
      `${CPE}/mini-service/5`,
    );
    await vi.waitFor(
      () =>
        expect(within(table).getByText('CPE-SZ-0009').closest('a')?.getAttribute('href')).toBe(
          `${CPE}/list/9`,
        ),
      SLOW,
    );
    const query = new URL(String(calls('/mini/service/list')[0]![0]), 'http://localhost')
      .searchParams;
    expect(query.get('groupId')).toBe('3');
    expect(query.get('expiring')).toBe('true');
    // The switch shows the filter of the address.
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('adds a subscription through the form, sending what the server schema takes', async () => {
    logIn(cpeMenus());
    renderAt(`${CPE}/mini-service`);
    await tableNamed('小微业务列表');
    fireEvent.click(await screen.findByRole('button', { name: /新增小微业务/ }, SLOW));
    const dialog = (
      await screen.findByText('新增小微业务', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('.ant-modal')!;

    fireEvent.change(within(dialog).getByLabelText('商户名称'), {
      target: { value: ' 奶茶小铺 ' },
    });
    fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '王五' } });
    fireEvent.change(within(dialog).getByLabelText('联系电话'), {
      target: { value: '13912345678' },
    });
    await choose(dialog, '小微套餐', /^商铺标准版（下行100\/上行20 Mbps/);
    await choose(dialog, '承载网关', 'CPE-SZ-0011（奶茶店网关）');
    await choose(dialog, '服务期限', '6个月');
    expect(within(dialog).getByText('每台网关最多接入32台终端')).toBeTruthy();

    await act(async () =>
      fireEvent.click(within(dialog).getByText(/^确\s?定$/, { selector: 'button span' })),
    );
    await vi.waitFor(() => expect(calls('/mini/service')).toHaveLength(1), SLOW);
    const [, init] = calls('/mini/service')[0]!;
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      shopName: '奶茶小铺',
      contactName: '王五',
      contactPhone: '13912345678',
      packageId: 2,
      deviceId: 11,
      groupId: null,
      termMonths: 6,
    });
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('保存成功'), SLOW);
  });

  it('edits a subscription without its start date and term', async () => {
    logIn(cpeMenus());
    renderAt(`${CPE}/mini-service`);
    const table = await tableNamed('小微业务列表');
    fireEvent.click(await within(table).findByText('编辑', { selector: 'button span' }, SLOW));
    const dialog = (
      await screen.findByText('编辑小微业务', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('.ant-modal')!;
    expect((within(dialog).getByLabelText('商户名称') as HTMLInputElement).value).toBe(
      '南山街口便利店',
    );
    expect(within(dialog).queryByLabelText('生效日期')).toBeNull();
    expect(within(dialog).queryByLabelText('服务期限')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('联系电话'), { target: { value: '1391234' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByText(/^确\s?定$/, { selector: 'button span' })),
    );
    expect(await within(dialog).findByText('联系电话须为11位手机号码')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('联系电话'), {
      target: { value: '13912345678' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByText(/^确\s?定$/, { selector: 'button span' })),
    );
    const puts = () => calls('/mini/service/5').filter(([, i]) => i?.method === 'PUT');
    await vi.waitFor(() => expect(puts()).toHaveLength(1), SLOW);
    expect(JSON.parse(String(puts()[0]![1]?.body))).toEqual({
      shopName: '南山街口便利店',
      contactName: '李四',
      contactPhone: '13912345678',
      address: '南山区科技园',
      packageId: 2,
      deviceId: 9,
      groupId: 3,
      remark: '',
    });
  });

  it('shows one subscription with its gateway live, and suspends it only after confirming', async () => {
    logIn(cpeMenus());
    renderAt(`${CPE}/mini-service/5`);
    expect(await screen.findByText('南山街口便利店', { selector: 'h1' }, SLOW)).toBeTruthy();
    expect(screen.getByText('3 GB')).toBeTruthy();
    expect(screen.getByText('4 / 32 台')).toBeTruthy();
    expect(screen.getByText('¥199.00/月')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /暂停/ }));
    const title = await screen.findByText('暂停业务', { selector: '.ant-modal-confirm-title' });
    expect(calls('/suspend')).toHaveLength(0);
    await act(async () =>
      fireEvent.click(
        within(title.closest<HTMLElement>('.ant-modal')!).getByText(/^确\s?定$/, {
          selector: 'button span',
        }),
      ),
    );
    await vi.waitFor(() => expect(calls('/mini/service/5/suspend')).toHaveLength(1), SLOW);
    expect(calls('/mini/service/5/suspend')[0]![1]?.method).toBe('POST');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('业务已暂停'), SLOW);
  });

  it('draws the overview figures and lists what ends soon', async () => {
    logIn(cpeMenus());
    renderAt(`${CPE}/mini-panel`);
    expect(await screen.findByText('小微业务总览', { selector: 'h1' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('¥1,791.50', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('8 / 9')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看即将到期的 3 个业务' }).getAttribute('href')).toBe(
      `${CPE}/mini-service?expiring=true`,
    );
    const table = await tableNamed('即将到期的小微业务');
    expect(within(table).getByText('XW20261125000001').closest('a')?.getAttribute('href')).toBe(
      `${CPE}/mini-service/5`,
    );
  });

  it('leads from a group to its subscriptions, and says why a group in use stays', async () => {
    logIn(cpeMenus());
    renderAt(`${CPE}/mini-group`);
    const table = await tableNamed('小微分组');
    const count = await within(table).findByText('2 个', undefined, SLOW);
    await vi.waitFor(
      () => expect(count.closest('a')?.getAttribute('href')).toBe(`${CPE}/mini-service?groupId=3`),
      SLOW,
    );
    expect(within(table).getByText('1 / 2')).toBeTruthy();

    fireEvent.click(within(table).getByText(/^删\s?除$/, { selector: 'button span' }));
    const title = await screen.findByText('删除分组', { selector: '.ant-modal-confirm-title' });
    const dialog = title.closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText(/还有 2 个小微业务/)).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog).getByText(/^确\s?定$/, { selector: 'button span' })),
    );
    await vi.waitFor(() => expect(calls('/mini/group/3')).toHaveLength(1), SLOW);
    expect(calls('/mini/group/3')[0]![1]?.method).toBe('DELETE');
    await vi.waitFor(
      () => expect(toast.error).toHaveBeenCalledWith(MiniMessages.GROUP_NOT_EMPTY),
      SLOW,
    );
  });

  it('mirrors the list read-only in the visitor console', async () => {
    logIn(visitorMenus(), true);
    const router = renderAt(`/tourist${CPE}/mini-service`);
    const table = await tableNamed('小微业务列表');
    await within(table).findByText('南山街口便利店', undefined, SLOW);
    expect(router.state.location.pathname).toBe(`/tourist${CPE}/mini-service`);
    const add = screen.getByText(/新增小微业务/, { selector: 'button span' }).closest('button')!;
    expect(add.disabled).toBe(true);
    const rowButtons = [...table.querySelectorAll('button')];
    expect(rowButtons.map((b) => b.textContent)).toEqual(['编辑', '暂停', '续期']);
    expect(rowButtons.every((b) => b.disabled)).toBe(true);
    expect(within(table).getByText('XW20261125000001').closest('a')?.getAttribute('href')).toBe(
      `/tourist${CPE}/mini-service/5`,
    );
  });
});
