import { DEVICE_LIMITS, type CpeDnn } from '@pn/shared';
import { Card, Form, Input, Progress, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
} from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { useAreaPath } from '@/components/read-only/read-only';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { cpeSettingsApi, cpeSettingsKeys, usePagedList } from '../api/cpe-settings-api';
import { cpeDnnDetailPath } from '../paths';
import { DnnStatusTag, formatTime } from './parts';
import styles from '../cpe-settings.module.css';

const FILTERS = { keyword: filterParam.text(DEVICE_LIMITS.keywordMax) };
type Filters = FiltersOf<typeof FILTERS>;

/**
 * /control/5g-cpe/cpe-index/cpe-dnn/list DNN管理: the enterprise's DNNs with their address
 * pool and bandwidth, and how many of its gateways use each (and are online).
 */
export function CpeDnnListPage() {
  const [form] = Form.useForm<Filters>();
  const list = useAdminListQuery({ filters: FILTERS, form });
  const dnns = usePagedList(cpeSettingsKeys.dnnList(list.query), cpeSettingsApi.dnns, list.query);
  const inArea = useAreaPath();

  const columns: ColumnsType<CpeDnn> = [
    {
      title: 'DNN',
      dataIndex: 'dnn',
      width: 220,
      render: (dnn: string, d) => (
        <div className={styles.name}>
          <Link to={inArea(cpeDnnDetailPath(d.id))} className={styles.mono}>
            {dnn}
          </Link>
          {d.description ? (
            <Typography.Text type="secondary" ellipsis={{ tooltip: d.description }}>
              {d.description}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: '地址池',
      dataIndex: 'ipPool',
      width: 160,
      render: (v: string) => (v ? <span className={styles.mono}>{v}</span> : '-'),
    },
    {
      title: '带宽',
      dataIndex: 'bandwidthMbps',
      width: 100,
      render: (m: number) => (m ? `${m} Mbps` : '-'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: number) => <DnnStatusTag status={s} />,
    },
    {
      title: '网关(在线/总数)',
      key: 'devices',
      width: 180,
      render: (_, d) => (
        <div>
          {d.online} / {d.devices}
          {d.devices > 0 ? (
            <Progress
              percent={Math.round((d.online / d.devices) * 100)}
              size="small"
              showInfo={false}
              strokeColor="#14b8a6"
              aria-label={`在线 ${d.online} 台，共 ${d.devices} 台`}
            />
          ) : null}
        </div>
      ),
    },
    { title: '创建时间', dataIndex: 'createdAt', width: 150, render: (v: string) => formatTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, d) => (
        <Link to={inArea(cpeDnnDetailPath(d.id))} aria-label={`${d.dnn} 详情`}>
          详情
        </Link>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="DNN管理"
        intro="本企业专网的DNN及使用它们的5G快线网关。DNN的开通与变更在“已订购业务 › DNN实例”中办理。"
      />
      <Card>
        <AdminFilterBar
          name="cpeDnnFilters"
          form={form}
          onSearch={(v) => list.setFilters(v)}
          onReset={list.resetFilters}
        >
          <Form.Item name="keyword" label="DNN">
            <Input allowClear placeholder="DNN名称" maxLength={DEVICE_LIMITS.keywordMax} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title="DNN列表">
        <AdminTable<CpeDnn>
          size="middle"
          rowKey="id"
          aria-label="DNN列表"
          columns={columns}
          list={dnns}
          paging={list}
          emptyText={list.filtered ? '没有符合条件的DNN' : '本企业暂无DNN'}
          scroll={{ x: 1000 }}
        />
      </Card>
    </div>
  );
}
