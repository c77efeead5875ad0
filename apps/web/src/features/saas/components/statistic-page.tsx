import {
  AdminLevel,
  DEVICE_KIND_LABELS,
  DEVICE_KINDS,
  PROVINCES,
  type DeviceKind,
  type VendorStat,
} from '@pn/shared';
import { Card, Form, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { Chart } from '@/components/charts/chart';
import { ConsolePageHeader } from '@/components/console-page-header';
import { DataState } from '@/components/data-state';
import { useAreaPath } from '@/components/read-only/read-only';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { useSaasStatistic } from '../api/queries';
import { addedOption, vendorDevicesOption, vendorFirmwareOption } from '../lib/chart-options';
import { deviceListHref } from '../paths';
import styles from '../saas.module.css';

const FILTERS = {
  kind: filterParam.oneOf(DEVICE_KINDS),
  beId: filterParam.matching(/^\d{1,8}$/),
};

/**
 * 设备管理 › 厂商统计: per vendor its models, devices, online rate and firmware standing,
 * and the devices added per month; by device kind, and by province for national
 * administrators.
 */
export function StatisticPage() {
  const [form] = Form.useForm<{ kind?: DeviceKind; beId?: string }>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const level = useLevelInfo();
  const mayChooseProvince = level.data?.level === AdminLevel.NATIONAL;
  const { kind, beId } = listQuery.filters;
  const stat = useSaasStatistic({ kind, beId: mayChooseProvince ? beId : undefined });
  const inArea = useAreaPath();
  const s = stat.data;
  const empty = !!s && s.vendors.every((v) => v.devices === 0);
  const options = useMemo(
    () =>
      s
        ? {
            devices: vendorDevicesOption(s.vendors),
            added: addedOption(s),
            firmware: vendorFirmwareOption(s.vendors),
          }
        : null,
    [s],
  );

  const columns: ColumnsType<VendorStat> = [
    { title: '厂商', dataIndex: 'vendor' },
    { title: '型号数', dataIndex: 'models', align: 'right' },
    {
      title: '设备数',
      dataIndex: 'devices',
      align: 'right',
      render: (n: number, v) =>
        n > 0 ? <Link to={inArea(deviceListHref({ vendor: v.vendor, kind }))}>{n}</Link> : 0,
    },
    { title: '在线', dataIndex: 'online', align: 'right' },
    { title: '在线率', dataIndex: 'onlineRate', align: 'right', render: (r: number) => `${r}%` },
    { title: '最新固件', dataIndex: 'upToDate', align: 'right', responsive: ['md'] },
    { title: '落后于最新', dataIndex: 'lagging', align: 'right' },
    { title: '未上报', dataIndex: 'unknown', align: 'right', responsive: ['md'] },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="厂商统计"
        intro="按厂商统计型号、设备数量、在线率、固件版本分布与近12个月新增设备。"
      />
      <Card>
        <AdminFilterBar
          name="saasStatisticFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <FilterSelect
            name="kind"
            label="设备类型"
            placeholder="全部类型"
            width={140}
            options={DEVICE_KINDS.map((k) => ({ value: k, label: DEVICE_KIND_LABELS[k] }))}
          />
          {mayChooseProvince ? (
            <Form.Item name="beId" label="省份">
              <Select
                allowClear
                placeholder="全部省份"
                style={{ width: 140 }}
                showSearch={{ optionFilterProp: 'label' }}
                options={PROVINCES.map((p) => ({ value: p.beId, label: p.name }))}
              />
            </Form.Item>
          ) : null}
        </AdminFilterBar>
      </Card>
      <div className={styles.charts}>
        <Card title="各厂商设备与在线率">
          <Chart
            title="各厂商设备数与在线率"
            option={options?.devices ?? {}}
            loading={stat.isPending}
            empty={empty}
            emptyText="暂无设备"
          />
        </Card>
        <Card title="每月新增设备">
          <Chart
            title="近12个月各厂商新增设备"
            option={options?.added ?? {}}
            loading={stat.isPending}
            empty={empty}
            emptyText="暂无设备"
          />
        </Card>
        <Card title="固件版本分布">
          <Chart
            title="各厂商设备的固件分布"
            option={options?.firmware ?? {}}
            loading={stat.isPending}
            empty={empty}
            emptyText="暂无设备"
          />
        </Card>
      </div>
      <Card title="厂商明细">
        <DataState query={stat} empty={!!s && s.vendors.length === 0} emptyText="暂无厂商">
          <Table<VendorStat>
            size="middle"
            rowKey="vendor"
            aria-label="厂商统计"
            columns={columns}
            dataSource={s?.vendors ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            expandable={{
              expandedRowRender: (v) => {
                const rows = (s?.versions ?? []).filter((x) => x.vendor === v.vendor);
                return rows.length
                  ? rows.map((x) => `${x.version || '未上报'}：${x.devices} 台`).join('；')
                  : '暂无设备';
              },
            }}
          />
        </DataState>
      </Card>
    </div>
  );
}
