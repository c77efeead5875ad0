import { SimKind, SimStatus } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Chart } from '@/components/charts/chart';
import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import { errorMessageOf } from '@/lib/api-errors';
import { formatKb, percentOf } from '../common/format';
import { simOverviewQuery } from '../common/queries';
import { simText as text } from '../common/text';
import { usePermitted } from '@/components/read-only/use-permitted';
import { dailyTrendOption } from './chart-options';
import { Kpi } from './kpi';
import styles from './overview.module.css';

interface SimOverviewSummaryProps {
  title: string;
  intro?: string;
}

/**
 * The caller's IoT SIM cards at a glance (the 卡片概览 figures and the 30-day trend), with a
 * link to the full overview: a first page's summary, e.g. the visitor console's home.
 */
export function SimOverviewSummary({ title, intro }: SimOverviewSummaryProps) {
  const overview = useQuery(simOverviewQuery(SimKind.ORDINARY));
  const inArea = useAreaPath();
  const mayOverview = usePermitted(paths.simOverview);
  const data = overview.data;
  const loading = overview.isPending;
  const count = (status: number) => data?.byStatus.find((s) => s.status === status)?.cards ?? 0;
  const total = data?.total ?? 0;
  const active = count(SimStatus.ACTIVE);
  const daily = useMemo(() => (data ? dailyTrendOption(data.dailyTrend) : null), [data]);

  return (
    <Card
      title={title}
      extra={mayOverview ? <Link to={inArea(paths.simOverview)}>{text.toOverview}</Link> : null}
    >
      {intro ? <p className={styles.summaryIntro}>{intro}</p> : null}
      {overview.isError && !data ? (
        <Alert type="error" showIcon title={errorMessageOf(overview.error)} />
      ) : (
        <>
          <section className={styles.kpis} aria-label={title}>
            <Kpi label={text.kpiTotal} loading={loading} value={text.cards(total)} />
            <Kpi
              label={text.kpiActive}
              loading={loading}
              value={text.cards(active)}
              foot={text.kpiShare(percentOf(active, total))}
            />
            <Kpi
              label={text.kpiUsage}
              loading={loading}
              value={formatKb(data?.monthDataKb ?? 0)}
              foot={
                data && data.poolDataKb > 0
                  ? text.kpiUsed(percentOf(data.monthDataKb, data.poolDataKb))
                  : text.kpiNoPool
              }
            />
            <Kpi
              label={text.alarms}
              loading={loading}
              value={text.alarmsOpen(data?.openAlarms ?? 0)}
            />
          </section>
          <div className={styles.summaryChart}>
            <Chart
              title={text.dailyChart}
              height={220}
              loading={loading}
              empty={!loading && !data?.dailyTrend.length}
              option={daily ?? {}}
            />
          </div>
        </>
      )}
    </Card>
  );
}
