import { PAGE_SIZE_DEFAULT, type DeviceItem, type DeviceOnlineState } from '@pn/shared';
import { Card, Descriptions } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminListStyles } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { DataState } from '@/components/data-state';
import { DeviceOnlineTag } from '@/components/device-online-tag';
import { useAreaPath } from '@/components/read-only/read-only';
import { usePermitted } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { cpeSettingsApi, cpeSettingsKeys, usePagedList } from '../api/cpe-settings-api';
import { DnnStatusTag, formatTime, idParam } from './parts';
import styles from '../cpe-settings.module.css';

/**
 * /control/5g-cpe/cpe-index/cpe-dnn/detail?id= DNN详情: the DNN (address pool, bandwidth,
 * state) and the gateways using it, with their online state, paged.
 */
export function CpeDnnDetailPage() {
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const inArea = useAreaPath();
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const detail = usePagedList(
    cpeSettingsKeys.dnnDetail(id ?? 0, paging),
    (query: { id: number; page: number; pageSize: number }, o) =>
      cpeSettingsApi.dnnDetail(query, o).then((r) => ({ ...r.devices, dnn: r.dnn })),
    { id: id ?? 0, ...paging },
    id !== undefined,
  );
  const dnn = detail.data?.dnn;
  const mayOpenGateway = usePermitted(paths.cpeList);

  const columns: ColumnsType<DeviceItem> = [
    {
      title: '网关',
      key: 'device',
      width: 220,
      render: (_, d) => (
        <div className={styles.name}>
          {mayOpenGateway ? (
            <Link to={inArea(paths.cpeDetail.replace(':id', String(d.id)))}>
              {d.name || d.serial}
            </Link>
          ) : (
            <span>{d.name || d.serial}</span>
          )}
          <span className={`${styles.mono} ${styles.muted}`}>{d.serial}</span>
        </div>
      ),
    },
    {
      title: '在线状态',
      dataIndex: 'onlineState',
      width: 100,
      render: (s: DeviceOnlineState) => <DeviceOnlineTag state={s} />,
    },
    { title: '型号', key: 'model', width: 200, render: (_, d) => `${d.vendor} ${d.model}` },
    {
      title: '卡号',
      dataIndex: 'msisdn',
      width: 130,
      render: (v: string | null) => (v ? <span className={styles.mono}>{v}</span> : '-'),
    },
    { title: '分组', dataIndex: 'groupName', width: 140, render: (v: string | null) => v ?? '-' },
    {
      title: '最后心跳',
      dataIndex: 'lastHeartbeatAt',
      width: 150,
      render: (v: string | null) => formatTime(v),
    },
    { title: '位置', dataIndex: 'location', width: 140, render: (v: string) => v || '-' },
  ];

  if (id === undefined) {
    return (
      <Card>
        <p>DNN编号不正确。</p>
        <Link to={inArea(paths.cpeDnnList)}>返回DNN列表</Link>
      </Card>
    );
  }

  return (
    <div className={adminListStyles.page}>
      <Card
        title={dnn ? `DNN ${dnn.dnn}` : 'DNN详情'}
        extra={<Link to={inArea(paths.cpeDnnList)}>返回列表</Link>}
      >
        <DataState query={detail} rows={3}>
          {dnn ? (
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                {
                  key: 'dnn',
                  label: 'DNN',
                  children: <span className={styles.mono}>{dnn.dnn}</span>,
                },
                { key: 'status', label: '状态', children: <DnnStatusTag status={dnn.status} /> },
                { key: 'desc', label: '描述', children: dnn.description || '-' },
                { key: 'pool', label: '地址池', children: dnn.ipPool || '-' },
                {
                  key: 'bw',
                  label: '带宽',
                  children: dnn.bandwidthMbps ? `${dnn.bandwidthMbps} Mbps` : '-',
                },
                {
                  key: 'devices',
                  label: '网关(在线/总数)',
                  children: `${dnn.online} / ${dnn.devices}`,
                },
                { key: 'created', label: '创建时间', children: formatTime(dnn.createdAt) },
              ]}
            />
          ) : null}
        </DataState>
      </Card>
      {detail.data ? (
        <Card title="使用该DNN的网关">
          <AdminTable<DeviceItem>
            size="middle"
            rowKey="id"
            aria-label="使用该DNN的网关"
            columns={columns}
            list={detail}
            paging={{
              ...paging,
              setPage: (page, pageSize) =>
                setPaging((p) => ({ page: pageSize === p.pageSize ? page : 1, pageSize })),
            }}
            emptyText="暂无网关使用该DNN"
            scroll={{ x: 1100 }}
          />
        </Card>
      ) : null}
    </div>
  );
}
