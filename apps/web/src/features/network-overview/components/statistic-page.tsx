import {
  STAT_KIND_LABELS,
  STAT_MAX_DAYS,
  STAT_RANGE_LABELS,
  STAT_RANGES,
  type StatKind,
  type StatRange,
} from '@pn/shared';
import { Card, DatePicker, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminListHeader } from '@/components/admin/admin-list-parts';
import { Chart } from '@/components/charts/chart';
import { DataState } from '@/components/data-state';
import { useStatSeries, useStatTargets, type StatRequest } from '../api/network-api';
import { networkText } from '../text';
import { bytes, ms, pct } from './format';
import { Kpi } from './kpi';
import styles from './network.module.css';
import { qualityOption, trafficOption } from './stat-chart-options';

const t = networkText.stat;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The statistics query in the address: ?kind=line&id=…&range=7d (&from=&to= for custom). */
function readQuery(search: URLSearchParams, kinds: readonly StatKind[]) {
  const kindParam = search.get('kind');
  const kind = kinds.find((k) => k === kindParam) ?? kinds[0]!;
  const idParam = Number(search.get('id'));
  const id = Number.isSafeInteger(idParam) && idParam > 0 ? idParam : null;
  const range = STAT_RANGES.find((r) => r === search.get('range')) ?? '7d';
  const date = (key: string) => {
    const v = search.get(key);
    return v && DATE.test(v) ? v : undefined;
  };
  return { kind, id, range, from: date('from'), to: date('to') };
}

/**
 * /control/A7/statistic (and DNN statistics): one line's or DNN's traffic, availability and
 * latency over 24 h, 7 d, 30 d or chosen dates, kept in the address so a link opens it.
 */
export function StatisticPage({
  kinds = ['line', 'dnn'],
  title = t.title,
}: {
  /** What can be charted here: lines need the A7 menu. */
  kinds?: readonly StatKind[];
  title?: string;
}) {
  const [search, setSearch] = useSearchParams();
  const q = readQuery(search, kinds);
  const targets = useStatTargets(q.kind);
  const [pending, setPending] = useState<[Dayjs | null, Dayjs | null] | null>(null);

  // Without a chosen target, chart the newest one.
  const first = targets.data?.[0]?.id;
  useEffect(() => {
    if (q.id === null && first !== undefined) {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('id', String(first));
          return next;
        },
        { replace: true },
      );
    }
  }, [q.id, first, setSearch]);

  const patch = (values: Record<string, string | undefined>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(values)) {
        if (v === undefined) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  const query: StatRequest | null = useMemo(() => {
    if (q.id === null) return null;
    if (q.range === 'custom') {
      if (!q.from || !q.to) return null;
      return { kind: q.kind, id: q.id, range: 'custom', from: q.from, to: q.to };
    }
    return { kind: q.kind, id: q.id, range: q.range };
  }, [q.kind, q.id, q.range, q.from, q.to]);
  const series = useStatSeries(query);
  const s = series.data;
  const empty = s !== undefined && s.totals.samples === 0;

  const disabledDate = (d: Dayjs) => {
    if (d.isAfter(dayjs(), 'day')) return true;
    const anchor = pending?.[0] ?? pending?.[1];
    return anchor ? Math.abs(d.diff(anchor, 'day')) >= STAT_MAX_DAYS : false;
  };

  return (
    <div className={styles.page}>
      <AdminListHeader title={title} intro={t.intro} />
      <Card>
        <div className={styles.controls}>
          {kinds.length > 1 ? (
            <div className={styles.control}>
              <span className={styles.controlLabel}>{t.kind}</span>
              <Segmented<StatKind>
                aria-label={t.kind}
                value={q.kind}
                options={kinds.map((k) => ({ value: k, label: STAT_KIND_LABELS[k] }))}
                onChange={(kind) => patch({ kind, id: undefined })}
              />
            </div>
          ) : null}
          <div className={styles.control}>
            <span className={styles.controlLabel}>{t.target}</span>
            <Select
              className={styles.target}
              aria-label={t.target}
              placeholder={t.targetPlaceholder}
              loading={targets.isPending}
              value={q.id ?? undefined}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={targets.isError ? null : t.targetsEmpty}
              options={(targets.data ?? []).map((x) => ({
                value: x.id,
                label: x.kind === 'line' ? `${x.name}（${x.dnn}）` : x.name,
              }))}
              onChange={(id: number) => patch({ id: String(id) })}
            />
          </div>
          <div className={styles.control}>
            <span className={styles.controlLabel}>{t.range}</span>
            <Segmented<StatRange>
              aria-label={t.range}
              value={q.range}
              options={STAT_RANGES.map((r) => ({ value: r, label: STAT_RANGE_LABELS[r] }))}
              onChange={(range) =>
                patch(
                  range === 'custom'
                    ? { range }
                    : { range: range === '7d' ? undefined : range, from: undefined, to: undefined },
                )
              }
            />
            {q.range === 'custom' ? (
              <DatePicker.RangePicker
                aria-label={t.custom}
                value={q.from && q.to ? [dayjs(q.from), dayjs(q.to)] : null}
                disabledDate={disabledDate}
                onCalendarChange={(v) => setPending(v ? [v[0], v[1]] : null)}
                onOpenChange={(open) => (open ? undefined : setPending(null))}
                onChange={(v) =>
                  patch({
                    from: v?.[0]?.format('YYYY-MM-DD'),
                    to: v?.[1]?.format('YYYY-MM-DD'),
                  })
                }
              />
            ) : null}
          </div>
        </div>
        {s ? (
          <p className={styles.period} data-testid="stat-period">
            {s.name} · {t.period(s.from.slice(0, 16), s.to.slice(0, 16), s.bucket === 'hour')}
          </p>
        ) : null}
      </Card>
      {targets.isError ? (
        <DataState query={targets}>{null}</DataState>
      ) : targets.data?.length === 0 ? (
        <Card>
          <DataState query={targets} empty emptyText={t.targetsEmpty}>
            {null}
          </DataState>
        </Card>
      ) : query === null ? (
        <Card>
          <DataState
            query={{ ...targets, isPending: targets.isPending }}
            empty
            emptyText={q.range === 'custom' ? t.pickDates : t.pickFirst}
          >
            {null}
          </DataState>
        </Card>
      ) : (
        <>
          <DataState query={series} rows={2}>
            {s ? (
              <div className={styles.kpis}>
                <Kpi label={t.totalDown} value={empty ? '-' : bytes(s.totals.downBytes)} />
                <Kpi label={t.totalUp} value={empty ? '-' : bytes(s.totals.upBytes)} />
                <Kpi label={t.avgAvailability} value={pct(s.totals.availability)} />
                <Kpi label={t.avgLatency} value={ms(s.totals.latencyMs)} />
                <Kpi label={t.avgLoss} value={pct(s.totals.lossPct)} />
              </div>
            ) : null}
          </DataState>
          <div className={styles.charts}>
            <Card title={t.traffic}>
              <DataState query={series} rows={6}>
                {s ? (
                  <Chart
                    title={`${s.name} ${t.traffic}`}
                    option={trafficOption(s)}
                    height={300}
                    loading={series.isFetching}
                    empty={empty}
                    emptyText={t.noData}
                    summary={t.trafficSummary(bytes(s.totals.upBytes), bytes(s.totals.downBytes))}
                  />
                ) : null}
              </DataState>
            </Card>
            <Card title={t.quality}>
              <DataState query={series} rows={6}>
                {s ? (
                  <Chart
                    title={`${s.name} ${t.quality}`}
                    option={qualityOption(s)}
                    height={300}
                    loading={series.isFetching}
                    empty={empty}
                    emptyText={t.noData}
                    summary={t.qualitySummary(pct(s.totals.availability), ms(s.totals.latencyMs))}
                  />
                ) : null}
              </DataState>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
