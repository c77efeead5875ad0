import {
  DEVICE_KIND_LABELS,
  DEVICE_KINDS,
  SAAS_LIMITS,
  type DeviceKind,
  type ModelItem,
} from '@pn/shared';
import { Card, Form, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { ConsolePageHeader } from '@/components/console-page-header';
import { useAreaPath } from '@/components/read-only/read-only';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { useSaasModels, useSaasVendors } from '../api/queries';
import { deviceListHref, modelDetailPath } from '../paths';
import styles from '../saas.module.css';

const FILTERS = {
  vendor: filterParam.text(SAAS_LIMITS.vendorMax),
  kind: filterParam.oneOf(DEVICE_KINDS),
  keyword: filterParam.text(SAAS_LIMITS.keywordMax),
};

/**
 * 设备管理 › 型号管理: the operator's vendors and models (kind, max clients, SIM slots,
 * supported and latest firmware) with the caller's devices of each.
 */
export function ModelListPage() {
  const [form] = Form.useForm<{ vendor?: string; kind?: DeviceKind; keyword?: string }>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useSaasModels(listQuery.query);
  const vendors = useSaasVendors();
  const inArea = useAreaPath();

  const columns: ColumnsType<ModelItem> = [
    { title: '厂商', dataIndex: 'vendor' },
    {
      title: '型号',
      dataIndex: 'model',
      render: (m: string, r) => (
        <Link to={inArea(modelDetailPath(r.id))} aria-label={`查看型号 ${r.vendor} ${m}`}>
          <strong>{m}</strong>
        </Link>
      ),
    },
    { title: '类型', dataIndex: 'kind', render: (k: ModelItem['kind']) => DEVICE_KIND_LABELS[k] },
    { title: '最大接入', dataIndex: 'maxClients', align: 'right', responsive: ['lg'] },
    { title: 'SIM卡槽', dataIndex: 'simSlots', align: 'right', responsive: ['lg'] },
    { title: '最新固件', dataIndex: 'latestFirmware', responsive: ['md'] },
    {
      title: '设备数',
      dataIndex: 'devices',
      align: 'right',
      render: (n: number, r) =>
        n > 0 ? <Link to={inArea(deviceListHref({ modelId: r.id }))}>{n}</Link> : 0,
    },
    { title: '在线', dataIndex: 'online', align: 'right', responsive: ['md'] },
    {
      title: '固件落后',
      dataIndex: 'lagging',
      align: 'right',
      render: (n: number) => (n > 0 ? <strong style={{ color: '#d97706' }}>{n}</strong> : 0),
    },
    {
      title: '状态',
      dataIndex: 'status',
      responsive: ['md'],
      render: (s: number) => (s === 1 ? <Tag color="green">在售</Tag> : <Tag>已停售</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <Space size={0} wrap>
          <Link to={inArea(modelDetailPath(r.id))}>详情</Link>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="型号管理"
        intro="运营商提供的设备厂商与型号，以及企业在各型号下的设备数量与固件情况。"
      />
      <Card>
        <AdminFilterBar
          name="saasModelFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <FilterSelect
            name="vendor"
            label="厂商"
            placeholder="全部厂商"
            width={140}
            loading={vendors.isPending}
            options={(vendors.data ?? []).map((v) => ({ value: v, label: v }))}
          />
          <FilterSelect
            name="kind"
            label="类型"
            placeholder="全部类型"
            width={140}
            options={DEVICE_KINDS.map((k) => ({ value: k, label: DEVICE_KIND_LABELS[k] }))}
          />
          <Form.Item name="keyword" label="关键字">
            <Input placeholder="型号/厂商" allowClear maxLength={SAAS_LIMITS.keywordMax} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="型号列表">
        <AdminTable<ModelItem>
          size="middle"
          rowKey="id"
          aria-label="型号"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的型号' : '暂无型号'}
        />
      </Card>
    </div>
  );
}
