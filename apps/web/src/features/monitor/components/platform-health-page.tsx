import type { PlatformHealth, RouteHealth } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Col, Row, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { Chart, type ChartOption } from '@/components/charts/chart';
import { authApi } from '@/lib/api-client';
import { errorMessageOf } from '@/lib/api-errors';

const REFRESH_MS = 15_000;

const text = {
  title: '平台监控',
  intro:
    '平台自身的运行状况，来自本实例的 Prometheus 指标（/metrics），每15秒刷新。多实例部署时各实例分别统计，汇总请使用 Prometheus 与 Grafana。',
  instance: '实例',
  uptime: '运行时长',
  requests: '请求数（启动以来）',
  errors: '服务端错误（5xx）',
  p95: '请求延迟 P95',
  database: '数据库',
  up: '正常',
  down: '无法连接',
  pool: '连接池（使用/上限）',
  embedded: '内嵌 PGlite',
  jobs: '待处理的后台任务',
  heap: '内存（堆/常驻）',
  lag: '事件循环延迟 P99',
  routesTitle: '接口延迟（按请求量前20）',
  chartTitle: '各接口 P95 延迟（毫秒）',
  colRoute: '接口',
  colRequests: '请求数',
  colErrors: '5xx',
  colMean: '平均（毫秒）',
  colP95: 'P95（毫秒）',
  noRequests: '暂无请求记录',
} as const;

function uptimeText(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  return d ? `${d}天${h}小时` : h ? `${h}小时${m}分钟` : `${m}分钟`;
}

function p95Option(routes: readonly RouteHealth[]): ChartOption {
  const top = [...routes]
    .sort((a, b) => b.p95Ms - a.p95Ms)
    .slice(0, 10)
    .reverse();
  return {
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', name: '毫秒' },
    yAxis: {
      type: 'category',
      data: top.map((r) => `${r.method} ${r.route.replace('/unionmallmanage', '')}`),
      axisLabel: { width: 260, overflow: 'truncate' },
    },
    series: [{ type: 'bar', name: 'P95', data: top.map((r) => r.p95Ms) }],
  };
}

/**
 * 平台监控: this instance's health from its metrics, refreshed every 15 s: uptime, requests
 * and server errors, latency (overall and per route, with a chart of the slowest), the
 * database and its pool, the job queue, memory and event-loop lag.
 */
export function PlatformHealthPage() {
  const health = useQuery({
    queryKey: ['admin', 'monitor', 'platform'],
    queryFn: ({ signal }) =>
      authApi.get<PlatformHealth>('sm/prometheus/platform', undefined, { signal }),
    refetchInterval: REFRESH_MS,
  });
  const h = health.data;
  const option = useMemo(() => (h ? p95Option(h.routes) : {}), [h]);

  const columns: ColumnsType<RouteHealth> = [
    {
      title: text.colRoute,
      key: 'route',
      render: (_, r) => `${r.method} ${r.route}`,
    },
    { title: text.colRequests, dataIndex: 'requests', align: 'right' },
    { title: text.colErrors, dataIndex: 'serverErrors', align: 'right' },
    { title: text.colMean, dataIndex: 'meanMs', align: 'right' },
    { title: text.colP95, dataIndex: 'p95Ms', align: 'right' },
  ];

  const stat = (title: string, value: string | number | undefined, extra?: string) => (
    <Col xs={12} md={8} xl={6}>
      <Card loading={health.isLoading}>
        <Statistic title={title} value={value ?? '-'} suffix={extra} />
      </Card>
    </Col>
  );

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title={text.title}
        intro={
          h
            ? `${text.intro}（${text.instance} ${h.instance.host} · PID ${h.instance.pid}）`
            : text.intro
        }
      />
      {health.isError ? (
        <Alert type="error" showIcon message={errorMessageOf(health.error)} />
      ) : null}
      <Row gutter={[16, 16]}>
        {stat(text.uptime, h ? uptimeText(h.instance.uptimeSeconds) : undefined)}
        {stat(text.requests, h?.requests.total)}
        {stat(text.errors, h?.requests.serverErrors)}
        {stat(text.p95, h?.requests.p95Ms, 'ms')}
        <Col xs={12} md={8} xl={6}>
          <Card loading={health.isLoading}>
            <Statistic
              title={text.database}
              valueRender={() =>
                h ? (
                  <Badge
                    status={h.database.up ? 'success' : 'error'}
                    text={`${h.database.up ? text.up : text.down}${
                      h.database.pingMs !== null ? ` · ${h.database.pingMs} ms` : ''
                    }`}
                  />
                ) : (
                  '-'
                )
              }
            />
          </Card>
        </Col>
        {stat(
          text.pool,
          h
            ? h.database.pool
              ? `${h.database.pool.total - h.database.pool.idle}/${h.database.pool.max}`
              : text.embedded
            : undefined,
        )}
        {stat(text.jobs, h ? Object.values(h.jobs).reduce((n, v) => n + v, 0) : undefined)}
        {stat(text.heap, h ? `${h.process.heapUsedMb}/${h.process.rssMb}` : undefined, 'MB')}
        {stat(text.lag, h?.process.eventLoopLagP99Ms, 'ms')}
      </Row>
      <Card title={text.routesTitle}>
        <Chart
          title={text.chartTitle}
          option={option}
          height={320}
          loading={health.isLoading}
          empty={!health.isLoading && !h?.routes.length}
          emptyText={text.noRequests}
        />
        <Table<RouteHealth>
          size="small"
          rowKey={(r) => `${r.method} ${r.route}`}
          columns={columns}
          dataSource={h?.routes ?? []}
          loading={health.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: text.noRequests }}
        />
      </Card>
    </div>
  );
}
