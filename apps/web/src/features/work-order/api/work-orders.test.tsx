import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setLoginInfo } from '@/lib/session';
import { usePictureSource } from './work-orders';

const PICTURE = '/unionmallmanage/sm/file/download?path=workOrder%2F202612%2Fab12.png';

function Shown({ url }: { url: string }) {
  const { src, failed } = usePictureSource(url);
  if (failed) return <span>refused</span>;
  return src ? <img alt="附件" src={src} /> : <span>loading</span>;
}

function renderPicture(url = PICTURE) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Shown url={url} />
    </QueryClientProvider>,
  );
}

describe('work-order pictures', () => {
  let sent: { url: string; headers: Headers }[] = [];
  let status = 200;
  beforeEach(() => {
    sent = [];
    status = 200;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => {
        sent.push({ url: String(input), headers: new Headers(init?.headers) });
        return Promise.resolve(
          status === 200
            ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
                status,
                headers: { 'content-type': 'image/png' },
              })
            : new Response(JSON.stringify({ status: '100403', message: '无权', result: null }), {
                status,
                headers: { 'content-type': 'application/json' },
              }),
        );
      }),
    );
    setLoginInfo({
      name: '企业管理员',
      token: 'tok-work-order',
      custCode: 'C1',
      beId: '',
      username: 'OCB1000000001',
      loginAccount: 'OCB1000000001',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearUser();
  });

  it('fetches a private picture with the session and shows it from its bytes', async () => {
    renderPicture();
    const img = await screen.findByRole('img', { name: '附件' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(PICTURE);
    expect(sent[0]!.headers.get('UserToken')).toBe('tok-work-order');
  });

  it('shows no picture when the server refuses it', async () => {
    status = 403;
    renderPicture();
    await waitFor(() => expect(screen.getByText('refused')).toBeTruthy());
    expect(screen.queryByRole('img')).toBeNull();
  });
});
