import { NETWORK_DNN_STATUS_LABELS, SLICE_SST_LABELS, type B1Overview } from '@pn/shared';
import { Card, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AdminListHeader } from '@/components/admin/admin-list-parts';
import { Chart } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { useB1Overview } from '../api/network-api';
import { networkText } from '../text';
import { bytes, count } from './format';
import { Kpi } from './kpi';
import styles from './network.module.css';
import { usageTrendOption } from './stat-chart-options';

const t = networkText.b1;
type TopDnn = B1Overview['topDnns'][number];

/** /control/B1 (优享专网): DNNs, slices, bound cards, coverage and the 30-day usage trend. */
export function B1Page() {
  const overview = useB1Overview();
  const o = overview.data;
  const trendTotal = o?.trend.reduce((n, d) => n + (d.upBytes ?? 0) + (d.downBytes ?? 0), 0) ?? 0;
  const trendEmpty = o !== undefined && o.trend.every((d) => d.upBytes === null);

  const columns: ColumnsType<TopDnn> = [
    { title: 'DNN', dataIndex: 'dnn' },
    { title: 'UPF站点', dataIndex: 'upfSite', render: (v: string) => v || '-' },
    { title: '切片', dataIndex: 'slices', width: 70 },
    { title: '入网卡', dataIndex: 'cards', width: 80 },
    { title: '近30天流量', dataIndex: 'bytes', width: 130, render: (v: number | null) => bytes(v) },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => <Tag>{NETWORK_DNN_STATUS_LABELS[s] ?? s}</Tag>,
    },
  ];

  return (
    <div className={styles.page}>
      <AdminListHeader title={t.title} intro={t.intro} />
      <DataState query={overview} rows={2}>
        {o ? (
          <div className={styles.kpis}>
            <Kpi label={t.dnns} value={count(o.dnnCount)} foot={t.dnnsActive(o.activeDnnCount)} />
            <Kpi
              label={t.slices}
              value={count(o.sliceCount)}
              foot={
                o.slicesBySst
                  .map((s) => `${SLICE_SST_LABELS[s.sst] ?? s.sst} ${s.count}`)
                  .join(' · ') || '-'
              }
            />
            <Kpi
              label={t.cards}
              value={count(o.boundCards)}
              foot={t.cardsOf(count(o.totalCards))}
            />
            <Kpi label={t.sites} value={count(o.sites.length)} foot={t.sitesFoot} />
          </div>
        ) : null}
      </DataState>
      <div className={`${styles.charts} ${styles.wideLeft}`}>
        <Card title={t.trend}>
          <DataState query={overview} rows={6}>
            {o ? (
              <Chart
                title={t.trend}
                option={usageTrendOption(o.trend)}
                height={300}
                empty={trendEmpty}
                emptyText={t.trendEmpty}
                summary={t.trendSummary(bytes(trendTotal))}
              />
            ) : null}
          </DataState>
        </Card>
        <Card title={t.coverage}>
          <DataState query={overview} empty={o?.sites.length === 0} emptyText={t.coverageEmpty}>
            <ul className={styles.sites}>
              {o?.sites.map((s) => (
                <li key={s.name} className={styles.site}>
                  <span>{s.name}</span>
                  <span className={styles.muted}>{t.dnnsOfSite(s.dnnCount)}</span>
                </li>
              ))}
            </ul>
          </DataState>
        </Card>
      </div>
      <Card title={t.top}>
        <DataState query={overview} empty={o?.topDnns.length === 0} emptyText={t.topEmpty}>
          <Table<TopDnn>
            size="middle"
            rowKey="id"
            aria-label={t.top}
            columns={columns}
            dataSource={o?.topDnns ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </DataState>
      </Card>
    </div>
  );
}
