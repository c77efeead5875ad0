import {
  DEVICE_LIMITS,
  DEVICE_ONLINE_STATE_LABELS,
  DEVICE_ONLINE_STATES,
  type DeviceItem,
  type DeviceOnlineState,
} from '@pn/shared';
import { Card, Form, Input, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { DeviceOnlineTag } from '@/components/device-online-tag';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { paths } from '@/config/paths';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useSxDevices, useSxModels } from '../api/sx-api';
import { sxBoundPath, sxDeviceDetailPath } from '../paths';
import { formatKbps, formatTime, signalText, sxStyles as styles } from './sx-parts';

const FILTERS = {
  keyword: filterParam.text(DEVICE_LIMITS.keywordMax),
  onlineState: filterParam.oneOf<DeviceOnlineState>(DEVICE_ONLINE_STATES),
  modelId: (raw: string | null) => {
    const n = Number(raw);
    return raw !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
  },
};
type Filters = FiltersOf<typeof FILTERS>;
const SORTS = ['lastHeartbeatAt', 'rsrp', 'downKbps'] as const;

/**
 * /control/sx/sx-index/device/list 设备列表: the enterprise's multi-SIM devices with
 * server-side filters (serial, IMEI or name; state; model), sorting and paging.
 */
export function SxDevicesPage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form, sorts: SORTS });
  const list = useSxDevices(listQuery.query);
  const models = useSxModels();
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const mayBind = held(paths.sxBound);
  const slotsOf = (modelId: number) => models.data?.find((m) => m.id === modelId)?.simSlots;

  const columns: ColumnsType<DeviceItem> = [
    {
      title: '设备',
      key: 'device',
      width: 220,
      render: (_, d) => (
        <>
          <Link to={inArea(sxDeviceDetailPath(d.id))}>{d.name || d.serial}</Link>
          <div className={`${styles.mono} ${styles.muted}`}>{d.serial}</div>
        </>
      ),
    },
    {
      title: '型号',
      key: 'model',
      width: 220,
      render: (_, d) => `${d.vendor} ${d.model}`,
    },
    {
      title: '在线状态',
      dataIndex: 'onlineState',
      width: 100,
      render: (s: DeviceOnlineState) => <DeviceOnlineTag state={s} />,
    },
    {
      title: '已绑卡',
      key: 'cards',
      width: 90,
      render: (_, d) => {
        const slots = slotsOf(d.modelId);
        return slots ? `${d.boundCards} / ${slots}` : d.boundCards;
      },
    },
    {
      title: '信号(RSRP/SINR)',
      key: 'rsrp',
      width: 150,
      sorter: true,
      render: (_, d) => signalText(d),
    },
    {
      title: '下行 / 上行',
      key: 'downKbps',
      width: 180,
      sorter: true,
      render: (_, d) =>
        d.onlineState === 'online' ? `${formatKbps(d.downKbps)} / ${formatKbps(d.upKbps)}` : '-',
    },
    {
      title: '最后心跳',
      key: 'lastHeartbeatAt',
      width: 150,
      sorter: true,
      render: (_, d) => formatTime(d.lastHeartbeatAt),
    },
    { title: '位置', dataIndex: 'location', width: 140, render: (v: string) => v || '-' },
    { title: 'IMEI', dataIndex: 'imei', width: 160, render: (v: string) => v || '-' },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, d) => (
        <Space size={0}>
          <Link to={inArea(sxDeviceDetailPath(d.id))} aria-label={`${d.serial} 详情`}>
            详情
          </Link>
          {mayBind ? (
            <Link
              to={inArea(sxBoundPath(d.id))}
              style={{ marginLeft: 12 }}
              aria-label={`${d.serial} 绑卡`}
            >
              绑卡
            </Link>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="设备列表"
        intro="本企业的5G多卡设备：在线状态、已绑定的卡、信号与速率。点击设备查看卡槽、流量与绑定记录。"
      />
      <Card>
        <AdminFilterBar
          name="sxDeviceFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label="关键字">
            <Input
              placeholder="序列号、IMEI或名称"
              allowClear
              maxLength={DEVICE_LIMITS.keywordMax}
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
            width={220}
            loading={models.isPending}
            options={(models.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.vendor} ${m.model}`,
            }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title="多卡设备">
        <AdminTable<DeviceItem>
          size="middle"
          rowKey="id"
          aria-label="多卡设备列表"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的设备' : '暂无多卡设备'}
          scroll={{ x: 1500 }}
        />
      </Card>
    </div>
  );
}
