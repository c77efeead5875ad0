import {
  BLACKLIST_STATE_LABELS,
  type BlacklistItem,
  type DeviceClient,
  type DeviceDetail,
} from '@pn/shared';
import { Card, Col, Descriptions, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { cpeApi } from '../api/cpe-api';
import { useCpeBlacklist, useCpeClients } from '../api/queries';
import { formatTime, formatTraffic } from '../lib/format';
import { dnnDetailPath, simCardPath } from '../paths';
import { cpeText as text } from '../text';
import { BlacklistDialog } from './blacklist-dialog';
import { polled } from '../lib/polled';
import styles from '../cpe.module.css';

type Run = (call: () => ReturnType<typeof cpeApi.command>) => Promise<unknown>;

/** The gateway's card, DNN and live acceleration together, each linking to its screen. */
export function ConnectivityCards({ detail }: { detail: DeviceDetail }) {
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const { sim, dnn, acceleration } = detail;
  return (
    <>
      <Col xs={24} md={8}>
        <Card title="物联网卡" size="small" className={styles.kpi}>
          {sim ? (
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'msisdn',
                  label: '卡号',
                  children: held(paths.simManage) ? (
                    <Link to={inArea(simCardPath(sim.iccid))} className={styles.mono}>
                      {sim.msisdn}
                    </Link>
                  ) : (
                    <span className={styles.mono}>{sim.msisdn}</span>
                  ),
                },
                {
                  key: 'iccid',
                  label: 'ICCID',
                  children: <span className={styles.mono}>{sim.iccid}</span>,
                },
                { key: 'tariff', label: '资费', children: sim.tariffName || '-' },
                { key: 'data', label: '本月流量', children: formatTraffic(sim.monthDataKb * 1024) },
              ]}
            />
          ) : (
            <p className={styles.muted}>未绑定物联网卡</p>
          )}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="DNN" size="small" className={styles.kpi}>
          {dnn ? (
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'dnn',
                  label: 'DNN',
                  children: held(paths.orderedA2Case) ? (
                    <Link to={inArea(dnnDetailPath(dnn.id))}>{dnn.dnn}</Link>
                  ) : (
                    dnn.dnn
                  ),
                },
                { key: 'desc', label: '说明', children: dnn.description || '-' },
              ]}
            />
          ) : (
            <p className={styles.muted}>{text.publicNet}</p>
          )}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card title="业务加速" size="small" className={styles.kpi}>
          {acceleration ? (
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'bw',
                  label: '加速带宽',
                  children: held(paths.a1Sessions) ? (
                    <Link
                      to={inArea(paths.a1Sessions)}
                    >{`${acceleration.bandwidthMbps} Mbps`}</Link>
                  ) : (
                    `${acceleration.bandwidthMbps} Mbps`
                  ),
                },
                { key: 'qos', label: 'QoS模板', children: acceleration.qosProfile },
                { key: 'exp', label: '结束时间', children: formatTime(acceleration.expiresAt) },
              ]}
            />
          ) : (
            <p className={styles.muted}>当前无生效中的业务加速</p>
          )}
        </Card>
      </Col>
    </>
  );
}

interface ClientsCardProps {
  deviceId: number;
  limit: number;
  run: Run;
}

/** The LAN and Wi-Fi clients the gateway reported (online first), with 加入黑名单. */
export function ClientsCard({ deviceId, limit, run }: ClientsCardProps) {
  const clients = useCpeClients(deviceId);
  const [blocking, setBlocking] = useState<string | null>(null);
  const online = clients.data?.filter((c) => c.online).length ?? 0;

  const columns: ColumnsType<DeviceClient> = [
    { title: '主机名', dataIndex: 'hostname', render: (h: string) => h || '-' },
    {
      title: 'MAC地址',
      dataIndex: 'mac',
      render: (m: string) => <span className={styles.mono}>{m}</span>,
    },
    { title: 'IP地址', dataIndex: 'ip', responsive: ['sm'], render: (ip: string) => ip || '-' },
    {
      title: '接入方式',
      dataIndex: 'connection',
      responsive: ['md'],
      render: (c: string) => (c === 'lan' ? '有线' : 'Wi-Fi'),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, c) => (
        <Space size={4}>
          {c.online ? <Tag color="success">在线</Tag> : <Tag>离线</Tag>}
          {c.blacklisted ? <Tag color="error">黑名单</Tag> : null}
        </Space>
      ),
    },
    {
      title: '流量（上/下）',
      key: 'traffic',
      responsive: ['lg'],
      render: (_, c) => (
        <span className={styles.nowrap}>
          {formatTraffic(c.upBytes)} / {formatTraffic(c.downBytes)}
        </span>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, c) =>
        c.blacklisted ? (
          <span className={styles.muted}>已拉黑</span>
        ) : (
          <WriteButton type="link" size="small" danger onClick={() => setBlocking(c.mac)}>
            加入黑名单
          </WriteButton>
        ),
    },
  ];

  return (
    <Card title={`接入终端（在线 ${online} 台，建议不超过 ${limit} 台）`} size="small">
      <DataState
        query={polled(clients)}
        empty={clients.data?.length === 0}
        emptyText="暂无接入终端"
      >
        <Table<DeviceClient>
          size="small"
          rowKey="id"
          aria-label="接入终端"
          columns={columns}
          dataSource={clients.data ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      </DataState>
      <BlacklistDialog
        open={blocking !== null}
        mac={blocking ?? undefined}
        target="此网关"
        onClose={() => setBlocking(null)}
        onSubmit={(params) =>
          run(() =>
            cpeApi.command({ kind: 'blacklistAdd', target: { deviceIds: [deviceId] }, params }),
          )
        }
      />
    </Card>
  );
}

const BLACKLIST_STATE_COLORS = {
  adding: 'processing',
  active: 'error',
  removing: 'warning',
} as const;

/** The gateway's blacklist: 添加 and 移除, each a command to the gateway. */
export function BlacklistCard({ deviceId, run }: { deviceId: number; run: Run }) {
  const [page, setPage] = useState(1);
  const list = useCpeBlacklist({ deviceId, page, pageSize: 10 });
  const confirm = useAdminConfirm();
  const [adding, setAdding] = useState(false);

  const remove = (item: BlacklistItem) =>
    confirm({
      title: '移出黑名单',
      content: `确定将 ${item.mac} 移出此网关的黑名单吗？移出后该终端可重新接入。`,
      danger: true,
      onConfirm: () =>
        run(() =>
          cpeApi.command({
            kind: 'blacklistRemove',
            target: { deviceIds: [deviceId] },
            params: { mac: item.mac },
          }),
        ).catch(() => undefined),
    });

  const columns: ColumnsType<BlacklistItem> = [
    {
      title: 'MAC地址',
      dataIndex: 'mac',
      render: (m: string) => <span className={styles.mono}>{m}</span>,
    },
    { title: '备注', dataIndex: 'remark', render: (r: string) => r || '-' },
    {
      title: '状态',
      dataIndex: 'state',
      render: (s: BlacklistItem['state']) => (
        <Tag color={BLACKLIST_STATE_COLORS[s]}>{BLACKLIST_STATE_LABELS[s]}</Tag>
      ),
    },
    { title: '添加人', dataIndex: 'createdBy', responsive: ['md'] },
    {
      title: '添加时间',
      dataIndex: 'createdAt',
      responsive: ['md'],
      render: (at: string) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, item) =>
        item.state === 'removing' ? (
          <span className={styles.muted}>移除中</span>
        ) : (
          <WriteButton type="link" size="small" onClick={() => remove(item)}>
            移除
          </WriteButton>
        ),
    },
  ];

  return (
    <Card
      title="黑名单"
      size="small"
      extra={
        <WriteButton size="small" type="link" onClick={() => setAdding(true)}>
          添加
        </WriteButton>
      }
    >
      <DataState query={polled(list)} empty={list.data?.total === 0} emptyText="黑名单为空">
        <Table<BlacklistItem>
          size="small"
          rowKey="id"
          aria-label="黑名单"
          columns={columns}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: 10,
            total: list.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      </DataState>
      <BlacklistDialog
        open={adding}
        target="此网关"
        onClose={() => setAdding(false)}
        onSubmit={(params) =>
          run(() =>
            cpeApi.command({ kind: 'blacklistAdd', target: { deviceIds: [deviceId] }, params }),
          )
        }
      />
    </Card>
  );
}
