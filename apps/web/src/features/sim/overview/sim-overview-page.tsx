import { ReloadOutlined } from '@ant-design/icons';
import { SIM_RISK_KIND_LABELS, SIM_RISK_LEVEL_LABELS, SimKind, SimStatus } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Chart } from '@/components/charts/chart';
import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { formatCount, formatKb, formatTime, percentOf } from '../common/format';
import { SimPageHeader } from '../common/page-header';
import { simOverviewQuery } from '../common/queries';
import { simStatusLabel } from '../common/sim-status-tag';
import { simText as text } from '../common/text';
import { usePermitted } from '@/components/read-only/use-permitted';
import { dailyTrendOption, monthlyUsageOption, statusPieOption } from './chart-options';
import { Kpi } from './kpi';
import styles from './overview.module.css';
import { TopCardsTable, type TopCard } from './top-cards-table';
import common from '../common/sim.module.css';

const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

interface SimOverviewPageProps {
  /** SimKind.ORDINARY or SimKind.PROBE. */
  kind: number;
}

/**
 * 卡片概览 / 探针卡概览: counts by status, this month's data against the pool, trends of
 * the last 30 days and 6 months, the 10 cards that used most and the latest alarms.
 */
export function SimOverviewPage({ kind }: SimOverviewPageProps) {
  const probe = kind === SimKind.PROBE;
  const overview = useQuery(simOverviewQuery(kind));
  const data = overview.data;
  const loading = overview.isPending;
  const failed = overview.isError && !data;
  const inArea = useAreaPath();
  const manageUrl = probe ? paths.simProbeManage : paths.simManage;
  const mayManage = usePermitted(manageUrl);
  const mayRisk = usePermitted(paths.simRisk);

  const count = (status: number) => data?.byStatus.find((s) => s.status === status)?.cards ?? 0;
  const total = data?.total ?? 0;
  const active = count(SimStatus.ACTIVE);
  const suspended = count(SimStatus.SUSPENDED);
  const usedPct = data ? percentOf(data.monthDataKb, data.poolDataKb) : 0;

  const options = useMemo(
    () =>
      data
        ? {
            status: statusPieOption(data.byStatus),
            daily: dailyTrendOption(data.dailyTrend),
            monthly: monthlyUsageOption(data.monthlyTrend),
          }
        : null,
    [data],
  );

  const manageUrlOf = mayManage
    ? (card: TopCard) => inArea(`${manageUrl}?keyword=${encodeURIComponent(card.iccid)}`)
    : undefined;

  const latest = <T extends { period: string }>(
    points: T[] | undefined,
    value: (p: T) => string,
  ) => {
    const last = points?.at(-1);
    return last ? text.chartSummaryLatest(last.period, value(last)) : undefined;
  };

  return (
    <div className={common.page}>
      <SimPageHeader
        title={probe ? text.probeOverviewTitle : text.overviewTitle}
        intro={probe ? text.probeOverviewIntro : text.overviewIntro}
        extra={
          <Button
            icon={<ReloadOutlined />}
            loading={overview.isFetching && !loading}
            onClick={() => void overview.refetch()}
          >
            {text.refresh}
          </Button>
        }
      />

      {failed ? (
        <Alert
          role="alert"
          type="error"
          showIcon
          title={text.loadFailed}
          description={errorMessageOf(overview.error)}
          action={
            <Button size="small" onClick={() => void overview.refetch()}>
              {text.retry}
            </Button>
          }
        />
      ) : null}

      {/* A failed load shows the failure alone: no zeros or empty charts in its place. */}
      {failed ? null : (
        <>
          <section
            className={styles.kpis}
            aria-label={probe ? text.probeOverviewTitle : text.overviewTitle}
          >
            <Kpi label={text.kpiTotal} loading={loading} value={text.cards(total)} />
            <Kpi
              label={text.kpiActive}
              loading={loading}
              value={text.cards(active)}
              foot={text.kpiShare(percentOf(active, total))}
            />
            <Kpi
              label={text.kpiSuspended}
              loading={loading}
              value={text.cards(suspended)}
              foot={text.kpiShare(percentOf(suspended, total))}
            />
            {probe ? (
              <Kpi
                label={text.kpiOnline}
                loading={loading}
                value={`${Math.round((data?.onlineRate ?? 0) * 1000) / 10}%`}
                foot={
                  <Progress
                    percent={Math.round((data?.onlineRate ?? 0) * 1000) / 10}
                    size="small"
                    showInfo={false}
                    strokeColor="#14b8a6"
                    aria-label={text.kpiOnlineHint}
                  />
                }
              />
            ) : null}
            <Kpi
              label={text.kpiUsage}
              loading={loading}
              value={formatKb(data?.monthDataKb ?? 0)}
              foot={
                data && data.poolDataKb > 0 ? (
                  <>
                    <Progress
                      percent={Math.min(usedPct, 100)}
                      size="small"
                      showInfo={false}
                      status={usedPct >= 90 ? 'exception' : 'normal'}
                      aria-label={text.kpiUsed(usedPct)}
                    />
                    <span>
                      {text.kpiUsed(usedPct)} · {text.kpiPool(formatKb(data.poolDataKb))}
                    </span>
                  </>
                ) : (
                  text.kpiNoPool
                )
              }
            />
          </section>

          <div className={styles.grid}>
            <Card title={text.statusChart} className={styles.narrow}>
              <Chart
                title={text.statusChart}
                height={300}
                loading={loading}
                empty={!loading && total === 0}
                option={options?.status ?? {}}
                summary={
                  data
                    ? text.chartSummaryStatus(
                        data.byStatus.map(
                          (s) => `${simStatusLabel(s.status)} ${formatCount(s.cards)}`,
                        ),
                      )
                    : undefined
                }
              />
            </Card>
            <Card title={text.dailyChart} className={styles.wide}>
              <Chart
                title={text.dailyChart}
                height={300}
                loading={loading}
                empty={!loading && !data?.dailyTrend.length}
                option={options?.daily ?? {}}
                summary={latest(
                  data?.dailyTrend,
                  (p) => `${formatKb(p.dataKb)}，${text.cards(p.activeCards)}`,
                )}
              />
            </Card>
            <Card title={text.monthlyChart} className={styles.narrow}>
              <Chart
                title={text.monthlyChart}
                height={300}
                loading={loading}
                empty={!loading && !data?.monthlyTrend.length}
                option={options?.monthly ?? {}}
                summary={latest(data?.monthlyTrend, (p) => formatKb(p.dataKb))}
              />
            </Card>
            <Card title={text.topCards} className={styles.wide}>
              <TopCardsTable
                cards={data?.topCards ?? []}
                loading={loading}
                manageUrlOf={manageUrlOf}
              />
            </Card>
          </div>

          <Card
            title={
              <span>
                {text.alarms}
                {data ? (
                  <Tag color={data.openAlarms ? 'red' : 'default'} className={styles.alarmCount}>
                    {text.alarmsOpen(data.openAlarms)}
                  </Tag>
                ) : null}
              </span>
            }
            extra={mayRisk ? <Link to={inArea(paths.simRisk)}>{text.alarmsAll}</Link> : null}
          >
            {loading ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : data?.alarms.length ? (
              <ul className={styles.alarms}>
                {data.alarms.map((alarm) => {
                  const body = (
                    <>
                      <Tag color={LEVEL_COLORS[alarm.level] ?? 'default'}>
                        {SIM_RISK_LEVEL_LABELS[alarm.level] ?? '-'}
                      </Tag>
                      <span className={styles.alarmKind}>{SIM_RISK_KIND_LABELS[alarm.kind]}</span>
                      <span className={common.mono}>{alarm.msisdn}</span>
                      <span className={styles.alarmDetail}>{alarm.detail}</span>
                      <time className={styles.alarmTime} dateTime={alarm.occurredAt}>
                        {formatTime(alarm.occurredAt)}
                      </time>
                    </>
                  );
                  return (
                    <li key={alarm.id}>
                      {mayRisk ? (
                        <Link to={inArea(paths.simRisk)} className={styles.alarm}>
                          {body}
                        </Link>
                      ) : (
                        <div className={styles.alarm}>{body}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={common.muted}>{text.alarmsEmpty}</p>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
