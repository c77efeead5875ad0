import {
  INDUSTRY_CATEGORIES,
  INDUSTRY_CATEGORY_LABELS,
  INDUSTRY_DEVICE_STATE_LABELS,
  INDUSTRY_DEVICE_STATES,
  type IndustryDevice,
} from '@pn/shared';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar } from '@/components/admin/admin-list-parts';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { ConsolePageHeader } from '@/components/console-page-header';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { industryApi } from '../api/industry-api';
import { useIndustryDevices, useIndustryMutation } from '../api/queries';
import { industryDeviceDetailPath } from '../paths';
import { DeviceFormDialog } from './device-form-dialog';
import { DeviceStateTag, formatTime } from './parts';
import styles from '../industry.module.css';

const FILTERS = {
  category: filterParam.oneOf(INDUSTRY_CATEGORIES),
  state: filterParam.oneOf(INDUSTRY_DEVICE_STATES),
  keyword: filterParam.text(40),
};

/** The latest values of a terminal's metrics, with their units. */
export function latestValues(d: IndustryDevice) {
  const shown = d.metrics.filter((m) => d.lastValues[m.key] !== undefined);
  if (shown.length === 0) return <span className={styles.muted}>暂无数据</span>;
  return (
    <span>
      {shown
        .slice(0, 3)
        .map((m) => `${m.name} ${d.lastValues[m.key]}${m.unit}`)
        .join('；')}
    </span>
  );
}

/**
 * 行业终端: the enterprise's industry terminals (category, product key, state from their
 * reports, last report, latest values), filtered by category, state and keyword; 注册终端,
 * 编辑, 删除 (after a confirm), and the data-reporting guide.
 */
export function DeviceListPage() {
  const [form] = Form.useForm();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useIndustryDevices(listQuery.query);
  const remove = useIndustryMutation(industryApi.deleteDevice);
  const confirm = useAdminConfirm();
  const inArea = useAreaPath();
  const [editing, setEditing] = useState<IndustryDevice | 'new' | null>(null);

  const removeDevice = (d: IndustryDevice) =>
    confirm({
      title: '删除终端',
      content: `确定删除终端“${d.name}”吗？其上报数据一并删除，设备密钥立即失效。`,
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(d.id);
        listQuery.afterRemove(list.data?.data.length ?? 0);
      },
      success: '删除成功',
    });

  const columns: ColumnsType<IndustryDevice> = [
    {
      title: '终端名称',
      dataIndex: 'name',
      render: (n: string, d) => <Link to={inArea(industryDeviceDetailPath(d.id))}>{n}</Link>,
    },
    {
      title: '类别',
      dataIndex: 'category',
      render: (c: IndustryDevice['category']) => INDUSTRY_CATEGORY_LABELS[c],
    },
    {
      title: '设备标识',
      dataIndex: 'deviceKey',
      responsive: ['md'],
      render: (k: string) => <span className={styles.mono}>{k}</span>,
    },
    { title: '产品标识', dataIndex: 'productKey', responsive: ['lg'] },
    { title: '协议', dataIndex: 'protocol', responsive: ['xl'] },
    { title: '站点', dataIndex: 'site', responsive: ['md'], render: (s: string) => s || '-' },
    {
      title: '状态',
      dataIndex: 'onlineState',
      render: (s: IndustryDevice['onlineState']) => <DeviceStateTag state={s} />,
    },
    { title: '最新数据', key: 'values', responsive: ['lg'], render: (_, d) => latestValues(d) },
    {
      title: '最后上报',
      dataIndex: 'lastReportAt',
      responsive: ['md'],
      render: (at: string | null) => <span className={styles.nowrap}>{formatTime(at)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, d) => (
        <Space size={0} wrap>
          <Link to={inArea(industryDeviceDetailPath(d.id))}>详情</Link>
          <WriteButton type="link" size="small" onClick={() => setEditing(d)}>
            编辑
          </WriteButton>
          <WriteButton type="link" size="small" danger onClick={() => removeDevice(d)}>
            删除
          </WriteButton>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="行业终端"
        intro="登记企业的行业终端（环境监测、PLC、视频、电表、AGV等），终端按指南以HTTP上报指标数据。"
        extra={
          <Space wrap>
            <Link to={inArea(paths.industryDeviceGuide)}>
              <Button tabIndex={-1}>数据上报指南</Button>
            </Link>
            <WriteButton type="primary" onClick={() => setEditing('new')}>
              注册终端
            </WriteButton>
          </Space>
        }
      />
      <Card>
        <AdminFilterBar
          name="industryDeviceFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="category" label="类别">
            <Select
              allowClear
              placeholder="全部类别"
              style={{ width: 140 }}
              options={INDUSTRY_CATEGORIES.map((c) => ({
                value: c,
                label: INDUSTRY_CATEGORY_LABELS[c],
              }))}
            />
          </Form.Item>
          <Form.Item name="state" label="状态">
            <Select
              allowClear
              placeholder="全部状态"
              style={{ width: 120 }}
              options={INDUSTRY_DEVICE_STATES.map((s) => ({
                value: s,
                label: INDUSTRY_DEVICE_STATE_LABELS[s],
              }))}
            />
          </Form.Item>
          <Form.Item name="keyword" label="关键字">
            <Input
              allowClear
              placeholder="名称、标识或站点"
              maxLength={40}
              style={{ width: 200 }}
            />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="终端列表">
        <AdminTable<IndustryDevice>
          size="middle"
          rowKey="id"
          aria-label="行业终端"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的终端' : '暂无行业终端，可点击“注册终端”'}
        />
      </Card>
      <DeviceFormDialog
        open={editing !== null}
        device={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
