import { Messages, Status } from '@pn/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { toast } from '@/lib/message';
import { queryClient } from '@/lib/query-client';
import type { ConsultSource } from '@/lib/contact-dialogs';
import AdviceDialog from './advice-dialog';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

const AREAS: Record<string, { areaId: string; areaName: string; level: number }[]> = {
  '': [{ areaId: '440000', areaName: '广东省', level: 1 }],
  '440000': [{ areaId: '440300', areaName: '深圳市', level: 2 }],
  '440300': [{ areaId: '440305', areaName: '南山区', level: 3 }],
};

const fetchMock = vi.fn<typeof fetch>();
let submitAnswer: () => Promise<Response>;

const envelope = (status: string, message: string, result: unknown, httpStatus = 200) =>
  new Response(JSON.stringify({ status, message, result }), { status: httpStatus });

function routeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.endsWith('/sm/area/list')) {
    const areas = AREAS[url.searchParams.get('parentAreaId') ?? ''] ?? [];
    return Promise.resolve(
      envelope(
        '0',
        '成功',
        areas.map((a) => ({ ...a, isLeaf: false })),
      ),
    );
  }
  if (url.pathname.endsWith('/sm/marketdemand')) return submitAnswer();
  return Promise.reject(new Error(`unexpected ${url.pathname}`));
}

const submits = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/sm/marketdemand'));

const captchaSrc = () =>
  screen.getByRole('img', { name: '图片验证码，点击更换' }).getAttribute('src');

function renderDialog(onClose = vi.fn(), source?: ConsultSource) {
  const view = render(
    <AppProvider>
      <AdviceDialog open onClose={onClose} source={source} />
    </AppProvider>,
  );
  return { onClose, view };
}

async function chooseArea(...names: string[]) {
  fireEvent.mouseDown(screen.getByLabelText('企业所在地'));
  for (const name of names) {
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: new RegExp(`^${name}`) }));
  }
}

async function fillForm() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('企业名称', '深圳南山智造示范园');
  await chooseArea('广东省', '深圳市', '南山区');
  type('联系人', '林晓');
  type('联系电话', '13800138000');
  type('邮箱', 'linxiao@example.com');
  type('其他需求', '园区 AGV 调度与视频回传');
  type('图片验证码', 'K7PX');
}

const submitButton = () => screen.getByRole('button', { name: /提\s?交/ });

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(routeFetch);
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdviceDialog (spec §4, §8)', () => {
  it('sends the area ids with the captcha uuid once, then says 提交成功！ with the reference number and closes', async () => {
    let answer: (r: Response) => void = () => undefined;
    submitAnswer = () => new Promise((resolve) => (answer = resolve));
    const { onClose } = renderDialog();
    await fillForm();
    const uuid = new URL(captchaSrc()!, 'http://localhost').searchParams.get('uuid');

    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await vi.waitFor(() => expect(submits()).toHaveLength(1));
    fireEvent.click(submitButton());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(submits()).toHaveLength(1);

    const body = JSON.parse(String(submits()[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      companyName: '深圳南山智造示范园',
      address: ['440000', '440300', '440305'],
      verifyCode: 'K7PX',
      uuid,
      marketDemandType: 0,
      source: { kind: 'widget' },
    });

    answer(envelope('0', '提交成功！', { id: 1, refNo: 'XQ20261124000007' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '提交成功！您的需求编号为 XQ20261124000007，客户经理将尽快与您联系。',
        10,
      ),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText<HTMLInputElement>('企业名称').value).toBe('');
  }, 15_000);

  it('replaces a refused captcha without a message and keeps the rest of the form', async () => {
    submitAnswer = () =>
      Promise.resolve(envelope(Status.CAPTCHA_INVALID, Messages.CAPTCHA_INVALID, null, 400));
    const { onClose } = renderDialog();
    await fillForm();
    const before = captchaSrc();

    fireEvent.click(submitButton());
    await vi.waitFor(() => expect(captchaSrc()).not.toBe(before));
    expect(screen.getByLabelText<HTMLInputElement>('图片验证码').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('企业名称').value).toBe('深圳南山智造示范园');
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  }, 15_000);

  it('shows other refusals (too many attempts) and still draws a new captcha', async () => {
    submitAnswer = () =>
      Promise.resolve(envelope(Status.TOO_MANY_REQUESTS, '提交过于频繁，请稍后再试', null, 429));
    renderDialog();
    await fillForm();
    const before = captchaSrc();
    fireEvent.click(submitButton());
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('提交过于频繁，请稍后再试'));
    expect(captchaSrc()).not.toBe(before);
  }, 15_000);

  it('says what a consult button’s demand is about, starts the text with it and sends the source', async () => {
    submitAnswer = () =>
      Promise.resolve(envelope('0', '提交成功！', { id: 2, refNo: 'XQ20261124000008' }));
    renderDialog(vi.fn(), { kind: 'product', id: 'B1', name: '优享模式' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('咨询产品：优享模式')).toBeTruthy();
    const demand = screen.getByLabelText<HTMLTextAreaElement>('其他需求');
    expect(demand.value).toBe('关于“优享模式”：');
    await fillForm();
    expect(demand.value).toBe('园区 AGV 调度与视频回传');
    fireEvent.click(submitButton());
    await vi.waitFor(() => expect(submits()).toHaveLength(1));
    const body = JSON.parse(String(submits()[0]![1]?.body)) as Record<string, unknown>;
    expect(body.source).toEqual({ kind: 'product', id: 'B1', name: '优享模式' });
    expect(body.userMarketDemand).toBe('园区 AGV 调度与视频回传');
  }, 15_000);

  it('shows no subject line for a page without an item', () => {
    renderDialog(vi.fn(), { kind: 'support' });
    expect(screen.queryByText(/^咨询/)).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('其他需求').value).toBe('');
  });

  it('asks nothing of the server while a field is invalid', async () => {
    renderDialog();
    fireEvent.click(submitButton());
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('请选择您的企业所在地')).toBeTruthy();
    // Each field's message appears when its own (asynchronous) rule has run.
    expect(await within(dialog).findByText('图片验证码不能为空')).toBeTruthy();
    expect(await within(dialog).findByText('其他需求不能为空')).toBeTruthy();
    expect(submits()).toHaveLength(0);
  });
});
