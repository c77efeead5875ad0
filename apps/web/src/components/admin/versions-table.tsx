import {
  CONTENT_VERSION_ACTION_LABELS,
  DIALOG_WIDTH,
  PAGE_SIZE_DEFAULT,
  type ContentVersionAction,
  type ContentVersionItem,
} from '@pn/shared';
import { Button, Drawer, Tag, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { AdminTable, type AdminListResult, type AdminPaging } from './admin-table';

export const versionsText = {
  title: (name: string) => `历史版本 · ${name}`,
  list: '历史版本列表',
  empty: '暂无历史版本',
  version: '版本',
  action: '操作',
  operator: '操作人',
  time: '时间',
} as const;

/** What the history of any back-office record shows of one kept version. */
export type VersionRow = Pick<
  ContentVersionItem,
  'versionId' | 'version' | 'action' | 'operator' | 'createTime'
>;

/** A version's action as the back office names it (新建, 修改, 发布…); an unknown one as sent. */
export const versionActionLabel = (action: string) =>
  CONTENT_VERSION_ACTION_LABELS[action as ContentVersionAction] ?? action;

/** The drawer of a record's history, titled with the record's name. */
export function VersionsDrawer({
  open,
  name,
  onClose,
  children,
}: {
  open: boolean;
  name: string | undefined;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={`min(${DIALOG_WIDTH.drawer}px, 100vw)`}
      title={name !== undefined ? versionsText.title(name) : undefined}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}

/** Where a history list is: it starts on the first page and goes back there on a new page size. */
export function useVersionPaging(): AdminPaging {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT);
  return {
    page,
    pageSize,
    setPage: (nextPage, nextSize) => {
      setPage(nextSize === pageSize ? nextPage : 1);
      setPageSize(nextSize);
    },
  };
}

interface VersionsTableProps<T extends VersionRow> {
  /** The page query of the record's versions (newest first). */
  list: AdminListResult<T>;
  paging: AdminPaging;
  /** The one action of each row (对比, 查看…): its button text, named with the version. */
  actionLabel: string;
  onAction: (row: T) => void;
}

/** A record's kept versions, one page at a time, with one action on each. */
export function VersionsTable<T extends VersionRow>({
  list,
  paging,
  actionLabel,
  onAction,
}: VersionsTableProps<T>) {
  const columns: TableProps<T>['columns'] = [
    {
      key: 'version',
      title: versionsText.version,
      dataIndex: 'version',
      width: 70,
      render: (v: number) => `v${v}`,
    },
    {
      key: 'action',
      title: versionsText.action,
      dataIndex: 'action',
      width: 90,
      render: (action: string) => <Tag>{versionActionLabel(action)}</Tag>,
    },
    {
      key: 'operator',
      title: versionsText.operator,
      dataIndex: 'operator',
      render: (op: string) => op || '-',
    },
    { key: 'time', title: versionsText.time, dataIndex: 'createTime', width: 165 },
    {
      key: 'row-action',
      title: '',
      width: 64,
      render: (_: unknown, row: T) => (
        <Button
          type="link"
          size="small"
          aria-label={`${actionLabel} v${row.version}`}
          onClick={() => onAction(row)}
        >
          {actionLabel}
        </Button>
      ),
    },
  ];

  return (
    <AdminTable<T>
      rowKey="versionId"
      aria-label={versionsText.list}
      size="small"
      columns={columns}
      list={list}
      paging={paging}
      scroll={{ x: 520 }}
      emptyText={versionsText.empty}
    />
  );
}
