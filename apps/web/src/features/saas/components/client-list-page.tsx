import { SAAS_LIMITS, type SaasClient } from '@pn/shared';
import { Badge, Card, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { ConsolePageHeader } from '@/components/console-page-header';
import { useAreaPath } from '@/components/read-only/read-only';
import { formatBytes as formatTraffic, formatTime } from '../lib/format';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { useSaasClients, useSaasDevices } from '../api/queries';
import { clientDetailPath, deviceDetailPath } from '../paths';
import styles from '../saas.module.css';

const FILTERS = {
  deviceId: filterParam.matching(/^\d{1,12}$/),
  online: filterParam.oneOf(['true', 'false'] as const),
  keyword: filterParam.text(SAAS_LIMITS.keywordMax),
};

/** 接入终端 online or not. */
export function ClientOnline({ online }: { online: boolean }) {
  return <Badge status={online ? 'success' : 'default'} text={online ? '在线' : '离线'} />;
}

/**
 * 设备管理 › 接入终端: the terminals behind the enterprise's gateways (reported by their
 * heartbeats), filtered by gateway, online state and MAC, IP or host name.
 */
export function ClientListPage() {
  const [form] = Form.useForm();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const { deviceId, online, ...rest } = listQuery.query;
  const list = useSaasClients({
    ...rest,
    deviceId: deviceId ? Number(deviceId) : undefined,
    online: online === undefined ? undefined : online === 'true',
  });
  const gateways = useSaasDevices({ page: 1, pageSize: 50, kind: 'cpe' });
  const inArea = useAreaPath();

  const columns: ColumnsType<SaasClient> = [
    {
      title: 'MAC地址',
      dataIndex: 'mac',
      render: (m: string, c) => (
        <Link to={inArea(clientDetailPath(c.id))} aria-label={`查看终端 ${m}`}>
          <span className={styles.mono}>{m}</span>
        </Link>
      ),
    },
    { title: '主机名', dataIndex: 'hostname', render: (h: string) => h || '-' },
    { title: 'IP地址', dataIndex: 'ip', render: (ip: string) => ip || '-' },
    {
      title: '接入方式',
      dataIndex: 'connection',
      responsive: ['md'],
      render: (c: string) => (c === 'wifi' ? 'Wi-Fi' : '有线'),
    },
    {
      title: '所在网关',
      key: 'gateway',
      render: (_, c) => (
        <Link to={inArea(deviceDetailPath(c.deviceId))}>{c.deviceName || c.serial}</Link>
      ),
    },
    { title: '状态', dataIndex: 'online', render: (o: boolean) => <ClientOnline online={o} /> },
    {
      title: '上行/下行流量',
      key: 'traffic',
      responsive: ['lg'],
      render: (_, c) => `${formatTraffic(c.upBytes)} / ${formatTraffic(c.downBytes)}`,
    },
    {
      title: '黑名单',
      dataIndex: 'blacklisted',
      responsive: ['lg'],
      render: (b: boolean) => (b ? <Tag color="red">已拉黑</Tag> : '-'),
    },
    {
      title: '最近上报',
      dataIndex: 'lastSeenAt',
      responsive: ['md'],
      render: (t: string) => <span className={styles.nowrap}>{formatTime(t)}</span>,
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="接入终端"
        intro="接入在企业5G快线网关下的终端（由网关心跳上报），可按网关、在线状态与MAC/IP/主机名查找。"
      />
      <Card>
        <AdminFilterBar
          name="saasClientFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v as never)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label="关键字">
            <Input placeholder="MAC/IP/主机名" allowClear maxLength={SAAS_LIMITS.keywordMax} />
          </Form.Item>
          <Form.Item name="deviceId" label="网关">
            <Select
              allowClear
              placeholder="全部网关"
              style={{ width: 200 }}
              loading={gateways.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={(gateways.data?.data ?? []).map((d) => ({
                value: String(d.id),
                label: d.name ? `${d.name}（${d.serial}）` : d.serial,
              }))}
            />
          </Form.Item>
          <FilterSelect
            name="online"
            label="状态"
            placeholder="全部"
            options={[
              { value: 'true', label: '在线' },
              { value: 'false', label: '离线' },
            ]}
          />
        </AdminFilterBar>
      </Card>
      <Card title="终端列表">
        <AdminTable<SaasClient>
          size="middle"
          rowKey="id"
          aria-label="接入终端"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的终端' : '暂无接入终端'}
        />
      </Card>
    </div>
  );
}
