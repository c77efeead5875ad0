import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { NoticeList } from './notice-list';

const fetchMock = vi.fn<typeof fetch>();

const NOTICE = {
  id: 7,
  title: '关于平台系统升级维护的公告',
  content: '升级期间控制台部分功能可能短暂不可用。\n门户浏览不受影响。',
  status: 1,
  place: 1,
  releaseTime: '2026-11-20 09:00:00',
  createTime: '2026-11-19 18:00:00',
};

function respond(total: number) {
  fetchMock.mockResolvedValue(
    new Response(
      JSON.stringify({
        status: '0',
        message: '',
        result: { data: [NOTICE], total, page: 2, pageSize: 10 },
      }),
    ),
  );
}

function renderList(onChange = vi.fn()) {
  render(
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={createQueryClient()}>
        <NoticeList page={2} pageSize={10} onChange={onChange} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return onChange;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NoticeList', () => {
  it('asks for one page of published portal notices', async () => {
    respond(25);
    renderList();
    await screen.findByText(NOTICE.title);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/unionmallmanage/sm/announcement/manager/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      pageSize: '10',
      status: '1',
      place: '1',
    });
    expect(screen.getByText('2026.11.20')).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
  });

  it('discloses a notice’s text on demand', async () => {
    respond(1);
    renderList();
    const toggle = await screen.findByRole('button', { name: new RegExp(NOTICE.title) });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toContain('门户浏览不受影响');
  });

  it('reports pager moves to the caller', async () => {
    respond(25);
    const onChange = renderList();
    await screen.findByText(NOTICE.title);
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenCalledWith(3, 10);
  });
});
