import { DIALOG_WIDTH, PAGE_SIZE_OPTIONS, type PageResult } from '@pn/shared';
import { App, Button, Table, type TableProps } from 'antd';
import type { TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';

export const adminTableText = {
  total: (total: number) => `共 ${total} 条`,
  retry: '重试',
  ok: '确定',
  cancel: '取消',
} as const;

/** Where a list is and how to move it: what useAdminListQuery answers. */
export interface AdminPaging {
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
}

/**
 * The pager of every back-office list (spec §9): 10, 20 or 50 a page, laid out as total,
 * prev, pager, next, sizes, jumper.
 */
export function adminPagination(paging: AdminPaging, total: number): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: adminTableText.total,
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
  ...table
}: AdminTableProps<T>) {
  return (
    <Table<T>
      {...table}
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
        list.isError && !list.data ? false : adminPagination(paging, list.data?.total ?? 0)
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
