import { act, fireEvent, render, screen } from '@testing-library/react';
import { PortalMemoryRouter } from '@/test/portal-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { toast } from '@/lib/message';
import { queryClient } from '@/lib/query-client';
import {
  FloatingContact,
  type ContactDialogLoader,
  type ContactDialogProps,
} from './floating-contact';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

const CONTACT = {
  phone: '400-000-5855',
  hotline: '400-000-5856',
  email: null,
  serviceHours: '7×24小时',
  address: '',
  edition: 'province',
};

function FakeDialog({ open, onClose }: ContactDialogProps) {
  return open ? (
    <div role="dialog" aria-label="需求咨询">
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  ) : null;
}

const loaded = () => Promise.resolve({ default: FakeDialog });

function renderWidget(loadAdviceDialog: ContactDialogLoader) {
  render(
    <AppProvider>
      <PortalMemoryRouter>
        <FloatingContact loadAdviceDialog={loadAdviceDialog} loadChatbotDialog={loaded} />
      </PortalMemoryRouter>
    </AppProvider>,
  );
}

beforeEach(() => {
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ status: '0', message: '', result: CONTACT }))),
    ),
  );
  vi.mocked(toast.error).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FloatingContact', () => {
  it('discloses one line at a time; Escape closes it and returns focus', async () => {
    renderWidget(loaded);
    const phone = screen.getByRole('button', { name: '电话咨询' });
    const hotline = screen.getByRole('button', { name: '举报热线' });
    fireEvent.click(phone);
    expect(phone.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: CONTACT.phone })).toBeTruthy();
    fireEvent.click(hotline);
    expect(phone.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: CONTACT.hotline }).getAttribute('href')).toBe(
      'tel:4000005856',
    );
    fireEvent.keyDown(hotline, { key: 'Escape' });
    expect(hotline.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hotline);
  });

  it('has no mail line when no mailbox is configured (province edition)', async () => {
    renderWidget(loaded);
    fireEvent.click(screen.getByRole('button', { name: '电话咨询' }));
    await screen.findByRole('link', { name: CONTACT.phone });
    expect(screen.queryByRole('link', { name: '邮件咨询' })).toBeNull();
  });

  it('shows a loading state, then the dialog, which closes through onClose', async () => {
    let finish: () => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<{ default: typeof FakeDialog }>((resolve) => {
          finish = () => resolve({ default: FakeDialog });
        }),
    );
    renderWidget(load);
    fireEvent.click(screen.getByRole('button', { name: '需求咨询' }));
    expect(screen.getByRole('status').textContent).toContain('加载中');
    await act(async () => finish());
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dialog whose code fails to load says so, and the next opening tries again', async () => {
    const load = vi
      .fn<ContactDialogLoader>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(loaded);
    renderWidget(load);
    fireEvent.click(screen.getByRole('button', { name: '需求咨询' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('内容加载失败，请检查网络后重试'),
    );
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '需求咨询' }));
    expect(await screen.findByRole('dialog', { name: '需求咨询' })).toBeTruthy();
  });
});
