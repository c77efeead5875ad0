import {
  DEVICE_ONLINE_STATE_LABELS,
  DEVICE_ONLINE_STATES,
  type DeviceCredential,
  type DeviceItem,
} from '@pn/shared';
import { Button, Card, Form, Grid, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { ExportButton } from '@/components/export-permission/export-button';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { useAdminListQuery } from '@/lib/use-admin-list-query';
import { cpeApi, cpeExportPaths, exportParams } from '../api/cpe-api';
import { useCpeDevices, useCpeDnnOptions, useCpeGroupOptions, useCpeModels } from '../api/queries';
import {
  DEVICE_FILTERS,
  DEVICE_SORTS,
  deviceExportParams,
  deviceListParams,
  type DeviceFilters,
} from '../lib/device-filters';
import { formatRate } from '../lib/format';
import { cpeDetailPath } from '../paths';
import { cpeText as text } from '../text';
import { AddDeviceDialog } from './add-device-dialog';
import { ConsolePageHeader } from '@/components/console-page-header';
import { HeartbeatAgo, OnlineBadge, SignalText } from './device-state';
import { MoveGroupDialog } from './move-group-dialog';
import { SecretDialog } from './secret-dialog';
import { useCommandRunner } from './use-command-runner';
import styles from '../cpe.module.css';

/**
 * 5G快线 › 终端列表: the gateways with server-side filters, sort and paging kept in the
 * address; a selection across pages for 重启, 查询固件版本 and 调整分组 (each command shows
 * its per-device progress); 导出 behind the export permission; 新增终端 with its secret.
 */
export function DeviceListPage() {
  const [form] = Form.useForm<DeviceFilters>();
  const listQuery = useAdminListQuery({ filters: DEVICE_FILTERS, form, sorts: DEVICE_SORTS });
  const params = useMemo(() => deviceListParams(listQuery.query), [listQuery.query]);
  const list = useCpeDevices(params);
  const models = useCpeModels();
  const groups = useCpeGroupOptions();
  const held = useHeldScreens();
  const dnns = useCpeDnnOptions(held(paths.cpeDnnList));
  const inArea = useAreaPath();
  const screens = Grid.useBreakpoint();
  const confirm = useAdminConfirm();
  const commands = useCommandRunner();

  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<number[] | null>(null);
  const [credential, setCredential] = useState<DeviceCredential | null>(null);

  const reboot = () =>
    confirm({
      title: '远程重启',
      content: `确定重启已选择的 ${selected.length} 台终端吗？重启期间网关下的设备将暂时断网（约1~3分钟）。离线终端将在上线后重启。`,
      danger: true,
      onConfirm: () =>
        commands
          .run(() => cpeApi.command({ kind: 'reboot', target: { deviceIds: selected } }))
          .then(() => setSelected([]))
          .catch(() => undefined),
    });

  const firmwareQuery = () =>
    void commands
      .run(() => cpeApi.command({ kind: 'firmwareQuery', target: { deviceIds: selected } }))
      .then(() => setSelected([]))
      .catch(() => undefined);

  const columns: ColumnsType<DeviceItem> = [
    {
      title: '终端序列号',
      dataIndex: 'serial',
      fixed: screens.md ? 'left' : undefined,
      render: (serial: string, d) => (
        <Link to={inArea(cpeDetailPath(d.id))} className={styles.mono}>
          {serial}
        </Link>
      ),
    },
    {
      title: '终端名称',
      dataIndex: 'name',
      responsive: ['sm'],
      render: (n: string) => <span className={styles.nowrap}>{n || '-'}</span>,
    },
    {
      title: '型号',
      key: 'model',
      responsive: ['lg'],
      render: (_, d) => <span className={styles.nowrap}>{`${d.vendor} ${d.model}`}</span>,
    },
    {
      title: '在线状态',
      dataIndex: 'onlineState',
      render: (s: DeviceItem['onlineState']) => <OnlineBadge state={s} />,
    },
    {
      title: '信号',
      dataIndex: 'rsrp',
      key: 'rsrp',
      sorter: true,
      render: (rsrp: number | null) => <SignalText rsrp={rsrp} />,
    },
    {
      title: '下行速率',
      dataIndex: 'downKbps',
      key: 'downKbps',
      sorter: true,
      align: 'right',
      responsive: ['md'],
      render: (kbps: number, d) => (
        <span className={styles.nowrap} title={`上行 ${formatRate(d.upKbps)}`}>
          {formatRate(kbps)}
        </span>
      ),
    },
    { title: '接入终端', dataIndex: 'clients', align: 'right', responsive: ['md'] },
    {
      title: '分组',
      dataIndex: 'groupName',
      responsive: ['xl'],
      render: (n: string | null) => <span className={styles.nowrap}>{n ?? text.noGroup}</span>,
    },
    {
      title: '卡号',
      dataIndex: 'msisdn',
      responsive: ['xl'],
      render: (m: string | null) => <span className={styles.mono}>{m ?? '-'}</span>,
    },
    {
      title: 'DNN',
      dataIndex: 'dnn',
      responsive: ['xxl'],
      render: (dnn: string) => <span className={styles.nowrap}>{dnn || text.publicNet}</span>,
    },
    {
      title: '最后心跳',
      dataIndex: 'lastHeartbeatAt',
      key: 'lastHeartbeatAt',
      sorter: true,
      render: (at: string | null) => (
        <span className={styles.nowrap}>
          <HeartbeatAgo at={at} />
        </span>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 72,
      fixed: screens.md ? 'right' : undefined,
      render: (_, d) => (
        <Link to={inArea(cpeDetailPath(d.id))} aria-label={`${text.detail} ${d.serial}`}>
          {text.detail}
        </Link>
      ),
    },
  ];

  const bulk = (
    <Space wrap size={8}>
      <WriteButton
        danger
        disabled={selected.length === 0}
        tip={selected.length ? undefined : text.selectFirst}
        onClick={reboot}
      >
        远程重启
      </WriteButton>
      <WriteButton
        disabled={selected.length === 0}
        tip={selected.length ? undefined : text.selectFirst}
        loading={commands.sending}
        onClick={firmwareQuery}
      >
        查询固件版本
      </WriteButton>
      <WriteButton
        disabled={selected.length === 0}
        tip={selected.length ? undefined : text.selectFirst}
        onClick={() => setMoving(selected)}
      >
        调整分组
      </WriteButton>
    </Space>
  );

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title={text.listTitle}
        intro={text.listIntro}
        extra={
          <ExportButton
            path={cpeExportPaths.devices}
            params={exportParams(deviceExportParams(params))}
            fallbackName="5G快线终端列表.xlsx"
          />
        }
      />
      <Card>
        <AdminFilterBar
          name="cpeDeviceFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
          add={{ label: '新增终端', onClick: () => setAdding(true) }}
        >
          <Form.Item name="keyword" label="关键字">
            <Input
              placeholder="序列号/名称/IMEI/卡号"
              allowClear
              maxLength={40}
              style={{ width: 200 }}
            />
          </Form.Item>
          <FilterSelect
            name="onlineState"
            label="在线状态"
            placeholder="全部状态"
            options={DEVICE_ONLINE_STATES.map((s) => ({
              value: s,
              label: DEVICE_ONLINE_STATE_LABELS[s],
            }))}
          />
          <FilterSelect
            name="modelId"
            label="型号"
            placeholder="全部型号"
            width={180}
            loading={models.isPending}
            options={(models.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.vendor} ${m.model}`,
            }))}
          />
          <FilterSelect
            name="groupId"
            label="分组"
            placeholder="全部分组"
            width={160}
            loading={groups.isPending}
            options={(groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
          {held(paths.cpeDnnList) ? (
            <FilterSelect
              name="dnnId"
              label="DNN"
              placeholder="全部DNN"
              width={180}
              loading={dnns.isPending}
              options={(dnns.data?.data ?? []).map((d) => ({ value: d.id, label: d.dnn }))}
            />
          ) : null}
        </AdminFilterBar>
      </Card>
      <Card title="终端列表" extra={screens.md ? bulk : null}>
        {screens.md ? null : <div style={{ marginBottom: 12 }}>{bulk}</div>}
        {selected.length ? (
          <div className={styles.selectionBar} role="status">
            <span>{text.selected(selected.length)}</span>
            <Button type="link" size="small" onClick={() => setSelected([])}>
              {text.clearSelection}
            </Button>
          </div>
        ) : null}
        <AdminTable<DeviceItem>
          size="middle"
          rowKey="id"
          aria-label="终端列表"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={
            listQuery.filtered ? '没有符合条件的终端' : '暂无终端，可点击“新增终端”登记网关'
          }
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            fixed: true,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (d) => ({ 'aria-label': `选择 ${d.serial}` }),
          }}
        />
      </Card>
      <AddDeviceDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(c) => {
          setAdding(false);
          setCredential(c);
        }}
      />
      <SecretDialog
        credential={credential}
        title="终端已添加"
        onClose={() => setCredential(null)}
      />
      <MoveGroupDialog
        deviceIds={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          setSelected([]);
        }}
      />
      {commands.dialog}
    </div>
  );
}
