import { DIALOG_WIDTH, PAGE_SIZE_OPTIONS, type ListSort, type PageResult } from '@pn/shared';
import { App, Button, Table, type TableProps } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';

export const adminTableText = {
  total: (total: number, exact = true) => `共 ${total}${exact ? '' : '+'} 条`,
  retry: '重试',
  ok: '确定',
  cancel: '取消',
} as const;

/** Where a list is and how to move it: what useAdminListQuery answers. */
export interface AdminPaging {
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
  /** The column the server sorts on, for lists with sortable columns. */
  sort?: ListSort;
  setSort?: (sort: ListSort) => void;
}

const columnKeyOf = (column: { key?: unknown; dataIndex?: unknown }) =>
  String(column.key ?? column.dataIndex);

/**
 * The columns with `sorter: true` sort on the server by their key (or dataIndex), which is
 * the list endpoint's sortField: newest or largest first on the first click, then oldest,
 * then the list's own order. The arrow shows the sort in the address.
 */
function withServerSort<T>(columns: ColumnsType<T> | undefined, sort: ListSort | undefined) {
  return columns?.map((column) =>
    'sorter' in column && column.sorter === true
      ? {
          ...column,
          sortDirections: column.sortDirections ?? (['descend', 'ascend'] as const),
          sortOrder:
            sort?.sortField === columnKeyOf(column)
              ? sort.sortOrder === 'asc'
                ? ('ascend' as const)
                : ('descend' as const)
              : null,
        }
      : column,
  );
}

function chosenSort<T>(sorter: SorterResult<T> | SorterResult<T>[]): ListSort {
  const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!chosen?.order) return {};
  return {
    sortField: columnKeyOf({ key: chosen.columnKey, dataIndex: chosen.field }),
    sortOrder: chosen.order === 'ascend' ? 'asc' : 'desc',
  };
}

/**
 * The pager of every back-office list (spec §9): 10, 20 or 50 a page, laid out as total,
 * prev, pager, next, sizes, jumper.
 */
export function adminPagination(
  paging: AdminPaging,
  total: number,
  /** False when the server stopped counting at a cap: the total shows as "N+". */
  exact = true,
): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (n) => adminTableText.total(n, exact),
    onChange: paging.setPage,
  };
}

/** The parts of a TanStack page query the table shows. */
export interface AdminListResult<T> {
  data?: PageResult<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface AdminTableProps<T> extends Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'pagination' | 'locale'
> {
  /** The page query: rows, total, loading and failure come from it. */
  list: AdminListResult<T>;
  paging: AdminPaging;
  /** What an empty page says (a failed load says why, with a retry). */
  emptyText: ReactNode;
}

/**
 * The table of a back-office list: server paging with the standard pager, a loading state
 * while any page is fetched, and an empty state that tells a failed load from no rows.
 * Destructive row actions ask first through useAdminConfirm.
 */
export function AdminTable<T extends object>({
  list,
  paging,
  emptyText,
  scroll = { x: 'max-content' },
  columns,
  onChange,
  ...table
}: AdminTableProps<T>) {
  const { setSort } = paging;
  return (
    <Table<T>
      {...table}
      columns={setSort ? withServerSort(columns, paging.sort) : columns}
      onChange={(pagination, filters, sorter, extra) => {
        if (extra.action === 'sort') setSort?.(chosenSort(sorter));
        onChange?.(pagination, filters, sorter, extra);
      }}
      scroll={scroll}
      dataSource={list.data?.data ?? []}
      loading={list.isFetching}
      locale={{
        emptyText: list.isError ? (
          <span role="alert">
            {errorMessageOf(list.error)}{' '}
            <Button type="link" size="small" onClick={() => void list.refetch()}>
              {adminTableText.retry}
            </Button>
          </span>
        ) : (
          emptyText
        ),
      }}
      // A failed first load has no total to show (never a false 共 0 条).
      pagination={
        list.isError && !list.data
          ? false
          : adminPagination(paging, list.data?.total ?? 0, list.data?.totalExact !== false)
      }
    />
  );
}

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  /** The action removes, withdraws or revokes something: its button is red. */
  danger?: boolean;
  /** Runs on 确定; the dialog waits for it. A failure is shown (see showActionError). */
  onConfirm: () => unknown;
  /** Shown once onConfirm succeeded. */
  success?: string;
}

/**
 * The confirm dialog of the back office (spec §2/§9: 464 px, 取消 and 确定) that stands
 * before every destructive or irreversible action.
 */
export function useAdminConfirm() {
  const { modal } = App.useApp();
  return ({ title, content, danger = false, onConfirm, success }: ConfirmOptions) => {
    modal.confirm({
      title,
      content,
      width: DIALOG_WIDTH.confirm,
      okText: adminTableText.ok,
      cancelText: adminTableText.cancel,
      okButtonProps: danger ? { danger: true } : undefined,
      onOk: async () => {
        try {
          await onConfirm();
          if (success) toast.success(success);
        } catch (error) {
          showActionError(error);
        }
      },
    });
  };
}
