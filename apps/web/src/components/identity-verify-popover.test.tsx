import { Messages, RESEND_COUNTDOWN_S, SPINNER_MS } from '@pn/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { toast } from '@/lib/message';
import { setLoginInfo } from '@/lib/session';
import { IdentityVerifyPopover } from './identity-verify-popover';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

function renderPopover(onVerified = vi.fn()) {
  render(
    <AppProvider>
      <IdentityVerifyPopover onVerified={onVerified}>
        <button type="button">验证身份</button>
      </IdentityVerifyPopover>
    </AppProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '验证身份' }));
  return onVerified;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.success).mockClear();
  setLoginInfo({ name: 'n', token: 't', custCode: '', beId: '', username: 'u', loginAccount: 'a' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('IdentityVerifyPopover (spec §4)', () => {
  it('spins at least 1 s while the code is sent, then counts down 60 s', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ status: '0', message: '验证码已发送', result: { tel: '138****0001' } }),
      ),
    );
    renderPopover();
    const button = await screen.findByRole('button', { name: /获取验证码/ });
    const clickedAt = Date.now();
    fireEvent.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, SPINNER_MS / 2)));
    // The code has been sent by now, but the spinner keeps turning for the full second.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/unionmallmanage/sm/sysOperStandardLog/phone/getVerifiCode',
    );
    expect(button.className).toContain('ant-btn-loading');
    const countdown = await screen.findByRole(
      'button',
      // Not anchored at the start: antd may keep its leaving loading icon (named "loading").
      { name: new RegExp(`(${RESEND_COUNTDOWN_S}|${RESEND_COUNTDOWN_S - 1})s$`) },
      { timeout: SPINNER_MS + 1000 },
    );
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(SPINNER_MS);
    expect(countdown).toHaveProperty('disabled', true);
  }, 15_000);

  it('counts down the wait the server answered', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          status: '0',
          message: '验证码已发送',
          result: { tel: '138****0001', resendSeconds: 120 },
        }),
      ),
    );
    renderPopover();
    fireEvent.click(await screen.findByRole('button', { name: /获取验证码/ }));
    const countdown = await screen.findByRole(
      'button',
      { name: /(120|119)s$/ },
      { timeout: SPINNER_MS + 1000 },
    );
    expect(countdown).toHaveProperty('disabled', true);
  }, 15_000);

  it('a failed code fetch only stops the spinner', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: '100429', message: '操作过于频繁', result: null }), {
        status: 429,
      }),
    );
    renderPopover();
    fireEvent.click(await screen.findByRole('button', { name: /获取验证码/ }));
    await vi.waitFor(
      () =>
        expect(screen.getByRole('button', { name: /获取验证码/ }).className).not.toContain(
          'ant-btn-loading',
        ),
      { timeout: SPINNER_MS + 1000 },
    );
    expect(screen.getByRole('button', { name: /获取验证码/ })).toHaveProperty('disabled', false);
  });

  it('requires the code, then runs the callback and shows 验证成功!', async () => {
    const onVerified = renderPopover();
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText(Messages.VERIFY_CODE_REQUIRED)).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('请输入验证码'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith('123456'));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(Messages.VERIFY_OK));
  });

  it('opens only once what it confirms is valid', async () => {
    let valid = false;
    render(
      <AppProvider>
        <IdentityVerifyPopover onVerified={vi.fn()} beforeOpen={() => Promise.resolve(valid)}>
          <button type="button">提交办理</button>
        </IdentityVerifyPopover>
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '提交办理' }));
    await act(() => Promise.resolve());
    expect(screen.queryByLabelText('请输入验证码')).toBeNull();
    valid = true;
    fireEvent.click(screen.getByRole('button', { name: '提交办理' }));
    expect(await screen.findByLabelText('请输入验证码')).toBeTruthy();
  });
});
