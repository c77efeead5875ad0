import {
  QOD_INSTANCE_STATUS_LABELS,
  SIM_STATUS_LABELS,
  type QodInstanceCard,
  type QodSession,
  type SimStatusValue,
} from '@pn/shared';
import { Button, Card, Descriptions, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useParams } from 'react-router';
import { adminListStyles } from '@/components/admin/admin-list-parts';
import { DataState } from '@/components/data-state';
import { paths } from '@/config/paths';
import { useAreaPath } from '@/components/read-only/read-only';
import { useQodInstance } from '../api/qod';
import { instanceSessionsPath } from '../paths';
import { formatLiveUntil, sessionColumns, useNow } from './qod-parts';

/** /control/ordered/A1/business/detail/:id: the instance, its cards and its sessions. */
export function InstanceDetailPage() {
  const { id } = useParams();
  const instanceId = Number(id);
  const valid = Number.isSafeInteger(instanceId) && instanceId > 0;
  const detail = useQodInstance(valid ? instanceId : undefined);
  const sessions = detail.data?.sessions ?? [];
  const now = useNow(sessions.some((s) => s.status !== 'UNAVAILABLE'));
  const inst = detail.data?.instance;
  const inArea = useAreaPath();

  const cardColumns: ColumnsType<QodInstanceCard> = [
    { title: '卡号', dataIndex: 'msisdn', width: 130 },
    { title: 'ICCID', dataIndex: 'iccid', width: 200, render: (v: string) => v || '-' },
    {
      title: '卡状态',
      dataIndex: 'simStatus',
      width: 100,
      render: (s: number | null) =>
        s === null ? '不在本企业' : (SIM_STATUS_LABELS[s as SimStatusValue] ?? s),
    },
    {
      title: '加速状态',
      key: 'live',
      width: 200,
      render: (_, c) =>
        c.liveUntil ? (
          <Tag color="success">加速中，至 {formatLiveUntil(c.liveUntil)}</Tag>
        ) : (
          <Tag>未加速</Tag>
        ),
    },
  ];

  if (!valid) {
    return (
      <Card>
        <p>实例编号不正确。</p>
        <Link to={inArea(paths.orderedA1)}>返回实例列表</Link>
      </Card>
    );
  }

  return (
    <div className={adminListStyles.page}>
      <Card
        title={inst ? inst.name : '业务加速实例详情'}
        extra={<Link to={inArea(paths.orderedA1)}>返回列表</Link>}
      >
        <DataState query={detail} rows={4}>
          {inst ? (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'order', label: '订单号', children: inst.orderNo || '-' },
                { key: 'cust', label: '企业', children: inst.custName },
                {
                  key: 'status',
                  label: '状态',
                  children: (
                    <Tag color={inst.status === 1 ? 'success' : 'default'}>
                      {QOD_INSTANCE_STATUS_LABELS[inst.status] ?? inst.status}
                    </Tag>
                  ),
                },
                { key: 'bw', label: '订购带宽', children: `${inst.bandwidthMbps} Mbps` },
                {
                  key: 'tiers',
                  label: '可用加速档位',
                  children: inst.tiers
                    .filter((t) => t <= inst.bandwidthMbps)
                    .map((t) => `${t} Mbps`)
                    .join(' / '),
                },
                { key: 'cards', label: '卡数', children: inst.cardCount },
                { key: 'start', label: '服务开始', children: inst.startTime },
                { key: 'end', label: '服务结束', children: inst.endTime || '长期' },
                { key: 'live', label: '生效中的加速', children: inst.liveSessions },
              ]}
            />
          ) : null}
        </DataState>
      </Card>
      {detail.data ? (
        <>
          <Card title="适用卡号">
            <Table<QodInstanceCard>
              size="small"
              rowKey="msisdn"
              aria-label="适用卡号"
              columns={cardColumns}
              dataSource={detail.data.cards}
              pagination={false}
              scroll={{ x: 640 }}
            />
          </Card>
          <Card
            title="加速会话"
            extra={
              <Link to={inArea(instanceSessionsPath(instanceId))}>
                <Button type="link" size="small" tabIndex={-1}>
                  管理加速会话
                </Button>
              </Link>
            }
          >
            <Table<QodSession>
              size="small"
              rowKey="sessionId"
              aria-label="实例的加速会话"
              columns={sessionColumns(detail.dataUpdatedAt, now)}
              dataSource={sessions}
              pagination={false}
              locale={{ emptyText: '暂无加速会话' }}
              scroll={{ x: 1400 }}
            />
          </Card>
        </>
      ) : null}
    </div>
  );
}
