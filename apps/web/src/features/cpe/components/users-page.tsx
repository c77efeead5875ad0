import {
  DEVICE_LIMITS,
  BLACKLIST_STATE_LABELS,
  type BlacklistItem,
  type DeviceClient,
} from '@pn/shared';
import { Card, Form, Input, Space, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { ExportButton } from '@/components/export-permission/export-button';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { cpeApi, cpeExportPaths, exportParams } from '../api/cpe-api';
import { useCpeBlacklist, useCpeUsers } from '../api/queries';
import { boolOf, idParam, USER_FILTERS, type UserFilters } from '../lib/device-filters';
import { formatTime, formatTraffic } from '../lib/format';
import { cpeDetailPath } from '../paths';
import { cpeText as text } from '../text';
import { BlacklistDialog } from './blacklist-dialog';
import { ConsolePageHeader } from '@/components/console-page-header';
import { DeviceSelect } from './device-select';
import { useCommandRunner } from './use-command-runner';
import styles from '../cpe.module.css';

const YES_NO = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];
const BLACKLIST_FILTERS = {
  deviceId: idParam,
  keyword: filterParam.text(DEVICE_LIMITS.keywordMax),
};
const BLACKLIST_STATE_COLORS = {
  adding: 'processing',
  active: 'error',
  removing: 'warning',
} as const;

type Runner = ReturnType<typeof useCommandRunner>;

/** The gateway a row belongs to: a link to its detail when the account has 终端列表. */
function DeviceCell({ id, serial, name }: { id: number; serial: string; name: string }) {
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const label = (
    <>
      <span className={styles.mono}>{serial}</span>
      {name ? <div className={styles.muted}>{name}</div> : null}
    </>
  );
  return held(paths.cpeList) ? <Link to={inArea(cpeDetailPath(id))}>{label}</Link> : label;
}

function ClientsTab({ runner }: { runner: Runner }) {
  const [form] = Form.useForm<UserFilters>();
  const listQuery = useAdminListQuery({ filters: USER_FILTERS, form });
  const { filters, page, pageSize } = listQuery;
  const query = useMemo(
    () => ({
      page,
      pageSize,
      deviceId: filters.deviceId,
      keyword: filters.keyword,
      online: boolOf(filters.online),
      blacklisted: boolOf(filters.blacklisted),
    }),
    [filters, page, pageSize],
  );
  const list = useCpeUsers(query);
  const confirm = useAdminConfirm();
  const [blocking, setBlocking] = useState<DeviceClient | null>(null);
  const shownDevice = list.data?.data.find((c) => c.deviceId === filters.deviceId);

  const unblock = (c: DeviceClient) =>
    confirm({
      title: '移出黑名单',
      content: `确定将 ${c.mac}（${c.hostname || '未知主机'}）移出网关 ${c.serial} 的黑名单吗？`,
      onConfirm: () =>
        runner
          .run(() =>
            cpeApi.blacklistRemove({
              target: { deviceIds: [c.deviceId] },
              params: { mac: c.mac },
            }),
          )
          .catch(() => undefined),
    });

  const columns: ColumnsType<DeviceClient> = [
    { title: '主机名', dataIndex: 'hostname', render: (h: string) => h || '-' },
    {
      title: 'MAC地址',
      dataIndex: 'mac',
      render: (m: string) => <span className={styles.mono}>{m}</span>,
    },
    { title: 'IP地址', dataIndex: 'ip', responsive: ['sm'], render: (ip: string) => ip || '-' },
    {
      title: '所属网关',
      key: 'device',
      responsive: ['md'],
      render: (_, c) => <DeviceCell id={c.deviceId} serial={c.serial} name={c.deviceName} />,
    },
    {
      title: '接入方式',
      dataIndex: 'connection',
      responsive: ['lg'],
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
      title: '最近在线',
      dataIndex: 'lastSeenAt',
      responsive: ['xl'],
      render: (at: string) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, c) =>
        c.blacklisted ? (
          <WriteButton type="link" size="small" onClick={() => unblock(c)}>
            移出黑名单
          </WriteButton>
        ) : (
          <WriteButton type="link" size="small" danger onClick={() => setBlocking(c)}>
            加入黑名单
          </WriteButton>
        ),
    },
  ];

  return (
    <>
      <AdminFilterBar
        name="cpeUserFilters"
        form={form}
        onSearch={(v) => listQuery.setFilters(v)}
        onReset={listQuery.resetFilters}
      >
        <Form.Item name="deviceId" label="所属网关">
          <DeviceSelect knownLabel={shownDevice?.serial} />
        </Form.Item>
        <Form.Item name="keyword" label="关键字">
          <Input placeholder="MAC/IP/主机名" allowClear maxLength={40} style={{ width: 180 }} />
        </Form.Item>
        <FilterSelect name="online" label="在线" placeholder="全部" options={YES_NO} width={100} />
        <FilterSelect
          name="blacklisted"
          label="黑名单"
          placeholder="全部"
          options={YES_NO}
          width={100}
        />
      </AdminFilterBar>
      <AdminTable<DeviceClient>
        size="middle"
        rowKey="id"
        aria-label="上网用户"
        columns={columns}
        list={list}
        paging={listQuery}
        emptyText={listQuery.filtered ? '没有符合条件的上网用户' : '暂无上网用户'}
        style={{ marginTop: 16 }}
      />
      <BlacklistDialog
        open={blocking !== null}
        mac={blocking?.mac}
        target={blocking ? `网关 ${blocking.serial}` : '网关'}
        onClose={() => setBlocking(null)}
        onSubmit={(params) =>
          runner.run(() =>
            cpeApi.blacklistAdd({ target: { deviceIds: [blocking!.deviceId] }, params }),
          )
        }
      />
    </>
  );
}

function BlacklistTab({ runner }: { runner: Runner }) {
  const [form] = Form.useForm<{ deviceId?: number; keyword?: string }>();
  const listQuery = useAdminListQuery({ filters: BLACKLIST_FILTERS, form });
  const list = useCpeBlacklist(listQuery.query);
  const confirm = useAdminConfirm();
  const shownDevice = list.data?.data.find((b) => b.deviceId === listQuery.filters.deviceId);

  const remove = (b: BlacklistItem) =>
    confirm({
      title: '移出黑名单',
      content: `确定将 ${b.mac} 移出网关 ${b.serial} 的黑名单吗？移出后该终端可重新接入。`,
      danger: true,
      onConfirm: () =>
        runner
          .run(() =>
            cpeApi.blacklistRemove({ target: { deviceIds: [b.deviceId] }, params: { mac: b.mac } }),
          )
          .catch(() => undefined),
    });

  const columns: ColumnsType<BlacklistItem> = [
    {
      title: 'MAC地址',
      dataIndex: 'mac',
      render: (m: string) => <span className={styles.mono}>{m}</span>,
    },
    {
      title: '所属网关',
      key: 'device',
      render: (_, b) => <DeviceCell id={b.deviceId} serial={b.serial} name={b.deviceName} />,
    },
    { title: '备注', dataIndex: 'remark', responsive: ['md'], render: (r: string) => r || '-' },
    {
      title: '状态',
      dataIndex: 'state',
      render: (s: BlacklistItem['state']) => (
        <Tag color={BLACKLIST_STATE_COLORS[s]}>{BLACKLIST_STATE_LABELS[s]}</Tag>
      ),
    },
    { title: '添加人', dataIndex: 'createdBy', responsive: ['lg'] },
    {
      title: '添加时间',
      dataIndex: 'createdAt',
      responsive: ['lg'],
      render: (at: string) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, b) =>
        b.state === 'removing' ? (
          <span className={styles.muted}>移除中</span>
        ) : (
          <WriteButton type="link" size="small" onClick={() => remove(b)}>
            移除
          </WriteButton>
        ),
    },
  ];

  return (
    <>
      <div className={styles.pageHeader}>
        <AdminFilterBar
          name="cpeBlacklistFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="deviceId" label="所属网关">
            <DeviceSelect knownLabel={shownDevice?.serial} />
          </Form.Item>
          <Form.Item name="keyword" label="关键字">
            <Input placeholder="MAC/备注" allowClear maxLength={40} style={{ width: 180 }} />
          </Form.Item>
        </AdminFilterBar>
        <ExportButton
          path={cpeExportPaths.blacklist}
          params={exportParams({
            deviceId: listQuery.filters.deviceId,
            keyword: listQuery.filters.keyword,
          })}
          fallbackName="5G快线黑名单.xlsx"
        />
      </div>
      <AdminTable<BlacklistItem>
        size="middle"
        rowKey="id"
        aria-label="黑名单列表"
        columns={columns}
        list={list}
        paging={listQuery}
        emptyText={listQuery.filtered ? '没有符合条件的黑名单' : '黑名单为空'}
        style={{ marginTop: 16 }}
      />
    </>
  );
}

const TABS = ['clients', 'blacklist'] as const;

/**
 * 5G快线 › 上网用户: the clients attached to the gateways (filters by gateway, MAC/IP/host
 * name, online and blacklist) with 加入/移出黑名单 as commands, and the blacklist tab with
 * its export.
 */
export function UsersPage() {
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((t) => t === search.get('tab')) ?? 'clients';
  const runner = useCommandRunner();
  return (
    <div className={styles.page}>
      <ConsolePageHeader title={text.usersTitle} intro={text.usersIntro} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearch(key === 'clients' ? {} : { tab: key })}
          destroyOnHidden
          items={[
            { key: 'clients', label: '上网用户', children: <ClientsTab runner={runner} /> },
            { key: 'blacklist', label: '黑名单', children: <BlacklistTab runner={runner} /> },
          ]}
        />
      </Card>
      {runner.dialog}
    </div>
  );
}
