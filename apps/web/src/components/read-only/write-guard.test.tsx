import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Switch } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { ExportPermissionGate } from '@/components/export-permission/export-permission-gate';
import { IdentityVerifyPopover } from '@/components/identity-verify-popover';
import type { MenuArea } from '@/lib/menu-tree';
import { visitorText } from '@/locales/zh-CN/visitor';
import { ConsoleAreaProvider, useAreaPath } from './read-only';
import { WriteButton, WriteGuard } from './write-guard';

function renderIn(area: MenuArea, ui: ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element: <ConsoleAreaProvider area={area}>{ui}</ConsoleAreaProvider> },
  ]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

function Writes({ onWrite }: { onWrite: () => void }) {
  return (
    <>
      <WriteButton onClick={onWrite}>停机</WriteButton>
      <WriteGuard>
        <Switch aria-label="启用规则" onChange={onWrite} />
      </WriteGuard>
      <IdentityVerifyPopover onVerified={onWrite}>
        <Button>验证身份并提交</Button>
      </IdentityVerifyPopover>
      <ExportPermissionGate onPermitted={onWrite}>
        {(request) => <Button onClick={request}>导出</Button>}
      </ExportPermissionGate>
    </>
  );
}

function AreaLink() {
  const inArea = useAreaPath();
  return <a href={inArea('/control/SIM/manage?tariffId=2')}>卡片管理</a>;
}

const WRITES = ['停机', '启用规则', '验证身份并提交', '导出'];
const control = (name: string) =>
  name === '启用规则'
    ? screen.getByRole('switch', { name })
    : screen.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

describe('write controls in the visitor console', () => {
  it('are disabled, and explain why with an invitation to register', async () => {
    const onWrite = vi.fn();
    renderIn('tourist', <Writes onWrite={onWrite} />);
    for (const name of WRITES) {
      const el = control(name);
      expect(el.hasAttribute('disabled'), name).toBe(true);
      const guard = el.closest<HTMLElement>('[data-read-only]');
      expect(guard, name).toBeTruthy();
      // Described for assistive technology, and focusable to show the tooltip.
      expect(document.getElementById(guard!.getAttribute('aria-describedby')!)?.textContent).toBe(
        visitorText.readOnlyTip,
      );
      expect(guard!.tabIndex).toBe(0);
      fireEvent.click(el);
    }
    expect(onWrite).not.toHaveBeenCalled();

    fireEvent.mouseEnter(control('停机').closest('[data-read-only]')!);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('link', { name: visitorText.register }).getAttribute('href')).toBe(
      '/registCustomer',
    );
  });

  it('keep links inside the visitor console', () => {
    renderIn('tourist', <AreaLink />);
    expect(screen.getByRole('link', { name: '卡片管理' }).getAttribute('href')).toBe(
      '/tourist/control/SIM/manage?tariffId=2',
    );
  });
});

describe('write controls in the console', () => {
  it('work as before', () => {
    const onWrite = vi.fn();
    renderIn('console', <Writes onWrite={onWrite} />);
    for (const name of WRITES) {
      expect(control(name).hasAttribute('disabled'), name).toBe(false);
      expect(control(name).closest('[data-read-only]'), name).toBeNull();
    }
    fireEvent.click(control('停机'));
    expect(onWrite).toHaveBeenCalledTimes(1);
  });

  it('leave console links as they are', () => {
    renderIn('console', <AreaLink />);
    expect(screen.getByRole('link', { name: '卡片管理' }).getAttribute('href')).toBe(
      '/control/SIM/manage?tariffId=2',
    );
  });
});
