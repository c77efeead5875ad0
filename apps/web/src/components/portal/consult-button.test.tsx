import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeContactDialog,
  registerContactDialog,
  useContactDialogs,
  type ContactDialogLoader,
} from '@/lib/contact-dialogs';
import { ConsultButton } from './consult-button';

const load = vi.fn<ContactDialogLoader>(() => new Promise(() => undefined));

/** What the build writes into index.html for the dialog (vite.config.ts, WARM_MODULES). */
function addWarmTemplate() {
  const template = document.createElement('template');
  template.id = 'pn-warm-advice';
  template.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/advice-dialog.js">';
  document.body.append(template);
}
const warmed = () => document.head.querySelectorAll('link[href="/assets/advice-dialog.js"]');

beforeEach(() => {
  load.mockClear();
  registerContactDialog('advice', load);
  closeContactDialog();
  addWarmTemplate();
});

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('pn-warm-advice')?.remove();
  warmed().forEach((link) => link.remove());
});

describe('ConsultButton', () => {
  it('opens the demand dialog about its item', () => {
    const source = { kind: 'product', id: 'B1', name: '优享模式' } as const;
    render(<ConsultButton source={source}>咨询专家</ConsultButton>);
    fireEvent.click(screen.getByRole('button', { name: '咨询专家' }));
    const state = useContactDialogs.getState();
    expect(state.open).toBe('advice');
    expect(state.source).toEqual(source);
  });

  it('fetches the dialog’s code when the pointer or focus reaches it', () => {
    render(<ConsultButton source={{ kind: 'home' }}>咨询需求</ConsultButton>);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button'));
    fireEvent.focus(screen.getByRole('button'));
    expect(load).toHaveBeenCalled();
  });

  it('on an item’s page, also fetches it once the browser is idle, without running it', () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void) => window.setTimeout(callback, 10));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
    try {
      const view = render(
        <ConsultButton source={{ kind: 'case', id: '3', name: '智慧港口' }} preloadWhenIdle>
          咨询类似方案
        </ConsultButton>,
      );
      expect(load).not.toHaveBeenCalled();
      expect(warmed()).toHaveLength(0);
      act(() => void vi.advanceTimersByTime(20));
      expect(idle).toHaveBeenCalledTimes(1);
      // The build's preload links are in the head (fetched, not run); the template is used up.
      expect(warmed()).toHaveLength(1);
      expect(document.getElementById('pn-warm-advice')).toBeNull();
      expect(load).not.toHaveBeenCalled();
      // Hover still runs it, so the click finds it ready.
      fireEvent.pointerEnter(screen.getByRole('button'));
      expect(load).toHaveBeenCalledTimes(1);
      view.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves the idle preload out when the visitor saves data', () => {
    vi.useFakeTimers();
    const idle = vi.fn((callback: () => void) => window.setTimeout(callback, 10));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      const view = render(
        <ConsultButton source={{ kind: 'product', id: 'B1', name: '优享模式' }} preloadWhenIdle>
          咨询专家
        </ConsultButton>,
      );
      act(() => void vi.advanceTimersByTime(20));
      expect(idle).not.toHaveBeenCalled();
      expect(load).not.toHaveBeenCalled();
      expect(warmed()).toHaveLength(0);
      view.unmount();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});
