import type { Command } from '@pn/shared';
import { Button, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminPagination, adminTableText } from '@/components/admin/admin-table';
import { CommandProgressDialog } from '@/components/device-command/command-progress';
import {
  COMMAND_OUTCOME_COLORS,
  COMMAND_OUTCOME_LABELS,
  COMMAND_STATE_COLORS,
  commandKindLabel,
  commandOutcomeOf,
  countsInOrder,
} from '@/components/device-command/command-state';
import { errorMessageOf } from '@/lib/api-errors';
import { useCpeCommands } from '../api/queries';
import { formatTime } from '../lib/format';
import styles from '../cpe.module.css';

interface RecentCommandsProps {
  /** Only the commands that include this gateway; all of the enterprise's otherwise. */
  deviceId?: number;
  pageSize?: number;
}

/**
 * The newest remote commands with their live counts per state; 查看进度 opens the
 * per-device results. Refreshed every 3 s while any is still running.
 */
export function RecentCommands({ deviceId, pageSize: initialSize = 10 }: RecentCommandsProps) {
  const [paging, setPagingState] = useState({ page: 1, pageSize: initialSize });
  const list = useCpeCommands({ ...paging, deviceId });
  const [open, setOpen] = useState<number | null>(null);

  const columns: ColumnsType<Command> = [
    {
      title: '指令',
      dataIndex: 'kind',
      render: (kind: Command['kind']) => (
        <span className={styles.nowrap}>{commandKindLabel(kind)}</span>
      ),
    },
    {
      title: '执行情况',
      key: 'outcome',
      render: (_, c) => {
        const outcome = commandOutcomeOf(c);
        return (
          <Space size={4} wrap>
            <Tag color={COMMAND_OUTCOME_COLORS[outcome]}>{COMMAND_OUTCOME_LABELS[outcome]}</Tag>
            {countsInOrder(c.counts)
              .filter((s) => s.count > 0)
              .map((s) => (
                <Tag key={s.state} color={COMMAND_STATE_COLORS[s.state]} bordered={false}>
                  {s.label} {s.count}
                </Tag>
              ))}
          </Space>
        );
      },
    },
    { title: '终端数', dataIndex: 'total', width: 80, responsive: ['sm'] },
    { title: '下发人', dataIndex: 'createdBy', responsive: ['md'] },
    {
      title: '下发时间',
      dataIndex: 'createdAt',
      render: (at: string) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 96,
      render: (_, c) => (
        <Button type="link" size="small" onClick={() => setOpen(c.id)}>
          查看进度
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table<Command>
        size="small"
        rowKey="id"
        aria-label="近期指令"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching && !list.data}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: list.isError ? (
            <span role="alert">
              {errorMessageOf(list.error)}{' '}
              <Button type="link" size="small" onClick={() => void list.refetch()}>
                {adminTableText.retry}
              </Button>
            </span>
          ) : (
            '暂无远程指令'
          ),
        }}
        pagination={
          list.isError && !list.data
            ? false
            : {
                ...adminPagination(
                  {
                    ...paging,
                    setPage: (page, pageSize) =>
                      setPagingState((p) => ({
                        page: pageSize === p.pageSize ? page : 1,
                        pageSize,
                      })),
                  },
                  list.data?.total ?? 0,
                ),
                showQuickJumper: false,
                hideOnSinglePage: true,
              }
        }
      />
      <CommandProgressDialog commandId={open} onClose={() => setOpen(null)} />
    </>
  );
}
