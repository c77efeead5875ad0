import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_OPTIONS,
  QOD_INSTANCE_STATUS_LABELS,
  type QodInstance,
} from '@pn/shared';
import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { adminTableText } from '@/components/admin/admin-table';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { useQodInstances } from '../api/qod';
import { instanceDetailPath, instanceSessionsPath } from '../paths';

/** /control/ordered/A1/business 业务加速实例: the A1 business the enterprise ordered. */
export function InstancesPage() {
  const instances = useQodInstances();
  const inArea = useAreaPath();
  const columns: ColumnsType<QodInstance> = [
    {
      title: '实例名称',
      dataIndex: 'name',
      width: 260,
      render: (name: string, i) => <Link to={inArea(instanceDetailPath(i.id))}>{name}</Link>,
    },
    { title: '订单号', dataIndex: 'orderNo', width: 190, render: (v: string) => v || '-' },
    {
      title: '订购带宽',
      dataIndex: 'bandwidthMbps',
      width: 100,
      render: (m: number) => `${m} Mbps`,
    },
    { title: '卡数', dataIndex: 'cardCount', width: 80 },
    { title: '生效中的加速', dataIndex: 'liveSessions', width: 110 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => (
        <Tag color={s === 1 ? 'success' : 'default'}>{QOD_INSTANCE_STATUS_LABELS[s] ?? s}</Tag>
      ),
    },
    {
      title: '服务期',
      key: 'term',
      width: 200,
      render: (_, i) => (
        <>
          <div>{i.startTime}</div>
          <div style={{ color: '#8c8c8c' }}>至 {i.endTime || '长期'}</div>
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, i) => (
        <Space size={0}>
          <Link to={inArea(instanceDetailPath(i.id))}>
            <Button type="link" size="small" tabIndex={-1}>
              详情
            </Button>
          </Link>
          <Link to={inArea(instanceSessionsPath(i.id))}>
            <Button type="link" size="small" tabIndex={-1}>
              加速会话
            </Button>
          </Link>
        </Space>
      ),
    },
  ];
  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="业务加速实例"
        intro="本企业订购的业务加速：订购带宽、适用卡号与服务期。加速会话的带宽不超过订购带宽，并须在服务期内结束。"
      />
      <Card title="实例列表">
        <DataState
          query={instances}
          empty={instances.data?.length === 0}
          emptyText={
            <span>
              暂无业务加速实例，可在门户<Link to="/product/introduce/A1">产品页</Link>在线订购
            </span>
          }
        >
          <Table<QodInstance>
            size="middle"
            rowKey="id"
            aria-label="业务加速实例"
            columns={columns}
            dataSource={instances.data ?? []}
            loading={instances.isFetching && !instances.data}
            scroll={{ x: 1100 }}
            pagination={{
              defaultPageSize: PAGE_SIZE_DEFAULT,
              pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: (n) => adminTableText.total(n),
              hideOnSinglePage: false,
            }}
          />
        </DataState>
      </Card>
    </div>
  );
}
