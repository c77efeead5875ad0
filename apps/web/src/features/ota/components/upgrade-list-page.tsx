import {
  UPGRADE_TASK_STATES,
  UPGRADE_TASK_STATE_LABELS,
  type UpgradeTask,
  type UpgradeTaskState,
} from '@pn/shared';
import { Card, Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { AdminFilterBar } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { useAreaPath } from '@/components/read-only/read-only';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { useUpgradeTasks } from '../api/queries';
import { formatTime, phaseLabel } from '../lib/format';
import { upgradeDetailPath } from '../paths';
import { ConsolePageHeader } from '@/components/console-page-header';
import { TaskProgress, TaskStateTag } from './ota-tags';
import { UpgradeCreateDialog } from './upgrade-create-dialog';
import styles from '../ota.module.css';

const FILTERS = { state: filterParam.oneOf(UPGRADE_TASK_STATES) };
const NEW = 'new';

/**
 * 设备管理 › 升级任务: staged firmware rollouts with their state, current phase and progress
 * (read again every 5 s while one runs), and 新建升级任务.
 */
export function UpgradeListPage() {
  const [form] = Form.useForm<{ state?: UpgradeTaskState }>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useUpgradeTasks(listQuery.query);
  const inArea = useAreaPath();
  const navigate = useNavigate();

  const columns: ColumnsType<UpgradeTask> = [
    {
      title: '任务名称',
      dataIndex: 'name',
      render: (n: string, t) => (
        <Link to={inArea(upgradeDetailPath(t.id))}>
          <strong>{n}</strong>
        </Link>
      ),
    },
    {
      title: '固件',
      key: 'firmware',
      render: (_, t) => (
        <span>
          {t.modelName} · {t.version}
        </span>
      ),
    },
    { title: '升级范围', dataIndex: 'targetLabel', responsive: ['md'] },
    {
      title: '状态',
      dataIndex: 'state',
      render: (s: UpgradeTaskState) => <TaskStateTag state={s} />,
    },
    {
      title: '当前阶段',
      key: 'phase',
      render: (_, t) => <span className={styles.nowrap}>{phaseLabel(t)}</span>,
    },
    { title: '进度', key: 'progress', render: (_, t) => <TaskProgress task={t} /> },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      responsive: ['lg'],
      render: (at: string) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="升级任务"
        intro="按型号、分组或指定终端分阶段灰度升级固件；失败率超过阈值时自动暂停，可随时回滚。"
      />
      <Card>
        <AdminFilterBar
          name="otaTaskFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
          add={{ label: '新建升级任务', onClick: () => listQuery.setEdit(NEW) }}
        >
          <Form.Item name="state" label="任务状态">
            <Select
              allowClear
              placeholder="全部状态"
              style={{ width: 160 }}
              options={UPGRADE_TASK_STATES.map((s) => ({
                value: s,
                label: UPGRADE_TASK_STATE_LABELS[s],
              }))}
            />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="任务列表">
        <AdminTable<UpgradeTask>
          size="middle"
          rowKey="id"
          aria-label="升级任务"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={
            listQuery.filtered ? '没有符合条件的升级任务' : '暂无升级任务，可点击“新建升级任务”'
          }
        />
      </Card>
      <UpgradeCreateDialog
        open={listQuery.edit === NEW}
        onClose={() => listQuery.setEdit(null, { replace: true })}
        onCreated={(taskId) => void navigate(inArea(upgradeDetailPath(taskId)))}
      />
    </div>
  );
}
