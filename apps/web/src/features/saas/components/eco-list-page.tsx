import {
  ECO_CATEGORIES,
  ECO_CERT_STATE_LABELS,
  ECO_CERT_STATES,
  ECO_NETWORKS,
  SAAS_LIMITS,
  type EcoCertState,
  type EcoItem,
} from '@pn/shared';
import { Card, Form, Input, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { ConsolePageHeader } from '@/components/console-page-header';
import { useAreaPath } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { formatTime } from '../lib/format';
import { filterParam, useAdminListQuery } from '@/lib/use-admin-list-query';
import { useEcoDevices, useEcoVendors } from '../api/queries';
import { ecoDetailPath } from '../paths';
import { EcoApplyDialog } from './eco-apply-dialog';
import styles from '../saas.module.css';

const FILTERS = {
  category: filterParam.oneOf(ECO_CATEGORIES),
  network: filterParam.oneOf(ECO_NETWORKS),
  certState: filterParam.oneOf(ECO_CERT_STATES),
  vendor: filterParam.text(SAAS_LIMITS.vendorMax),
  keyword: filterParam.text(SAAS_LIMITS.keywordMax),
};

const CERT_COLORS: Record<EcoCertState, string> = {
  certified: 'green',
  testing: 'blue',
  expired: 'default',
};
export function CertTag({ state }: { state: EcoCertState }) {
  return <Tag color={CERT_COLORS[state]}>{ECO_CERT_STATE_LABELS[state]}</Tag>;
}

/**
 * 设备管理 › 生态设备: partner terminals certified on the 5G private network (the
 * operator's catalogue), with 申请接入 for the enterprise.
 */
export function EcoListPage() {
  const [form] = Form.useForm();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useEcoDevices(listQuery.query);
  const vendors = useEcoVendors();
  const inArea = useAreaPath();
  const [applying, setApplying] = useState<EcoItem | null>(null);

  const columns: ColumnsType<EcoItem> = [
    {
      title: '产品',
      dataIndex: 'productName',
      render: (n: string, e) => (
        <span className={styles.ecoCell}>
          {e.picture ? <img src={e.picture} alt="" className={styles.ecoThumb} /> : null}
          <span>
            <Link to={inArea(ecoDetailPath(e.id))} aria-label={`查看生态设备 ${n}`}>
              <strong>{n}</strong>
            </Link>
            <br />
            <span className={styles.muted}>{e.productModel}</span>
          </span>
        </span>
      ),
    },
    { title: '厂商', dataIndex: 'vendor' },
    { title: '类别', dataIndex: 'category', render: (c: string) => <Tag>{c}</Tag> },
    { title: '接入协议', dataIndex: 'protocol', responsive: ['lg'] },
    {
      title: '支持网络',
      dataIndex: 'networks',
      responsive: ['md'],
      render: (n: string[]) => (
        <Space size={[2, 2]} wrap>
          {n.map((x) => (
            <Tag key={x} color="geekblue">
              {x}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '认证',
      dataIndex: 'certState',
      render: (s: EcoCertState, e) => (
        <span className={styles.nowrap}>
          <CertTag state={s} />
          {e.certDate ? <span className={styles.muted}>{e.certDate}</span> : null}
        </span>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, e) => (
        <Space size={0} wrap>
          <Link to={inArea(ecoDetailPath(e.id))}>详情</Link>
          {e.appliedAt ? (
            <Tag color="green" style={{ marginInlineStart: 8 }} title={formatTime(e.appliedAt)}>
              已申请
            </Tag>
          ) : (
            <WriteButton
              type="link"
              size="small"
              disabled={e.certState !== 'certified'}
              onClick={() => setApplying(e)}
            >
              申请接入
            </WriteButton>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="生态设备"
        intro="经运营商入网认证的合作伙伴终端（工业网关、摄像头、AGV、传感器、PLC等），企业可申请接入专网。"
      />
      <Card>
        <AdminFilterBar
          name="saasEcoFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v as never)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label="关键字">
            <Input
              placeholder="产品/型号/厂商/协议"
              allowClear
              maxLength={SAAS_LIMITS.keywordMax}
            />
          </Form.Item>
          <FilterSelect
            name="category"
            label="类别"
            placeholder="全部类别"
            width={140}
            options={ECO_CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
          <FilterSelect
            name="network"
            label="支持网络"
            placeholder="全部"
            options={ECO_NETWORKS.map((c) => ({ value: c, label: c }))}
          />
          <FilterSelect
            name="certState"
            label="认证状态"
            placeholder="全部"
            options={ECO_CERT_STATES.map((c) => ({ value: c, label: ECO_CERT_STATE_LABELS[c] }))}
          />
          <FilterSelect
            name="vendor"
            label="厂商"
            placeholder="全部厂商"
            searchable
            loading={vendors.isPending}
            options={(vendors.data ?? []).map((v) => ({ value: v, label: v }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title="认证设备目录">
        <AdminTable<EcoItem>
          size="middle"
          rowKey="id"
          aria-label="生态设备"
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={listQuery.filtered ? '没有符合条件的生态设备' : '暂无生态设备'}
        />
      </Card>
      <EcoApplyDialog eco={applying} onClose={() => setApplying(null)} />
    </div>
  );
}
