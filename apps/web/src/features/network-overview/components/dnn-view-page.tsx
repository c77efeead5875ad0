import {
  LINE_STATUS_LABELS,
  LINE_STATUSES,
  NETWORK_DNN_STATUS_LABELS,
  type LineDnnItem,
  type LineItem,
} from '@pn/shared';
import { Badge, Card, Form, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFilterBar, AdminListHeader, FilterSelect } from '@/components/admin/admin-list-parts';
import { AdminTable } from '@/components/admin/admin-table';
import { DataState } from '@/components/data-state';
import { paths } from '@/config/paths';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useAreaPath } from '@/components/read-only/read-only';
import { usePermitted } from '@/components/read-only/use-permitted';
import { useLineDnnView } from '../api/network-api';
import { statisticPath } from '../paths';
import { networkText } from '../text';
import { count, ms, pct } from './format';
import { Kpi } from './kpi';
import styles from './network.module.css';

const t = networkText.dnnView;
const FILTERS = {
  keyword: filterParam.text(63),
  status: filterParam.oneOf(LINE_STATUSES),
};
type Filters = FiltersOf<typeof FILTERS>;

const STATUS_BADGE: Record<number, 'success' | 'warning' | 'error'> = {
  1: 'success',
  2: 'warning',
  3: 'error',
};

export function LineStatusBadge({ status }: { status: number }) {
  return (
    <Badge
      status={STATUS_BADGE[status] ?? 'default'}
      text={LINE_STATUS_LABELS[status as keyof typeof LINE_STATUS_LABELS] ?? String(status)}
    />
  );
}

/** /control/A7/dnnView: the DNNs carrying private lines, each with its lines and their state. */
export function DnnViewPage() {
  const [form] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form });
  const list = useLineDnnView(listQuery.query);
  const canStat = usePermitted(paths.a7Statistic);
  const inArea = useAreaPath();
  const c = list.data?.counts;
  // Every DNN shows its lines unless the user folded it.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());

  const lineColumns: ColumnsType<LineItem> = [
    { title: t.line, dataIndex: 'name', width: 200 },
    {
      title: t.ends,
      key: 'ends',
      render: (_, l) => `${l.aEnd} — ${l.zEnd}`,
    },
    {
      title: t.lineBandwidth,
      dataIndex: 'bandwidthMbps',
      width: 110,
      render: (v: number) => `${v} Mbps`,
    },
    {
      title: t.status,
      dataIndex: 'status',
      width: 90,
      render: (s: number) => <LineStatusBadge status={s} />,
    },
    {
      title: t.latest,
      key: 'latest',
      width: 240,
      render: (_, l) =>
        l.latest ? (
          <span>
            {pct(l.latest.availability)} · {ms(l.latest.latencyMs)} · 丢包 {pct(l.latest.lossPct)}
          </span>
        ) : (
          <span className={styles.muted}>{t.latestNone}</span>
        ),
    },
    ...(canStat
      ? [
          {
            title: '',
            key: 'stat',
            width: 70,
            render: (_: unknown, l: LineItem) => (
              <Link to={inArea(statisticPath('line', l.id))}>{t.statistic}</Link>
            ),
          },
        ]
      : []),
  ];

  const columns: ColumnsType<LineDnnItem> = [
    {
      title: t.dnn,
      dataIndex: 'dnn',
      width: 200,
      render: (dnn: string, d) => (
        <>
          <div>{dnn}</div>
          {d.description ? <div className={styles.muted}>{d.description}</div> : null}
        </>
      ),
    },
    { title: t.customer, dataIndex: 'customerName', width: 200 },
    { title: t.upfSite, dataIndex: 'upfSite', width: 180, render: (v: string) => v || '-' },
    {
      title: t.bandwidth,
      dataIndex: 'bandwidthMbps',
      width: 100,
      render: (v: number) => `${v} Mbps`,
    },
    {
      title: t.dnnStatus,
      dataIndex: 'status',
      width: 90,
      render: (s: number) => <Tag>{NETWORK_DNN_STATUS_LABELS[s] ?? s}</Tag>,
    },
    {
      title: t.lines,
      key: 'lines',
      width: 160,
      render: (_, d) => (
        <span>
          {d.lines.map((l) => (
            <div key={l.id}>
              <LineStatusBadge status={l.status} />
            </div>
          ))}
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <AdminListHeader title={t.title} intro={t.intro} />
      <DataState query={{ ...list, isPending: list.isPending }} rows={2}>
        {c ? (
          <div className={styles.kpis}>
            <Kpi label={t.counts.total} value={count(c.total)} />
            <Kpi label={t.counts.up} value={count(c.up)} />
            <Kpi label={t.counts.degraded} value={count(c.degraded)} />
            <Kpi label={t.counts.down} value={count(c.down)} />
          </div>
        ) : null}
      </DataState>
      <Card>
        <AdminFilterBar
          name="lineFilters"
          form={form}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
        >
          <Form.Item name="keyword" label={t.keyword}>
            <Input placeholder={t.keywordPlaceholder} allowClear maxLength={63} />
          </Form.Item>
          <FilterSelect
            name="status"
            label={t.status}
            placeholder={t.allStatus}
            options={LINE_STATUSES.map((s) => ({ value: s, label: LINE_STATUS_LABELS[s] }))}
          />
        </AdminFilterBar>
      </Card>
      <Card title={t.list}>
        <AdminTable<LineDnnItem>
          size="middle"
          rowKey="id"
          aria-label={t.list}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={t.empty}
          scroll={{ x: 960 }}
          expandable={{
            expandedRowKeys: (list.data?.data ?? [])
              .map((d) => d.id)
              .filter((id) => !collapsed.has(id)),
            onExpand: (open, d) =>
              setCollapsed((prev) => {
                const next = new Set(prev);
                if (open) next.delete(d.id);
                else next.add(d.id);
                return next;
              }),
            expandedRowRender: (d) => (
              <Table<LineItem>
                className={styles.lines}
                size="small"
                rowKey="id"
                aria-label={`${d.dnn} ${t.lines}`}
                columns={lineColumns}
                dataSource={d.lines}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            ),
          }}
        />
      </Card>
    </div>
  );
}
