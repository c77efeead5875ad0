import { ArrowLeftOutlined } from '@ant-design/icons';
import { OtaMessages, PAGE_SIZE_MAX, type UpgradeTask } from '@pn/shared';
import { Alert, Button, Card, Descriptions, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { useFirmware, useUpgradeTasks } from '../api/queries';
import { formatSize, formatTime, phaseLabel } from '../lib/format';
import { upgradeDetailPath } from '../paths';
import { Sha256, TaskProgress, TaskStateTag } from './ota-tags';
import styles from '../ota.module.css';

/** 固件管理 › 固件详情: the package with its full SHA-256 and the upgrade tasks using it. */
export function FirmwareDetailPage() {
  const id = Number(useParams().id);
  const detail = useFirmware(id);
  // The task list has no firmware filter: the newest tasks, narrowed here.
  const tasks = useUpgradeTasks({ page: 1, pageSize: PAGE_SIZE_MAX });
  const inArea = useAreaPath();
  const fw = detail.data;
  useDocumentTitle(pageTitle(fw ? `${fw.version} 固件详情` : '固件详情'));
  const using = (tasks.data?.data ?? []).filter((t) => t.firmwareId === id);

  const back = (
    <Link to={inArea(paths.saasFirmware)}>
      <Button icon={<ArrowLeftOutlined />} tabIndex={-1}>
        返回列表
      </Button>
    </Link>
  );
  if (!Number.isSafeInteger(id) || id <= 0) {
    return <Alert type="error" showIcon title={OtaMessages.FIRMWARE_NOT_FOUND} action={back} />;
  }

  const columns: ColumnsType<UpgradeTask> = [
    {
      title: '任务名称',
      dataIndex: 'name',
      render: (n: string, t) => <Link to={inArea(upgradeDetailPath(t.id))}>{n}</Link>,
    },
    { title: '升级范围', dataIndex: 'targetLabel' },
    {
      title: '状态',
      dataIndex: 'state',
      render: (s: UpgradeTask['state']) => <TaskStateTag state={s} />,
    },
    { title: '当前阶段', key: 'phase', render: (_, t) => phaseLabel(t) },
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
      <DataState query={detail} rows={6}>
        {fw ? (
          <>
            <Card>
              <div className={styles.stateHeader}>
                <h1 className={styles.stateTitle}>
                  {fw.modelName} · {fw.version}
                </h1>
                <span style={{ flex: 1 }} />
                {back}
              </div>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2, lg: 3 }}
                items={[
                  { key: 'model', label: '适用型号', children: fw.modelName },
                  { key: 'version', label: '版本号', children: fw.version },
                  { key: 'size', label: '大小', children: formatSize(fw.size) },
                  { key: 'file', label: '文件名', children: fw.fileName },
                  { key: 'by', label: '上传人', children: fw.createdBy || '-' },
                  { key: 'at', label: '上传时间', children: formatTime(fw.createdAt) },
                  {
                    key: 'sha',
                    label: 'SHA-256',
                    span: 'filled',
                    children: <Sha256 value={fw.sha256} full />,
                  },
                  {
                    key: 'notes',
                    label: '版本说明',
                    span: 'filled',
                    children: (
                      <span style={{ whiteSpace: 'pre-wrap' }}>{fw.releaseNotes || '-'}</span>
                    ),
                  },
                ]}
              />
            </Card>
            <Card title={`使用该固件的升级任务（未结束 ${fw.activeTasks} 个）`}>
              <DataState
                query={tasks}
                empty={using.length === 0}
                emptyText="暂无使用该固件的升级任务"
              >
                <Table<UpgradeTask>
                  size="middle"
                  rowKey="id"
                  aria-label="使用该固件的升级任务"
                  columns={columns}
                  dataSource={using}
                  pagination={false}
                  scroll={{ x: 'max-content' }}
                />
              </DataState>
            </Card>
          </>
        ) : null}
      </DataState>
    </div>
  );
}
