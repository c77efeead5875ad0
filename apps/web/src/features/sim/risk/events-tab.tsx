import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  DIALOG_WIDTH,
  formatDateTime,
  PAGE_SIZE_OPTIONS,
  SIM_RISK_EVENT_STATUS_LABELS,
  SIM_RISK_KIND_LABELS,
  SIM_RISK_KINDS,
  SIM_RISK_LEVEL_LABELS,
  type SimRiskEvent,
  type SimRiskKind,
} from '@pn/shared';
import { Alert, App, Badge, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Chart, type ChartOption } from '@/components/charts/chart';
import { CHART_AXIS, CHART_COLORS } from '@/components/charts/palette';
import { WriteButton } from '@/components/read-only/write-guard';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { simApi, simKeys } from '../api/sim-api';
import { LEVEL_COLORS } from './risk-rules';
import styles from './risk.module.css';

interface Filters {
  kind?: SimRiskKind;
  status?: number;
  level?: number;
}

const STATUS_BADGE: Record<number, 'error' | 'success' | 'default'> = {
  0: 'error',
  1: 'success',
  2: 'default',
};

const options = (labels: Record<string | number, string>, numeric = true) =>
  Object.entries(labels).map(([value, label]) => ({
    value: numeric ? Number(value) : value,
    label,
  }));

const ACTIONS = {
  1: { verb: '处理', done: '已标记为已处理' },
  2: { verb: '忽略', done: '已忽略该事件' },
} as const;

/**
 * 风险事件: the events the rules raised, filtered by kind, status and level, with the
 * count per kind as a bar chart; open events can be marked handled or ignored.
 */
export function EventsTab() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({ status: 0 });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);

  const query = { ...filters, page, pageSize };
  const events = useQuery({
    queryKey: simKeys.riskEvents(query),
    queryFn: ({ signal }) => simApi.riskEvents(query, { signal }),
    placeholderData: keepPreviousData,
  });

  // One count per kind under the other filters (a page of one row answers its total).
  const counts = useQueries({
    queries: SIM_RISK_KINDS.map((kind) => {
      const q = { kind, status: filters.status, level: filters.level, page: 1, pageSize: 1 };
      return {
        queryKey: simKeys.riskEvents(q),
        queryFn: ({ signal }: { signal: AbortSignal }) => simApi.riskEvents(q, { signal }),
      };
    }),
  });
  const countsLoading = counts.some((c) => c.isPending);
  const countValues = counts.map((c) => c.data?.total ?? 0);

  const update = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 1 | 2 }) =>
      simApi.updateRiskEvent(id, status),
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: ['sim', 'risk-events'] })
        .then(() => queryClient.invalidateQueries({ queryKey: ['sim', 'overview'] })),
  });

  const confirm = (event: SimRiskEvent, status: 1 | 2) => {
    const action = ACTIONS[status];
    modal.confirm({
      title: `确认${action.verb}该风险事件？`,
      content: `MSISDN ${event.msisdn} 的「${SIM_RISK_KIND_LABELS[event.kind]}」事件将标记为${SIM_RISK_EVENT_STATUS_LABELS[status]}。`,
      width: DIALOG_WIDTH.confirm,
      okText: `确认${action.verb}`,
      cancelText: '取消',
      onOk: () =>
        update
          .mutateAsync({ id: event.id, status })
          .then(() => toast.success(action.done))
          .catch((e: unknown) => showActionError(e)),
    });
  };

  const change = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  const columns: ColumnsType<SimRiskEvent> = [
    {
      title: '发生时间',
      dataIndex: 'occurredAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: '风险类型',
      dataIndex: 'kind',
      width: 150,
      render: (k: SimRiskKind) => SIM_RISK_KIND_LABELS[k],
    },
    {
      title: '级别',
      dataIndex: 'level',
      width: 72,
      render: (l: number) => <Tag color={LEVEL_COLORS[l]}>{SIM_RISK_LEVEL_LABELS[l] ?? '-'}</Tag>,
    },
    { title: 'MSISDN', dataIndex: 'msisdn', width: 130 },
    { title: 'ICCID', dataIndex: 'iccid', width: 200 },
    {
      title: '详情',
      dataIndex: 'detail',
      render: (d: string) => (
        <Typography.Paragraph className={styles.detail} ellipsis={{ rows: 2, tooltip: d }}>
          {d}
        </Typography.Paragraph>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (s: number, e) => (
        <Badge
          status={STATUS_BADGE[s] ?? 'default'}
          text={SIM_RISK_EVENT_STATUS_LABELS[s] ?? '-'}
          title={e.handledAt ? `处理时间 ${formatDateTime(e.handledAt)}` : undefined}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_, e) =>
        e.status === 0 ? (
          <Space size={0}>
            <WriteButton type="link" size="small" onClick={() => confirm(e, 1)}>
              处理
            </WriteButton>
            <WriteButton type="link" size="small" onClick={() => confirm(e, 2)}>
              忽略
            </WriteButton>
          </Space>
        ) : (
          <Typography.Text type="secondary">{formatDateTime(e.handledAt) || '-'}</Typography.Text>
        ),
    },
  ];

  const option: ChartOption = {
    color: [CHART_COLORS[0]],
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      data: SIM_RISK_KINDS.map((k) => SIM_RISK_KIND_LABELS[k]),
      axisLine: { lineStyle: { color: CHART_AXIS.line } },
      axisLabel: { color: CHART_AXIS.label, interval: 0, fontSize: 11 },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: CHART_AXIS.label },
      splitLine: { lineStyle: { color: CHART_AXIS.split } },
    },
    series: [{ type: 'bar', name: '事件数', barMaxWidth: 36, data: countValues }],
  };

  return (
    <div className={styles.events}>
      <div className={styles.filters} role="search" aria-label="筛选风险事件">
        <Select<SimRiskKind>
          aria-label="风险类型"
          placeholder="全部类型"
          allowClear
          value={filters.kind}
          options={options(SIM_RISK_KIND_LABELS, false) as { value: SimRiskKind; label: string }[]}
          onChange={(kind) => change({ kind })}
          className={styles.filter}
        />
        <Select<number>
          aria-label="处理状态"
          placeholder="全部状态"
          allowClear
          value={filters.status}
          options={options(SIM_RISK_EVENT_STATUS_LABELS)}
          onChange={(status) => change({ status })}
          className={styles.filter}
        />
        <Select<number>
          aria-label="告警级别"
          placeholder="全部级别"
          allowClear
          value={filters.level}
          options={options(SIM_RISK_LEVEL_LABELS)}
          onChange={(level) => change({ level })}
          className={styles.filter}
        />
      </div>

      <Card size="small" title="各类风险事件数量" className={styles.chartCard}>
        <Chart
          title="各类风险事件数量"
          height={200}
          loading={countsLoading}
          empty={!countsLoading && countValues.every((v) => v === 0)}
          emptyText="暂无风险事件"
          option={option}
          summary={SIM_RISK_KINDS.map(
            (k, i) => `${SIM_RISK_KIND_LABELS[k]} ${countValues[i]} 条`,
          ).join('，')}
        />
      </Card>

      {events.isError ? (
        <Alert
          type="error"
          showIcon
          title="风险事件加载失败"
          description={errorMessageOf(events.error)}
          action={
            <Button size="small" onClick={() => void events.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <Table<SimRiskEvent>
          rowKey="id"
          size="middle"
          loading={events.isFetching}
          columns={columns}
          dataSource={events.data?.data ?? []}
          scroll={{ x: 1100 }}
          pagination={{
            current: page,
            pageSize,
            total: events.data?.total ?? 0,
            showSizeChanger: true,
            showQuickJumper: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showTotal: (n) => `共 ${n} 条`,
            onChange: (p, size) => {
              setPage(size === pageSize ? p : 1);
              setPageSize(size);
            },
          }}
        />
      )}
    </div>
  );
}
