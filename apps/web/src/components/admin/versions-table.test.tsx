import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useVersionPaging, VersionsDrawer, VersionsTable, type VersionRow } from './versions-table';

interface Row extends VersionRow {
  snapshot: string;
}

const rows: Row[] = [
  {
    versionId: 12,
    version: 2,
    action: 'publish',
    operator: 'editor',
    createTime: '2026-11-20 10:00:00',
    snapshot: 'b',
  },
  {
    versionId: 11,
    version: 1,
    action: 'legacy-import',
    operator: '',
    createTime: '2026-11-19 09:00:00',
    snapshot: 'a',
  },
];

const list = {
  data: { data: rows, total: 2, page: 1, pageSize: 10 },
  isFetching: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
};

describe('VersionsTable', () => {
  it('lists each version with its action, operator and time, and one action a row', () => {
    const onAction = vi.fn();
    render(
      <VersionsTable<Row>
        list={list}
        paging={{ page: 1, pageSize: 10, setPage: vi.fn() }}
        actionLabel="对比"
        onAction={onAction}
      />,
    );
    const table = screen.getByRole('table', { name: '历史版本列表' });
    const [newest, oldest] = within(table).getAllByRole('row').slice(1);
    expect(newest!.textContent).toContain('v2');
    expect(newest!.textContent).toContain('发布');
    expect(newest!.textContent).toContain('editor');
    expect(newest!.textContent).toContain('2026-11-20 10:00:00');
    // An action the labels do not know shows as sent; no operator shows a dash.
    expect(oldest!.textContent).toContain('legacy-import');
    expect(within(oldest!).getAllByRole('cell')[2]!.textContent).toBe('-');

    fireEvent.click(screen.getByRole('button', { name: '对比 v1' }));
    expect(onAction).toHaveBeenCalledWith(rows[1]);
  });

  it('says so when there is no version yet', () => {
    render(
      <VersionsTable<Row>
        list={{ ...list, data: { data: [], total: 0, page: 1, pageSize: 10 } }}
        paging={{ page: 1, pageSize: 10, setPage: vi.fn() }}
        actionLabel="查看"
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByText('暂无历史版本')).toBeTruthy();
  });
});

describe('VersionsDrawer', () => {
  it('is titled with the record and shows its content only when open', () => {
    const { rerender } = render(
      <VersionsDrawer open name="港口专网" onClose={vi.fn()}>
        <p>版本列表</p>
      </VersionsDrawer>,
    );
    expect(screen.getByText('历史版本 · 港口专网')).toBeTruthy();
    expect(screen.getByText('版本列表')).toBeTruthy();
    rerender(
      <VersionsDrawer open={false} name={undefined} onClose={vi.fn()}>
        {null}
      </VersionsDrawer>,
    );
    expect(screen.queryByText('历史版本 · 港口专网')).toBeNull();
  });
});

describe('useVersionPaging', () => {
  it('moves between pages and goes back to the first on a new page size', () => {
    const { result } = renderHook(() => useVersionPaging());
    expect(result.current).toMatchObject({ page: 1, pageSize: 10 });
    act(() => result.current.setPage(3, 10));
    expect(result.current).toMatchObject({ page: 3, pageSize: 10 });
    act(() => result.current.setPage(3, 20));
    expect(result.current).toMatchObject({ page: 1, pageSize: 20 });
  });
});
