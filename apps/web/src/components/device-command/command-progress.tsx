import {
  COMMAND_ITEM_STATES,
  PAGE_SIZE_OPTIONS,
  type CommandItem,
  type CommandItemState,
} from '@pn/shared';
import { Button, Descriptions, Modal, Progress, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DataState } from '@/components/data-state';
import { useCommandDetail } from './api';
import {
  COMMAND_OUTCOME_COLORS,
  COMMAND_OUTCOME_LABELS,
  COMMAND_STATE_COLORS,
  commandKindLabel,
  commandOutcomeOf,
  commandPercent,
  commandStateLabel,
  commandText as text,
  countsInOrder,
  itemExplanation,
} from './command-state';
import styles from './command-progress.module.css';

const when = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-';

interface CommandProgressProps {
  commandId: number;
  /** Rows of per-device results a page (10 by default). */
  pageSize?: number;
}

/**
 * The live state of one remote command: its counts per state (等待下发, 已下发, 执行成功,
 * 执行失败, 已超时), how far it got, and a row per device with the reason of every failure
 * or time-out. It polls the server while any device has no result yet, so an offline
 * device's item stays visible as waiting until it comes back or the command expires.
 */
export function CommandProgress({ commandId, pageSize: initialSize = 10 }: CommandProgressProps) {
  const [state, setState] = useState<CommandItemState | undefined>();
  const [paging, setPaging] = useState({ page: 1, pageSize: initialSize });
  const detail = useCommandDetail(commandId, { state, ...paging });
  const command = detail.data?.command;
  const items = detail.data?.items;
  const outcome = command ? commandOutcomeOf(command) : 'running';

  const columns: ColumnsType<CommandItem> = [
    { title: text.colSerial, dataIndex: 'serial', className: styles.mono },
    { title: text.colName, dataIndex: 'deviceName', responsive: ['sm'] },
    {
      title: text.colState,
      dataIndex: 'state',
      render: (s: CommandItemState) => (
        <Tag color={COMMAND_STATE_COLORS[s]}>{commandStateLabel(s)}</Tag>
      ),
    },
    {
      title: text.colDetail,
      key: 'detail',
      render: (_, item) => (
        <span
          className={
            item.state === 'failed' || item.state === 'timedOut' ? styles.reason : undefined
          }
        >
          {itemExplanation(item)}
        </span>
      ),
    },
    {
      title: text.colFinished,
      dataIndex: 'finishedAt',
      responsive: ['md'],
      render: (at: string | null) => when(at),
    },
  ];

  return (
    <DataState
      // A failed refresh keeps the last counts on screen; the next poll tries again.
      query={{ ...detail, isError: detail.isError && !detail.data }}
      rows={4}
    >
      {command ? (
        <div className={styles.progress} data-testid="command-progress">
          <div className={styles.head}>
            <Space wrap size={8}>
              <strong>{commandKindLabel(command.kind)}</strong>
              <Tag color={COMMAND_OUTCOME_COLORS[outcome]} data-testid="command-outcome">
                {COMMAND_OUTCOME_LABELS[outcome]}
              </Tag>
              <span className={styles.muted}>{text.total(command.total)}</span>
            </Space>
            <Progress
              percent={commandPercent(command)}
              status={
                outcome === 'running' ? 'active' : outcome === 'succeeded' ? 'success' : 'exception'
              }
              aria-label={text.title}
              className={styles.bar}
            />
          </div>
          <ul className={styles.counts} aria-live="polite" aria-label="各状态终端数">
            {countsInOrder(command.counts).map((c) => (
              <li key={c.state}>
                <Tag color={COMMAND_STATE_COLORS[c.state]} className={styles.countTag}>
                  {c.label}
                  <span className={styles.count} data-testid={`command-count-${c.state}`}>
                    {c.count}
                  </span>
                </Tag>
              </li>
            ))}
          </ul>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'by', label: text.createdBy, children: command.createdBy || '-' },
              { key: 'at', label: text.createdAt, children: when(command.createdAt) },
              { key: 'exp', label: text.expiresAt, children: when(command.expiresAt) },
            ]}
          />
          {command.finished ? null : (
            <p className={styles.muted}>
              {text.expiresHint}。{text.liveHint}
            </p>
          )}
          <div className={styles.itemsHead}>
            <span>{text.items}</span>
            <Select<CommandItemState>
              allowClear
              size="small"
              placeholder={text.allStates}
              aria-label="按执行状态筛选"
              value={state}
              style={{ width: 128 }}
              onChange={(v) => {
                setState(v);
                setPaging((p) => ({ ...p, page: 1 }));
              }}
              options={COMMAND_ITEM_STATES.map((s) => ({ value: s, label: commandStateLabel(s) }))}
            />
          </div>
          <Table<CommandItem>
            size="small"
            rowKey="id"
            aria-label={text.items}
            columns={columns}
            dataSource={items?.data ?? []}
            loading={detail.isFetching && !detail.data}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: items?.total ?? 0,
              pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
              showSizeChanger: true,
              hideOnSinglePage: true,
              onChange: (page, pageSize) =>
                setPaging((p) => ({ page: pageSize === p.pageSize ? page : 1, pageSize })),
            }}
          />
        </div>
      ) : null}
    </DataState>
  );
}

interface CommandProgressDialogProps {
  /** The command to follow; null closes the dialog. */
  commandId: number | null;
  onClose: () => void;
}

/** CommandProgress in a dialog: what a screen opens once the server accepted a command. */
export function CommandProgressDialog({ commandId, onClose }: CommandProgressDialogProps) {
  return (
    <Modal
      open={commandId !== null}
      title={text.title}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {text.close}
        </Button>
      }
    >
      {commandId !== null ? <CommandProgress commandId={commandId} /> : null}
    </Modal>
  );
}
