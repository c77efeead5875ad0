import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  ADVANCE_MODE_LABELS,
  OtaMessages,
  UPGRADE_DEVICE_STATES,
  UPGRADE_DEVICE_STATE_LABELS,
  type UpgradeDeviceState,
  type UpgradeTask,
  type UpgradeTaskDevice,
} from '@pn/shared';
import { Alert, Button, Card, Descriptions, Form, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { AdminFilterBar } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { Chart } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { otaApi, type TaskAction } from '../api/ota-api';
import { useOtaMutation, useUpgradeTask } from '../api/queries';
import { phaseStateOption } from '../lib/chart-options';
import { formatTime, phaseLabel, phasesLabel } from '../lib/format';
import { firmwareDetailPath } from '../paths';
import { DeviceStateTag, TaskProgress, TaskStateTag } from './ota-tags';
import styles from '../ota.module.css';

const FILTERS = { state: filterParam.oneOf(UPGRADE_DEVICE_STATES) };

interface ActionSpec {
  action: TaskAction;
  label: string;
  confirm: string;
  danger?: boolean;
  primary?: boolean;
  allowed: (t: UpgradeTask) => boolean;
}

const ACTIONS: readonly ActionSpec[] = [
  {
    action: 'advance',
    label: '批准下一阶段',
    primary: true,
    confirm: '当前阶段已全部完成，确定进入下一阶段吗？下一阶段的终端将开始下发固件。',
    allowed: (t) => t.state === 'running' && t.awaitingApproval,
  },
  {
    action: 'pause',
    label: '暂停',
    confirm: '确定暂停任务吗？已下发的终端继续完成，未下发的终端待恢复后下发。',
    allowed: (t) => t.state === 'running',
  },
  {
    action: 'resume',
    label: '继续',
    confirm: '确定继续执行任务吗？',
    allowed: (t) => t.state === 'paused',
  },
  {
    action: 'cancel',
    label: '取消任务',
    danger: true,
    confirm: '确定取消任务吗？尚未下发的终端不再升级，已升级的终端保持新版本（可再回滚）。',
    allowed: (t) => t.state === 'running' || t.state === 'paused',
  },
  {
    action: 'rollback',
    label: '回滚',
    danger: true,
    confirm: '确定回滚吗？已升级成功的终端将恢复到升级前的版本，未完成的终端不再升级。',
    allowed: (t) => ['running', 'paused', 'completed', 'cancelled'].includes(t.state),
  },
];

/**
 * 升级任务 › 升级任务详情: the task's phases with their devices by state, read again every
 * 5 s while it runs; the pause reason; 批准下一阶段 / 暂停 / 继续 / 取消 / 回滚 when the
 * state allows; and the devices page by page with a state filter.
 */
export function UpgradeDetailPage() {
  const id = Number(useParams().id);
  const [form] = Form.useForm<{ state?: UpgradeDeviceState }>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const { page, pageSize, state } = listQuery.query;
  const detail = useUpgradeTask({ id, page, pageSize, state });
  const act = useOtaMutation(otaApi.action);
  const confirm = useAdminConfirm();
  const inArea = useAreaPath();
  const task = detail.data?.task;
  useDocumentTitle(pageTitle(task ? `${task.name} 升级任务详情` : '升级任务详情'));
  const phases = detail.data?.phases;
  const option = useMemo(() => phaseStateOption(phases ?? []), [phases]);

  const back = (
    <Link to={inArea(paths.saasUpgrade)}>
      <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
        返回列表
      </Button>
    </Link>
  );
  if (!Number.isSafeInteger(id) || id <= 0) {
    return <Alert type="error" showIcon title={OtaMessages.TASK_NOT_FOUND} action={back} />;
  }

  const run = (spec: ActionSpec) =>
    confirm({
      title: spec.label,
      content: spec.confirm,
      danger: spec.danger,
      onConfirm: async () => {
        await act.mutateAsync({ id, action: spec.action });
      },
      success: `${spec.label}：操作成功`,
    });

  const columns: ColumnsType<UpgradeTaskDevice> = [
    {
      title: '终端序列号',
      dataIndex: 'serial',
      render: (s: string, d) => (
        <span className={styles.mono} title={d.deviceName || undefined}>
          {s}
        </span>
      ),
    },
    { title: '阶段', dataIndex: 'phase', render: (p: number) => `阶段${p + 1}` },
    {
      title: '版本',
      key: 'version',
      render: (_, d) => (
        <span className={styles.nowrap}>
          {d.fromVersion || '未知'} → {task?.version ?? '-'}
        </span>
      ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      render: (s: UpgradeDeviceState, d) => (
        <Space size={4}>
          <DeviceStateTag state={s} />
          {s === 'downloading' || s === 'installing' ? (
            <span className={styles.muted}>{d.progress}%</span>
          ) : null}
        </Space>
      ),
    },
    {
      title: '原因',
      dataIndex: 'reason',
      responsive: ['md'],
      render: (r: string) => r || '-',
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      responsive: ['lg'],
      render: (at: string) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
  ];

  const devices = {
    ...detail,
    data: detail.data?.devices,
  };

  return (
    <div className={styles.page}>
      <DataState
        query={{ ...detail, isError: detail.isError && detail.data === undefined }}
        rows={6}
      >
        {task ? (
          <>
            <Card>
              <div className={styles.stateHeader}>
                <h1 className={styles.stateTitle}>{task.name}</h1>
                <TaskStateTag state={task.state} />
                <span style={{ flex: 1 }} />
                <Space wrap>
                  {back}
                  <Button
                    icon={<ReloadOutlined />}
                    loading={detail.isFetching}
                    onClick={() => void detail.refetch()}
                  >
                    刷新
                  </Button>
                </Space>
              </div>
              {task.state === 'paused' ? (
                <Alert
                  type="warning"
                  showIcon
                  role="alert"
                  style={{ marginBottom: 12 }}
                  title={`任务已暂停：${task.pauseReason || OtaMessages.MANUAL_PAUSED}`}
                  description="已下发的终端继续完成；点击“继续”后下发其余终端。"
                />
              ) : null}
              {task.awaitingApproval && task.state === 'running' ? (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 12 }}
                  title={`阶段${task.phaseIndex + 1}已全部完成，等待批准进入下一阶段`}
                />
              ) : null}
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2, lg: 3 }}
                items={[
                  {
                    key: 'fw',
                    label: '固件',
                    children: task.firmwareId ? (
                      <Link to={inArea(firmwareDetailPath(task.firmwareId))}>
                        {task.modelName} · {task.version}
                      </Link>
                    ) : (
                      `${task.modelName} · ${task.version}`
                    ),
                  },
                  { key: 'target', label: '升级范围', children: task.targetLabel },
                  { key: 'total', label: '终端数', children: `${task.total} 台` },
                  { key: 'phases', label: '升级阶段', children: phasesLabel(task.phases) },
                  { key: 'phase', label: '当前阶段', children: phaseLabel(task) },
                  {
                    key: 'mode',
                    label: '阶段推进',
                    children:
                      task.advanceMode === 'auto'
                        ? `${ADVANCE_MODE_LABELS.auto}（${task.soakMinutes} 分钟）`
                        : ADVANCE_MODE_LABELS.manual,
                  },
                  { key: 'th', label: '失败率阈值', children: `${task.failureThreshold}%` },
                  { key: 'progress', label: '进度', children: <TaskProgress task={task} /> },
                  { key: 'by', label: '创建人', children: task.createdBy || '-' },
                  { key: 'at', label: '创建时间', children: formatTime(task.createdAt) },
                  { key: 'end', label: '结束时间', children: formatTime(task.finishedAt) },
                ]}
              />
              <Space wrap style={{ marginTop: 12 }}>
                {ACTIONS.filter((a) => a.allowed(task)).map((a) => (
                  <WriteButton
                    key={a.action}
                    type={a.primary ? 'primary' : 'default'}
                    danger={a.danger}
                    loading={act.isPending && act.variables?.action === a.action}
                    onClick={() => run(a)}
                  >
                    {a.label}
                  </WriteButton>
                ))}
              </Space>
            </Card>

            <Card title="各阶段升级情况" size="small">
              <Chart
                title="各阶段各状态终端数"
                option={option}
                height={Math.max(160, (phases?.length ?? 1) * 48 + 64)}
                empty={(phases ?? []).length === 0}
                summary={(phases ?? [])
                  .map(
                    (p) =>
                      `阶段${p.index + 1}（${p.percent}%）共${p.total}台：` +
                      UPGRADE_DEVICE_STATES.filter((s) => p.counts[s] > 0)
                        .map((s) => `${UPGRADE_DEVICE_STATE_LABELS[s]}${p.counts[s]}台`)
                        .join('，'),
                  )
                  .join('；')}
              />
            </Card>

            <Card title="升级终端">
              <AdminFilterBar
                name="otaTaskDeviceFilters"
                form={form}
                onSearch={(v) => listQuery.setFilters(v)}
                onReset={listQuery.resetFilters}
              >
                <Form.Item name="state" label="升级状态">
                  <Select
                    allowClear
                    placeholder="全部状态"
                    style={{ width: 160 }}
                    options={UPGRADE_DEVICE_STATES.map((s) => ({
                      value: s,
                      label: UPGRADE_DEVICE_STATE_LABELS[s],
                    }))}
                  />
                </Form.Item>
              </AdminFilterBar>
              <AdminTable<UpgradeTaskDevice>
                size="middle"
                rowKey="id"
                aria-label="升级终端"
                columns={columns}
                list={devices}
                paging={listQuery}
                emptyText={listQuery.filtered ? '没有该状态的终端' : '暂无终端'}
              />
            </Card>
          </>
        ) : null}
      </DataState>
    </div>
  );
}
