import { addMonths, chinaMonthOf, type StatisticsOverview } from '@pn/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { clearUser, storeLoginOutcome } from '@/lib/session';
import { productMenuResult } from '@/test/menus';
import { usageOption } from './chart-options';
import { StatisticsPage } from './statistics-page';

// jsdom has no canvas: the lazy chart chunk renders a marker instead.
vi.mock('@/components/charts/echart', () => ({
  default: () => <div data-testid="echart" />,
}));

const months = ['2026-09', '2026-10', '2026-11'];

const overview: StatisticsOverview = {
  scope: { level: 'province', beId: '200', region: '广东' },
  from: '2026-09',
  to: '2026-11',
  months,
  customers: {
    total: 4,
    active: 3,
    suspended: 1,
    newInPeriod: 2,
    newByMonth: months.map((month, i) => ({ month, count: i === 2 ? 2 : 0 })),
  },
  orders: {
    count: 6,
    revenueFen: 12_345_600,
    refundFen: 10_000,
    byMonth: months.map((month) => ({ month, count: 2, revenueFen: 4_115_200, refundFen: 0 })),
    byStatus: [{ status: 3, label: '生效中', count: 5 }],
  },
  cards: {
    total: 3009,
    byStatus: [
      { status: 0, label: '库存', count: 9 },
      { status: 2, label: '已激活', count: 3000 },
    ],
    monthDataKb: 1024 * 1024,
    usageByMonth: [
      { month: '2026-09', dataKb: null },
      { month: '2026-10', dataKb: 2048 },
      { month: '2026-11', dataKb: 0 },
    ],
  },
  devices: {
    total: 46,
    byState: [
      { state: 'online', label: '在线', count: 41 },
      { state: 'offline', label: '离线', count: 3 },
      { state: 'inactive', label: '未激活', count: 2 },
    ],
    byKind: [
      { kind: 'cpe', label: '5G快线网关', total: 40, online: 36, offline: 2, inactive: 2 },
      { kind: 'multiSim', label: '5G多卡设备', total: 6, online: 5, offline: 1, inactive: 0 },
    ],
  },
  demand: {
    total: 3,
    byProvince: [{ provinceId: '440000', beId: '200', name: '广东', count: 3 }],
    byMonth: months.map((month) => ({ month, count: 1 })),
  },
  pending: { exportApprovals: 0, ordersSubmitted: 1, ordersApproving: 2, refunds: 0 },
  generatedAt: '2026-11-27 10:00:00',
};

let failOverview = false;
let level = 1;
const fetchMock = vi.fn<typeof fetch>();
const envelope = (result: unknown, status = '0', message = '成功', http = 200) =>
  new Response(JSON.stringify({ status, message, result }), { status: http });

function fakeServer(input: RequestInfo | URL): Response {
  const path = new URL(String(input), 'http://localhost').pathname.replace('/unionmallmanage/', '');
  switch (path) {
    case 'user/account/getLevelInfo':
      return envelope({ level, beId: level === 0 ? '000' : '200', areaCode: '' });
    case 'user/account/productMenu':
      return envelope(productMenuResult([], ['admin.statistics', 'admin.order.list']));
    case 'gateway/statistics/overview':
      return failOverview
        ? envelope(null, '403', '只能查看本省（本市）的统计数据', 403)
        : envelope(overview);
    default:
      return envelope(null);
  }
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <StatisticsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const overviewCalls = () =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname.endsWith('/gateway/statistics/overview'));

beforeEach(() => {
  failOverview = false;
  level = 1;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => fakeServer(input));
  vi.stubGlobal('fetch', fetchMock);
  storeLoginOutcome({
    accountId: 3,
    name: '广东省管理员',
    token: 'admin-token',
    custCode: '',
    beId: '200',
    username: 'gd_admin',
    loginAccount: 'gd_admin',
    realName: '陈广',
    tel: '',
  });
});

afterEach(() => {
  clearUser();
  vi.unstubAllGlobals();
});

describe('统计分析', { timeout: 20_000 }, () => {
  it('shows the figures, their scope, and links the waiting queues the caller holds', async () => {
    renderAt('/admin/statistics?from=2026-09&to=2026-11');
    expect(await screen.findByTestId('kpi-customers')).toHaveProperty('textContent', '4');
    expect(screen.getByTestId('kpi-revenue').textContent).toBe('¥123,456.00');
    expect(screen.getByTestId('statistics-scope').textContent).toContain(
      '统计范围：广东 · 2026-09 至 2026-11',
    );
    // A province administrator has no province to choose, and sends none.
    expect(screen.queryByLabelText('省份')).toBeNull();
    expect(overviewCalls().at(-1)!.searchParams.get('beId')).toBeNull();
    expect(overviewCalls().at(-1)!.searchParams.get('from')).toBe('2026-09');
    const submitted = screen.getByRole('link', { name: '订单待审核 1' });
    expect(submitted.getAttribute('href')).toBe('/admin/order/list?status=0');
    // Refunds are not the caller's screen here: the figure stands without a link.
    expect(screen.queryByRole('link', { name: /退款待审核/ })).toBeNull();
    const devices = screen.getByRole('img', { name: '设备在线状态' });
    expect(within(devices).getByText('在线 41，离线 3，未激活 2')).toBeTruthy();
  });

  it('lets national staff narrow to a province from the address', async () => {
    level = 0;
    renderAt('/admin/statistics?beId=200');
    await screen.findByTestId('kpi-customers');
    expect(screen.getByLabelText('省份')).toBeTruthy();
    // Held back until the level is known, then sent once with the province.
    expect(overviewCalls()).toHaveLength(1);
    const call = overviewCalls()[0]!;
    expect(call.searchParams.get('beId')).toBe('200');
    expect(call.searchParams.get('to')).toBe(chinaMonthOf());
    expect(call.searchParams.get('from')).toBe(addMonths(chinaMonthOf(), -11));
  });

  it('shows a failure as a failure, never as zeros', async () => {
    failOverview = true;
    renderAt('/admin/statistics');
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
    expect(screen.getByText('只能查看本省（本市）的统计数据')).toBeTruthy();
    expect(screen.queryByTestId('kpi-customers')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('leaves a month without a usage record as a gap', () => {
    const option = usageOption(overview.cards) as { series: { data: unknown[] }[] };
    expect(option.series[0]!.data).toEqual(['-', 2048 * 1024, 0]);
  });
});
