import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  Link,
  PortalNavigationProvider,
  resolveTo,
  useSearchParams,
  type PortalNavigation,
} from './portal-nav';

const HERE = { pathname: '/case', search: '?trade=port', hash: '' };

describe('resolveTo', () => {
  it('keeps absolute paths and resolves the rest from the current page', () => {
    expect(resolveTo('/product/intro/RealTime', HERE)).toBe('/product/intro/RealTime');
    expect(resolveTo('?trade=energy', HERE)).toBe('/case?trade=energy');
    expect(resolveTo('#case-list', HERE)).toBe('/case?trade=port#case-list');
    expect(resolveTo({ search: 'trade=mine', hash: 'case-list' }, HERE)).toBe(
      '/case?trade=mine#case-list',
    );
    expect(resolveTo({ pathname: '/news', search: '?tab=notice' }, HERE)).toBe('/news?tab=notice');
    expect(resolveTo({ search: '' }, HERE)).toBe('/case');
  });
});

function renderWith(navigate: PortalNavigation['navigate'], ui: React.ReactNode) {
  return render(
    <PortalNavigationProvider value={{ location: HERE, params: {}, navigate }}>
      {ui}
    </PortalNavigationProvider>,
  );
}

describe('Link', () => {
  it('is a plain link whose plain click navigates in the page', () => {
    const navigate = vi.fn();
    renderWith(navigate, <Link to="/news">新闻</Link>);
    const link = screen.getByRole('link', { name: '新闻' });
    expect(link.getAttribute('href')).toBe('/news');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/news', { replace: false, state: undefined });
  });

  it('replaces the entry of the page it is on', () => {
    const navigate = vi.fn();
    renderWith(navigate, <Link to="/case?trade=port">港口</Link>);
    fireEvent.click(screen.getByRole('link', { name: '港口' }));
    expect(navigate).toHaveBeenCalledWith('/case?trade=port', { replace: true, state: undefined });
  });

  it('leaves modified clicks, other targets and handled clicks to the browser', () => {
    const navigate = vi.fn();
    renderWith(
      navigate,
      <>
        <Link to="/news">新闻</Link>
        <Link to="/case" target="_blank">
          案例
        </Link>
        <Link to="/home" onClick={(event) => event.preventDefault()}>
          首页
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: '新闻' }), { ctrlKey: true })).toBe(
      true,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: '案例' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the hooks', () => {
  it('read the page they are on, and refuse to run outside a provider', () => {
    function Trade() {
      return <span>{useSearchParams().get('trade')}</span>;
    }
    renderWith(vi.fn(), <Trade />);
    expect(screen.getByText('port')).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trade />)).toThrow(/outside PortalNavigationProvider/);
  });
});
