import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DnnMessages,
  DnnStatus,
  formatBytes,
  formatDateTime,
  PAGE_SIZE_OPTIONS,
  SIM_STATUS_LABELS,
  type DnnCardItem,
  type DnnDetail,
  type DnnTraffic,
  type SimStatusValue,
  type SliceItem,
} from '@pn/shared';
import { Descriptions, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { DataState } from '@/components/data-state';
import { WriteButton } from '@/components/read-only/write-guard';
import { dnnApi, dnnKeys } from '../api/dnn-api';
import styles from '../dnn.module.css';
import { BindCardsModal } from './bind-cards-modal';
import { DnnStatusTag, LevelTag, Snssai } from './dnn-parts';
import { SliceFormModal } from './slice-form-modal';

const percent = (v: number | null, digits = 2) => (v === null ? '-' : `${v.toFixed(digits)}%`);

function Section({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** The last 7 days: totals, quality means and the traffic of each day. */
export function TrafficSummary({ traffic }: { traffic: DnnTraffic }) {
  const max = Math.max(1, ...traffic.daily.map((d) => d.upBytes + d.downBytes));
  const stats: [string, string][] = [
    ['上行流量', formatBytes(traffic.upBytes)],
    ['下行流量', formatBytes(traffic.downBytes)],
    ['峰值会话数', traffic.peakSessions.toLocaleString('zh-CN')],
    ['平均可用率', percent(traffic.availability, 3)],
    ['平均时延', traffic.latencyMs === null ? '-' : `${traffic.latencyMs.toFixed(1)} ms`],
    ['平均丢包率', percent(traffic.lossPct, 3)],
  ];
  return (
    <>
      <div className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <div>
              <strong>{value}</strong>
            </div>
          </div>
        ))}
      </div>
      {traffic.daily.length === 0 ? (
        <Typography.Text type="secondary">近{traffic.days}天暂无流量统计</Typography.Text>
      ) : (
        <div className={styles.days} role="list" aria-label="每日流量">
          {traffic.daily.map((d) => (
            <div key={d.date} className={styles.day} role="listitem">
              <span>{d.date}</span>
              <span className={styles.bar} aria-hidden>
                <span
                  className={styles.barDown}
                  style={{ width: `${(d.downBytes / max) * 100}%` }}
                />
                <span className={styles.barUp} style={{ width: `${(d.upBytes / max) * 100}%` }} />
              </span>
              <span className={styles.dayValue}>
                下行 {formatBytes(d.downBytes)} / 上行 {formatBytes(d.upBytes)}
              </span>
            </div>
          ))}
        </div>
      )}
    </>
  );
}

function SlicesSection({ detail, writable }: { detail: DnnDetail; writable: boolean }) {
  const [adding, setAdding] = useState(false);
  const confirm = useAdminConfirm();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (sliceId: number) => dnnApi.removeSlice(detail.id, sliceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dnnKeys.all }),
  });

  const columns: ColumnsType<SliceItem> = [
    { title: '切片名称', dataIndex: 'name' },
    {
      title: 'S-NSSAI',
      key: 'snssai',
      render: (_, s) => <Snssai sst={s.sst} sd={s.sd} />,
    },
    {
      title: '隔离方案',
      dataIndex: 'caseCount',
      width: 90,
      render: (n: number) => (n > 0 ? `${n}个` : '-'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, s) => (
        <WriteButton
          type="link"
          size="small"
          danger
          disabled={!writable || s.caseCount > 0}
          tip={s.caseCount > 0 ? '该切片正被隔离方案使用，不能删除' : undefined}
          onClick={() =>
            confirm({
              title: `确认删除切片「${s.name}」？`,
              content: '删除后使用该切片的终端将无法接入该切片。',
              danger: true,
              onConfirm: () => remove.mutateAsync(s.id),
              success: DnnMessages.SLICE_DELETED,
            })
          }
        >
          删除
        </WriteButton>
      ),
    },
  ];

  return (
    <Section
      title={`网络切片（${detail.slices.length}）`}
      extra={
        <WriteButton size="small" disabled={!writable} onClick={() => setAdding(true)}>
          添加切片
        </WriteButton>
      }
    >
      <Table<SliceItem>
        rowKey="id"
        size="small"
        aria-label="网络切片列表"
        columns={columns}
        dataSource={detail.slices}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无切片' }}
      />
      {/* A fresh dialog (form and request state) every time it opens. */}
      {adding ? (
        <SliceFormModal
          dnnId={detail.id}
          dnn={detail.dnn}
          slices={detail.slices}
          open
          onClose={() => setAdding(false)}
        />
      ) : null}
    </Section>
  );
}

function CasesSection({ detail, casesHref }: { detail: DnnDetail; casesHref?: string }) {
  return (
    <Section
      title={`隔离方案（${detail.cases.length}）`}
      extra={casesHref ? <Link to={casesHref}>管理隔离方案</Link> : null}
    >
      {detail.cases.length === 0 ? (
        <Typography.Text type="secondary">暂无隔离方案</Typography.Text>
      ) : (
        <ul className={styles.caseList}>
          {detail.cases.map((c) => (
            <li key={c.id} className={styles.caseItem}>
              <div className={styles.caseItemHead}>
                <span>{c.name}</span>
                <LevelTag level={c.level} />
                {c.sliceName ? (
                  <Typography.Text type="secondary">切片：{c.sliceName}</Typography.Text>
                ) : null}
              </div>
              {c.description ? <p className={styles.muted}>{c.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function CardsSection({ detail, writable }: { detail: DnnDetail; writable: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [keyword, setKeyword] = useState<string | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const [binding, setBinding] = useState(false);
  const confirm = useAdminConfirm();
  const queryClient = useQueryClient();

  const query = { page, pageSize, keyword };
  const cards = useQuery({
    queryKey: dnnKeys.cards(detail.id, query),
    queryFn: ({ signal }) => dnnApi.cards(detail.id, query, { signal }),
    placeholderData: keepPreviousData,
  });

  const unbind = useMutation({
    mutationFn: (msisdns: string[]) => dnnApi.unbindCards(detail.id, msisdns),
    onSuccess: () => {
      setSelected([]);
      // Settled now: a dialog opened again must not wait for the lists to refetch.
      void queryClient.invalidateQueries({ queryKey: dnnKeys.all });
    },
  });
  const askUnbind = (msisdns: string[]) =>
    confirm({
      title:
        msisdns.length === 1
          ? `确认解绑号码${msisdns[0]}？`
          : `确认解绑选中的${msisdns.length}张卡？`,
      content: `解绑后这些卡将不能再接入DNN ${detail.dnn}。`,
      danger: true,
      onConfirm: () => unbind.mutateAsync(msisdns),
      success: DnnMessages.UNBOUND,
    });

  const columns: ColumnsType<DnnCardItem> = [
    { title: '号码(MSISDN)', dataIndex: 'msisdn', className: styles.mono },
    { title: 'ICCID', dataIndex: 'iccid', className: styles.mono },
    {
      title: '卡状态',
      dataIndex: 'status',
      width: 90,
      render: (s: number) => SIM_STATUS_LABELS[s as SimStatusValue] ?? s,
    },
    {
      title: '绑定时间',
      dataIndex: 'boundAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, c) => (
        <WriteButton
          type="link"
          size="small"
          danger
          disabled={!writable}
          onClick={() => askUnbind([c.msisdn])}
        >
          解绑
        </WriteButton>
      ),
    },
  ];

  return (
    <Section
      title={`绑定卡片（${detail.cardCount}）`}
      extra={
        <Space wrap>
          <WriteButton
            size="small"
            danger
            disabled={!writable || selected.length === 0}
            onClick={() => askUnbind(selected)}
          >
            批量解绑
          </WriteButton>
          <WriteButton size="small" disabled={!writable} onClick={() => setBinding(true)}>
            绑定卡片
          </WriteButton>
        </Space>
      }
    >
      <Input.Search
        allowClear
        className={styles.cardSearch}
        placeholder="号码或ICCID前缀"
        aria-label="搜索绑定卡片"
        maxLength={20}
        onSearch={(v) => {
          const trimmed = v.trim();
          setKeyword(/^\d+$/.test(trimmed) ? trimmed : undefined);
          setPage(1);
        }}
      />
      {cards.isError && !cards.data ? (
        <DataState query={cards}>{null}</DataState>
      ) : (
        <Table<DnnCardItem>
          rowKey="msisdn"
          size="small"
          aria-label="绑定卡片列表"
          loading={cards.isFetching}
          columns={columns}
          dataSource={cards.data?.data ?? []}
          scroll={{ x: 'max-content' }}
          rowSelection={
            writable
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                }
              : undefined
          }
          locale={{ emptyText: keyword ? '没有匹配的卡片' : '暂无绑定的卡片' }}
          pagination={{
            current: page,
            pageSize,
            total: cards.data?.total ?? 0,
            size: 'small',
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showTotal: (n) => `共 ${n} 张`,
            onChange: (p, size) => {
              setPage(size === pageSize ? p : 1);
              setPageSize(size);
            },
          }}
        />
      )}
      {binding ? (
        <BindCardsModal dnnId={detail.id} dnn={detail.dnn} open onClose={() => setBinding(false)} />
      ) : null}
    </Section>
  );
}

interface DnnDetailViewProps {
  id: number;
  /** Where the isolation cases are managed (a link beside the case list). */
  casesHref?: string;
}

/**
 * One DNN instance: its attributes, 7-day traffic, slices (add, remove), isolation cases
 * and bound cards (bind, unbind). An ended DNN is shown read-only.
 */
export function DnnDetailView({ id, casesHref }: DnnDetailViewProps) {
  const detail = useQuery({
    queryKey: dnnKeys.detail(id),
    queryFn: ({ signal }) => dnnApi.detail(id, { signal }),
  });
  const d = detail.data;
  const writable = d?.status !== DnnStatus.ENDED;
  return (
    <DataState query={detail} rows={8}>
      {d ? (
        <div className={styles.detail}>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              { key: 'dnn', label: 'DNN', children: <span className={styles.mono}>{d.dnn}</span> },
              { key: 'status', label: '状态', children: <DnnStatusTag status={d.status} /> },
              { key: 'customer', label: '所属企业', children: d.customerName },
              { key: 'upf', label: 'UPF站点', children: d.upfSite || '-' },
              { key: 'ip', label: 'IP地址池', children: d.ipPool || '-' },
              {
                key: 'bw',
                label: '带宽',
                children: d.bandwidthMbps ? `${d.bandwidthMbps} Mbps` : '-',
              },
              { key: 'line', label: '专线', children: d.lineEnabled ? '已开通' : '未开通' },
              { key: 'created', label: '创建时间', children: formatDateTime(d.createdAt) },
              { key: 'desc', label: '说明', children: d.description || '-', span: 'filled' },
            ]}
          />
          <Section title={`近${d.traffic.days}天流量`}>
            <TrafficSummary traffic={d.traffic} />
          </Section>
          <SlicesSection detail={d} writable={writable} />
          <CasesSection detail={d} casesHref={casesHref} />
          <CardsSection detail={d} writable={writable} />
        </div>
      ) : null}
    </DataState>
  );
}
