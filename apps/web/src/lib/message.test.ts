// The module message.ts loads the static API from (antd's index re-exports the same one).
import staticMessage from 'antd/es/message';
import { describe, expect, it, vi } from 'vitest';
import { bindMessageApi, toast } from './message';

describe('toast', () => {
  it('opens each message under a fresh key, so a new one never lands on a closing one', () => {
    const open = vi.fn();
    const unbind = bindMessageApi({ open });
    try {
      toast.warning('请先进行登录！');
      toast.error('登录信息过期，请重新登录！');
      expect(open).toHaveBeenCalledTimes(2);
      const [first, second] = open.mock.calls.map(([config]) => config);
      expect(first).toMatchObject({ type: 'warning', content: '请先进行登录！' });
      expect(second).toMatchObject({ type: 'error', content: '登录信息过期，请重新登录！' });
      expect(first.key).toBeTruthy();
      expect(second.key).toBeTruthy();
      expect(second.key).not.toBe(first.key);
    } finally {
      unbind();
    }
  });

  it('falls back to the static API (loaded on first use) once unbound', async () => {
    const open = vi.fn();
    // The static API renders asynchronously; stub it so nothing outlives the test's DOM.
    const staticOpen = vi
      .spyOn(staticMessage, 'open')
      .mockImplementation((() => undefined) as never);
    try {
      bindMessageApi({ open })();
      toast.info('x');
      expect(open).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(staticOpen).toHaveBeenCalled());
      expect(staticOpen).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'info', content: 'x' }),
      );
    } finally {
      staticOpen.mockRestore();
    }
  });
});
