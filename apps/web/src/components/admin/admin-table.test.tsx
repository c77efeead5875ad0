import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/message';
import { adminPagination, AdminTable, useAdminConfirm, type ConfirmOptions } from './admin-table';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

interface Row {
  id: number;
  name: string;
}

const columns = [{ title: '名称', dataIndex: 'name' }];

function list(overrides: Partial<Parameters<typeof AdminTable<Row>>[0]['list']> = {}) {
  return {
    data: { data: [{ id: 1, name: '港口专网' }], total: 35, page: 2, pageSize: 10 },
    isFetching: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...overrides,
  };
}

describe('adminPagination', () => {
  it('offers 10, 20 and 50 a page with total, sizes and jumper, and reports moves', () => {
    const setPage = vi.fn();
    const config = adminPagination({ page: 2, pageSize: 20, setPage }, 35);
    expect(config).toMatchObject({
      current: 2,
      pageSize: 20,
      total: 35,
      pageSizeOptions: ['10', '20', '50'],
      showSizeChanger: true,
      showQuickJumper: true,
    });
    expect((config.showTotal as (n: number) => string)(35)).toBe('共 35 条');
    config.onChange?.(3, 20);
    expect(setPage).toHaveBeenCalledWith(3, 20);
  });
});

describe('AdminTable', () => {
  it('shows the rows with the standard pager', () => {
    const setPage = vi.fn();
    render(
      <AdminTable<Row>
        rowKey="id"
        aria-label="测试列表"
        columns={columns}
        list={list()}
        paging={{ page: 2, pageSize: 10, setPage }}
        emptyText="暂无数据"
      />,
    );
    expect(screen.getByText('港口专网')).toBeTruthy();
    expect(screen.getByText('共 35 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(setPage).toHaveBeenCalledWith(3, 10);
  });

  it('sorts sortable columns on the server: newest first, then oldest, then the list’s order', () => {
    const setSort = vi.fn();
    const sortable = [
      { title: '名称', dataIndex: 'name' },
      { title: '更新时间', dataIndex: 'updateTime', sorter: true },
    ];
    const table = (sort: { sortField?: string; sortOrder?: 'asc' | 'desc' }) => (
      <AdminTable<Row>
        rowKey="id"
        aria-label="测试列表"
        columns={sortable}
        list={list()}
        paging={{ page: 2, pageSize: 10, setPage: vi.fn(), sort, setSort }}
        emptyText="暂无数据"
      />
    );
    const { rerender } = render(table({}));
    const header = () => screen.getByRole('columnheader', { name: /更新时间/ });
    expect(screen.getByRole('columnheader', { name: '名称' }).getAttribute('aria-sort')).toBeNull();
    expect(header().getAttribute('aria-sort')).toBeNull();
    fireEvent.click(header());
    expect(setSort).toHaveBeenLastCalledWith({ sortField: 'updateTime', sortOrder: 'desc' });

    rerender(table({ sortField: 'updateTime', sortOrder: 'desc' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header());
    expect(setSort).toHaveBeenLastCalledWith({ sortField: 'updateTime', sortOrder: 'asc' });

    rerender(table({ sortField: 'updateTime', sortOrder: 'asc' }));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header());
    expect(setSort).toHaveBeenLastCalledWith({});
  });

  it('tells a failed load from an empty page, with a retry', () => {
    const failed = list({
      data: undefined,
      isError: true,
      error: new ApiError({
        kind: 'status',
        status: '100500',
        message: '系统繁忙，请稍后再试',
        httpStatus: 500,
        requestId: 'r1',
      }),
    });
    const paging = { page: 1, pageSize: 10, setPage: vi.fn() };
    const { rerender } = render(
      <AdminTable<Row>
        rowKey="id"
        columns={columns}
        list={failed}
        paging={paging}
        emptyText="暂无数据"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('系统繁忙，请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);

    rerender(
      <AdminTable<Row>
        rowKey="id"
        columns={columns}
        list={list({ data: { data: [], total: 0, page: 1, pageSize: 10 } })}
        paging={paging}
        emptyText="暂无数据"
      />,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function Asker(options: ConfirmOptions) {
  const confirm = useAdminConfirm();
  return <Button onClick={() => confirm(options)}>删除</Button>;
}

describe('useAdminConfirm', () => {
  it('asks in a 464 px dialog and acts only on 确定', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    render(
      <App>
        <Asker
          title="确定删除该问答吗？"
          content="删除后不可恢复。"
          danger
          onConfirm={onConfirm}
          success="删除成功"
        />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: '删 除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定删除该问答吗？');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('464px');

    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '删 除' }));
    const ok = await waitFor(() => {
      const buttons = screen.getAllByRole('button', { name: '确 定' });
      return buttons[buttons.length - 1]!;
    });
    expect(ok.className).toContain('ant-btn-dangerous');
    fireEvent.click(ok);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('删除成功'));
  });

  it('shows why the action failed instead of the success message', async () => {
    vi.mocked(toast.success).mockClear();
    const refusal = new ApiError({
      kind: 'status',
      status: '100409',
      message: '该行业下仍有应用场景，无法删除',
      httpStatus: 409,
      requestId: 'r2',
    });
    render(
      <App>
        <Asker
          title="确定删除该行业吗？"
          onConfirm={() => Promise.reject(refusal)}
          success="删除成功"
        />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: '删 除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('该行业下仍有应用场景，无法删除'));
    expect(toast.success).not.toHaveBeenCalled();
  });
});
