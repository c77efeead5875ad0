import type { CaseListItem } from '@pn/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { PortalMemoryRouter } from '@/test/portal-router';
import { describe, expect, it } from 'vitest';
import { CasesPage, type CaseIndustry } from './cases-page';

const item = (pkId: number, trade: string, industryName: string, name: string): CaseListItem => ({
  pkId,
  type: null,
  name,
  trade,
  industryName,
  front: '',
  caseName: name,
  casePicture: '',
  resolveTitle: `${name}方案`,
  state: 1,
  publishTime: '',
  updateTime: '',
});

const cases = [
  item(1, 'port', '智慧港口', '港口远控'),
  item(2, 'energy', '电力能源', '电网切片'),
  item(3, 'port', '智慧港口', '无人集卡'),
];
const industries: CaseIndustry[] = [
  { id: 'energy', name: '电力能源', items: [cases[1]!] },
  { id: 'port', name: '智慧港口', items: [cases[0]!, cases[2]!] },
];

function Search() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function renderAt(url: string) {
  render(
    <PortalMemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/case"
          element={
            <>
              <CasesPage
                cases={cases}
                industries={industries}
                isPending={false}
                error={null}
                onRetry={() => undefined}
                hrefOf={(c) => `/case/detail?id=${c.pkId}`}
              />
              <Search />
            </>
          }
        />
      </Routes>
    </PortalMemoryRouter>,
  );
}

const chip = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: '按行业筛选' })).getByRole('link', { name });

const listed = () =>
  within(screen.getByRole('list', { name: '客户案例列表' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('CasesPage', () => {
  it('lists every case with links, and a chip per industry that has cases', () => {
    renderAt('/case');
    expect(listed()).toEqual(['港口远控', '电网切片', '无人集卡']);
    expect(screen.getByRole('link', { name: /电网切片/ }).getAttribute('href')).toBe(
      '/case/detail?id=2',
    );
    const chips = within(screen.getByRole('navigation', { name: '按行业筛选' })).getAllByRole(
      'link',
    );
    expect(chips.map((c) => c.textContent)).toEqual(['全部3', '电力能源1', '智慧港口2']);
    expect(chips[0]?.getAttribute('aria-current')).toBe('true');
  });

  it('narrows the list from the URL and writes a choice back to it', () => {
    renderAt('/case?trade=port');
    expect(listed()).toEqual(['港口远控', '无人集卡']);
    expect(screen.getByRole('status').textContent).toBe('共 2 个案例');

    fireEvent.click(chip(/电力能源/));
    expect(screen.getByTestId('search').textContent).toBe('?trade=energy');
    expect(listed()).toEqual(['电网切片']);
    expect(chip(/电力能源/).getAttribute('aria-current')).toBe('true');

    fireEvent.click(chip(/全部/));
    expect(screen.getByTestId('search').textContent).toBe('');
    expect(listed()).toHaveLength(3);
  });

  it('lists everything for an industry without cases', () => {
    renderAt('/case?trade=mining');
    expect(listed()).toHaveLength(3);
  });
});
