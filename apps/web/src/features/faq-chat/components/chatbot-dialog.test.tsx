import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/message';
import ChatbotDialogDefault, { ChatbotDialog } from './chatbot-dialog';

// antd's static message renders on a later tick; a real one could outlive the test's DOM.
vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

const HOT = [
  { id: 28, question: '5G快线网关最多可以接入多少台设备？' },
  { id: 23, question: '套餐退订如何收费？' },
];

const fetchMock = vi.fn<typeof fetch>();
const envelope = (result: unknown, status = '0', message = '成功', httpStatus = 200) =>
  new Response(JSON.stringify({ status, message, result }), { status: httpStatus });

/** Answers the hot list, and each question with `answers(question)`. */
function serve(answers: (question: string) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/sm/faq/portal/hot')) return envelope(HOT);
    const body = JSON.parse(String(init?.body)) as { question: string };
    return answers(body.question);
  });
}

const asked = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/sm/faq/ask'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { question: string });

function renderDialog() {
  const onClose = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={createQueryClient()}>
        <ChatbotDialog open onClose={onClose} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return onClose;
}

const input = () => screen.getByRole('textbox', { name: '输入您的问题' });
const log = () => screen.getByRole('log', { name: '对话记录' });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatbotDialog', () => {
  it('is both the default and a named export (the widget lazy-loads the default)', () => {
    expect(ChatbotDialogDefault).toBe(ChatbotDialog);
  });

  it('greets with the hot questions as chips and asks one when clicked', async () => {
    serve(() =>
      envelope({
        kind: 'exact',
        question: HOT[0]!.question,
        answer: '建议不超过15台。\n可增加网关。',
        hot: HOT,
      }),
    );
    renderDialog();
    expect(screen.getByRole('dialog', { name: /智能客服/ })).toBeTruthy();
    const chip = await screen.findByRole('button', { name: HOT[0]!.question });
    fireEvent.click(chip);
    await within(log()).findByText(/建议不超过15台/);
    expect(asked()).toEqual([{ question: HOT[0]!.question }]);
    // The question appears as the visitor's bubble, the answer keeps its line break.
    const rows = within(log())
      .getAllByRole('listitem')
      .filter((li) => li.dataset.from);
    expect(rows.map((r) => r.dataset.from)).toEqual(['bot', 'user', 'bot']);
    expect(rows[1]!.textContent).toContain(HOT[0]!.question);
    expect(rows[2]!.querySelector('p')!.textContent).toBe('建议不超过15台。\n可增加网关。');
  });

  it('warns about empty input and sends nothing', async () => {
    serve(() => envelope(null));
    const warning = vi.spyOn(toast, 'warning');
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(warning).toHaveBeenCalledTimes(2);
    expect(warning).toHaveBeenCalledWith('输入框内容不能为空');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled()); // the hot list only
    expect(asked()).toEqual([]);
  });

  it('sends on Enter (not Shift+Enter), shows a loading bubble, then the keyword answer', async () => {
    let answer!: (r: Response) => void;
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderDialog();
    fireEvent.change(input(), { target: { value: '  退订要交多少钱 ' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(asked()).toEqual([]);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await within(log()).findByRole('status')).toBeTruthy();
    expect(screen.getByText('正在为您查找答案…')).toBeTruthy();
    expect((input() as HTMLTextAreaElement).value).toBe('');
    // A second question waits for the first answer.
    fireEvent.change(input(), { target: { value: '再问一个' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(asked()).toEqual([{ question: '退订要交多少钱' }]));
    answer(
      envelope({
        kind: 'keyword',
        question: HOT[1]!.question,
        answer: '当期套餐费用全额收取。',
        hot: HOT,
      }),
    );
    await within(log()).findByText('当期套餐费用全额收取。');
    expect(within(log()).getByText(`为您找到相关问题：${HOT[1]!.question}`)).toBeTruthy();
    expect(within(log()).queryByRole('status')).toBeNull();
  });

  it('offers the hot questions again under a fallback answer', async () => {
    serve(() =>
      envelope({ kind: 'fallback', answer: '抱歉，我还在学习中，请换个说法。', hot: HOT }),
    );
    renderDialog();
    await screen.findAllByRole('button', { name: HOT[1]!.question });
    fireEvent.change(input(), { target: { value: '火星天气' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    const apology = await within(log()).findByText('抱歉，我还在学习中，请换个说法。');
    const bubble = apology.closest('li')!;
    const chips = within(bubble)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips).toEqual(HOT.map((h) => h.question));
    fireEvent.click(within(bubble).getByRole('button', { name: HOT[1]!.question }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ question: HOT[1]!.question }));
  });

  it('answers a refused question with the server’s message', async () => {
    serve(() => envelope(null, '429', '提问过于频繁，请稍后再试', 429));
    renderDialog();
    fireEvent.change(input(), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await within(log()).findByText('提问过于频繁，请稍后再试')).toBeTruthy();
  });
});
