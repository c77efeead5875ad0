import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/message';
import type { OrderActionMutation } from '../types';
import { OrderReviewActions } from './order-review-actions';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

/** Without motion, a closed dialog leaves the page at once. */
const Host = ({ children }: { children: ReactNode }) => (
  <ConfigProvider theme={{ token: { motion: false } }}>
    <App>{children}</App>
  </ConfigProvider>
);

const spaced = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);
const button = (label: string) => screen.getByRole('button', { name: spaced(label) });

function renderActions(status: number, mutateAsync = vi.fn(() => Promise.resolve(null))) {
  const action: OrderActionMutation = { mutateAsync, isPending: false };
  render(
    <Host>
      <OrderReviewActions
        order={{ id: 7, orderNo: 'DD20261125000007', status, provisionError: '' }}
        action={action}
        layout="row"
      />
    </Host>,
  );
  return mutateAsync;
}

describe('OrderReviewActions', () => {
  beforeEach(() => vi.clearAllMocks());

  it('takes a submitted order into review and says so', async () => {
    const mutate = renderActions(0);
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual([
      '受理',
      '通过',
      '驳回',
    ]);
    fireEvent.click(button('受理'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('已受理'));
    expect(mutate).toHaveBeenCalledWith({ id: 7, action: 'accept' });
  });

  it('approves only once the operator confirms that provisioning starts', async () => {
    const mutate = renderActions(1);
    expect(screen.queryByRole('button', { name: spaced('受理') })).toBeNull();
    fireEvent.click(button('通过'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('通过订单 DD20261125000007？');
    expect(dialog.textContent).toContain('立即开始开通业务');
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('审核通过，正在开通'));
    expect(mutate).toHaveBeenCalledWith({ id: 7, action: 'approve' });
  });

  it('rejects only with a reason, and keeps the dialog open when the server refuses', async () => {
    const mutate = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'status',
          status: '1',
          message: '订单当前为“已取消”，不能驳回',
          httpStatus: 200,
          requestId: 'r1',
        }),
      )
      .mockResolvedValueOnce(null);
    renderActions(0, mutate);
    fireEvent.click(button('驳回'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('驳回订单 DD20261125000007');

    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();

    const reason = within(dialog).getByRole('textbox');
    fireEvent.change(reason, { target: { value: '  DNN 与现网冲突  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: spaced('确定') }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('订单当前为“已取消”，不能驳回'));
    expect(mutate).toHaveBeenLastCalledWith({ id: 7, action: 'reject', reason: 'DNN 与现网冲突' });
    expect(screen.getByRole('dialog')).toBeTruthy();

    // Ctrl+Enter sends from the reason box.
    fireEvent.keyDown(reason, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('已驳回'));
    expect(mutate).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a failing provisioning a retry, and nothing on a settled order', () => {
    const { unmount } = render(
      <Host>
        <OrderReviewActions
          order={{ id: 8, orderNo: 'DD8', status: 2, provisionError: '网元接口超时' }}
          action={{ mutateAsync: vi.fn(), isPending: false }}
          layout="header"
        />
      </Host>,
    );
    expect(button('重试开通')).toBeTruthy();
    unmount();
    renderActions(3);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
