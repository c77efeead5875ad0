import { Messages } from '@pn/shared';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_TITLE } from '@/components/errors/not-found';
import { hero } from '@/features/home/content';
import { toast } from '@/lib/message';
import { setLoginInfo } from '@/lib/session';
import { parseRedirectMessage } from './navigation-effects';
import { AppProvider } from './provider';
import { routes } from './router';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

const notice = {
  id: 1,
  title: '关于5G专网运营平台11月28日凌晨系统升级维护的公告（请各位客户提前做好业务安排）',
  content: '…',
  status: 1,
  place: 1,
  releaseTime: '2026-11-20 09:00:00',
  createTime: '2026-11-22 10:37:25',
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: '0',
            message: '成功',
            result: { data: [notice], total: 1, page: 1, pageSize: 1 },
          }),
        ),
    ),
  );
  vi.mocked(toast.warning).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router', () => {
  it('redirects / to /home and renders the portal with the latest notice', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: hero.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    // Title cut to 30 characters plus '...', date as YYYY.MM.DD.
    expect(
      await screen.findByText(`${Array.from(notice.title).slice(0, 30).join('')}...`),
    ).toBeTruthy();
    expect(screen.getByText('2026.11.20')).toBeTruthy();
  });

  it('renders the 404 page, titled NotFound, for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(document.title).toBe(NOT_FOUND_TITLE);
  });

  it('sends a visitor without a token from the console to login', async () => {
    const router = renderAt('/control?tab=2');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/control?tab=2')}`);
    expect(toast.warning).toHaveBeenCalledWith(Messages.LOGIN_REQUIRED);
  });

  it('opens the console for a logged-in user', async () => {
    setLoginInfo({
      name: '张国栋',
      token: 't',
      custCode: 'C1',
      beId: '571',
      username: 'zgd',
      loginAccount: 'OCB1',
    });
    const router = renderAt('/control');
    expect(await screen.findByText('欢迎使用 5G 专网控制台')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/control');
  });

  it('follows same-origin redirect messages and ignores other origins', async () => {
    const router = renderAt('/home');
    await screen.findByRole('heading', { level: 1, name: hero.title });
    const visited: string[] = [];
    const unsubscribe = router.subscribe((state) => visited.push(state.location.pathname));

    const post = (name: string, origin: string) =>
      act(async () => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { action: 'redirect', name }, origin }),
        );
      });
    await post('notFound', 'https://evil.example.com');
    await post('forbidden', window.location.origin);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    unsubscribe();
    expect(visited).not.toContain('/404');
  });
});

describe('redirect messages', () => {
  it('maps names with :params to path parameters and others to the query string', () => {
    expect(
      parseRedirectMessage({
        action: 'redirect',
        name: 'productIntroduce',
        params: { type: 'B2' },
      }),
    ).toBe('/product/introduce/B2');
    expect(parseRedirectMessage({ action: 'redirect', name: 'news', params: { page: 2 } })).toBe(
      '/news?page=2',
    );
    expect(parseRedirectMessage(JSON.stringify({ action: 'redirect', name: 'home' }))).toBe(
      '/home',
    );
  });

  it('rejects unknown names, other actions and missing path parameters', () => {
    expect(parseRedirectMessage({ action: 'redirect', name: 'nope' })).toBeNull();
    expect(parseRedirectMessage({ action: 'open', name: 'home' })).toBeNull();
    expect(parseRedirectMessage({ action: 'redirect', name: 'productIntroduce' })).toBeNull();
    expect(parseRedirectMessage('not json')).toBeNull();
  });
});
