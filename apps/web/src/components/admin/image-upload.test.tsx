import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages, RELOGIN_REDIRECT_DELAY_MS } from '@pn/shared';
import { browser } from '@/lib/browser';
import { toast } from '@/lib/message';
import { getToken, setLoginInfo } from '@/lib/session';
import { ImageUpload, PICTURE_MAX_BYTES } from './image-upload';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

/** What the upload calls sent, and what the server answers. */
interface SentUpload {
  url: string;
  headers: Headers;
  body: FormData;
}
let sent: SentUpload[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: null };

const fakeFetch = vi.fn<typeof fetch>((input, init) => {
  sent.push({
    url: String(input),
    headers: new Headers(init?.headers),
    body: init?.body as FormData,
  });
  return Promise.resolve(
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    }),
  );
});

const STORED = '/unionmallmanage/sm/file/download?path=picSrc%2F202601%2Fab12.png';

function fileInput(): HTMLInputElement {
  return screen.getByLabelText('封面图片');
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

function renderField(initial = '', folder?: 'case') {
  const changes: string[] = [];
  render(
    <Form
      initialValues={{ front: initial }}
      onValuesChange={(v: { front?: string }) => {
        changes.push(v.front ?? '');
      }}
    >
      <Form.Item name="front" label="封面图片">
        <ImageUpload folder={folder} alt="封面预览" />
      </Form.Item>
    </Form>,
  );
  return changes;
}

beforeEach(() => {
  sent = [];
  fakeFetch.mockClear();
  vi.stubGlobal('fetch', fakeFetch);
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  setLoginInfo({
    name: '内容编辑',
    token: 'tok-9',
    custCode: '',
    beId: '',
    username: 'editor',
    loginAccount: 'editor',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImageUpload', () => {
  it('uploads the chosen picture with the session headers and keeps its address', async () => {
    answer = {
      status: 200,
      body: {
        status: '0',
        message: '上传成功',
        result: { path: 'picSrc/202601/ab12.png', url: STORED, contentType: 'image/png' },
      },
    };
    const changes = renderField('', 'case');
    expect(screen.getByText('暂无图片')).toBeTruthy();

    choose(new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));

    await waitFor(() => expect(changes).toEqual([STORED]));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/unionmallmanage/sm/file/upload');
    expect(sent[0]?.headers.get('UserToken')).toBe('tok-9');
    expect(sent[0]?.body.get('filePath')).toBe('case');
    expect((sent[0]?.body.get('upload') as File).name).toBe('cover.png');
    expect(screen.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe(STORED);
    expect(screen.getByRole('button', { name: /更换图片/ })).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the old picture', async () => {
    answer = {
      status: 400,
      body: { status: '100400', message: '仅支持 PNG、JPEG、GIF、WebP 格式的图片', result: null },
    };
    const changes = renderField('/images/cases/port/front.svg');

    choose(new File(['GIF89a'], 'fake.png', { type: 'image/png' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('仅支持 PNG、JPEG、GIF、WebP 格式的图片'),
    );
    expect(changes).toEqual([]);
    expect(screen.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe(
      '/images/cases/port/front.svg',
    );
  });

  it('refuses other file types and pictures over 5 MB before sending anything', async () => {
    renderField();
    choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('仅支持 PNG、JPEG、GIF、WebP 格式的图片'),
    );

    const big = new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'big.jpg', {
      type: 'image/jpeg',
    });
    choose(big);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('图片大小不能超过5MB'));
    expect(sent).toHaveLength(0);
  });

  it('on an expired session says so once and goes to the login page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/admin/content/news?edit=new');
    answer = { status: 401, body: { status: '401', message: '未登录', result: null } };
    const changes = renderField(STORED);

    choose(new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));

    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(Messages.SESSION_EXPIRED));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('');
    vi.advanceTimersByTime(RELOGIN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      `/login?redirect=${encodeURIComponent('/admin/content/news?edit=new')}`,
    );
    expect(changes).toEqual([]);
    vi.useRealTimers();
  });

  it('removes the picture', () => {
    const changes = renderField(STORED);
    fireEvent.click(screen.getByRole('button', { name: /移除图片/ }));
    expect(changes).toEqual(['']);
    expect(screen.getByText('暂无图片')).toBeTruthy();
  });
});
