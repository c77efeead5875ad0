import {
  QOD_STATUS_LABELS,
  QOD_STATUSES,
  QodInstanceStatus,
  QodMessages,
  type QodSession,
} from '@pn/shared';
import { Card, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useDeleteQodSession, useQodInstances, useQodSessions } from '../api/qod';
import { instanceDetailPath } from '../paths';
import { CreateSessionDialog } from './create-session-dialog';
import { ExtendSessionDialog } from './extend-session-dialog';
import { sessionColumns, useNow } from './qod-parts';

const FILTERS = {
  status: filterParam.oneOf(QOD_STATUSES),
  msisdn: filterParam.matching(/^\d{1,11}$/),
  instanceId: (raw: string | null) => {
    const n = Number(raw);
    return raw !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
  },
};
type Filters = FiltersOf<typeof FILTERS>;

/**
 * /control/A1 业务加速: the enterprise's acceleration sessions (CAMARA QoD) with their live
 * state and remaining time, 新建加速, 延长 and 结束.
 */
export function SessionsPage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useQodSessions(listQuery.query);
  const inArea = useAreaPath();
  const instances = useQodInstances();
  const remove = useDeleteQodSession();
  const confirm = useAdminConfirm();
  const [creating, setCreating] = useState(false);
  const [extending, setExtending] = useState<QodSession | null>(null);

  const rows = list.data?.data ?? [];
  const anyLive = rows.some((s) => s.status !== 'UNAVAILABLE');
  const now = useNow(anyLive);
  const active = (instances.data ?? []).filter((i) => i.status === QodInstanceStatus.ACTIVE);

  const end = (s: QodSession) =>
    confirm({
      title: '结束加速',
      content: `确定结束设备 ${s.msisdn} 的加速吗？结束后该设备恢复普通网络质量，不可撤销。`,
      danger: true,
      onConfirm: () => remove.mutateAsync(s.sessionId),
      success: QodMessages.DELETED,
    });

  const columns: ColumnsType<QodSession> = [
    ...sessionColumns(list.dataUpdatedAt, now),
    {
      title: '加速实例',
      dataIndex: 'instanceName',
      width: 220,
      render: (name: string, s) => (
        <Link to={inArea(instanceDetailPath(s.instanceId))}>{name}</Link>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, s) =>
        s.status === 'UNAVAILABLE' ? (
          '-'
        ) : (
          <Space size={0}>
            <WriteButton type="link" size="small" onClick={() => setExtending(s)}>
              延长
            </WriteButton>
            <WriteButton type="link" size="small" danger onClick={() => end(s)}>
              结束
            </WriteButton>
          </Space>
        ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="业务加速"
        intro="为已订购业务加速的卡号按需开通加速：选择设备、应用服务器、QoS模板与带宽，到期自动结束，可随时延长或提前结束。加速带宽不超过订购档位。"
      />
      <Card>
        <AdminFilterBar
          name="qodFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
          add={active.length ? { label: '新建加速', onClick: () => setCreating(true) } : undefined}
        >
          <FilterSelect
            name="status"
            label="状态"
            placeholder="全部状态"
            options={QOD_STATUSES.map((s) => ({ value: s, label: QOD_STATUS_LABELS[s] }))}
          />
          <Form.Item
            name="msisdn"
            label="设备卡号"
            rules={[{ pattern: /^\d{1,11}$/, message: '卡号须为数字，最多11位' }]}
          >
            <Input placeholder="请输入卡号" allowClear maxLength={11} inputMode="numeric" />
          </Form.Item>
          <FilterSelect
            name="instanceId"
            label="加速实例"
            placeholder="全部实例"
            width={240}
            loading={instances.isPending}
            options={(instances.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
          />
        </AdminFilterBar>
        {instances.isSuccess && active.length === 0 ? (
          <p style={{ margin: '12px 0 0', color: '#5b6b82' }}>
            暂无生效中的业务加速实例，可在门户
            <Link to="/product/order/A1">订购业务加速</Link>后新建加速。
          </p>
        ) : null}
      </Card>
      <Card title="加速会话">
        <AdminTable<QodSession>
          size="middle"
          rowKey="sessionId"
          aria-label="加速会话"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的加速会话' : '暂无加速会话'}
          scroll={{ x: 1600 }}
        />
      </Card>
      {creating ? (
        <CreateSessionDialog
          instances={active}
          initialInstanceId={listQuery.filters.instanceId}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {extending ? (
        <ExtendSessionDialog session={extending} onClose={() => setExtending(null)} />
      ) : null}
    </div>
  );
}
