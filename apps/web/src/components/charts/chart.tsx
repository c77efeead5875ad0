import { Empty, Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { lazy, Suspense, useId } from 'react';
import { withChunkTimeout } from '@/lib/chunk';
import styles from './chart.module.css';

/** An ECharts option (series of the charts registered in ./echart.tsx). */
export type ChartOption = EChartsCoreOption;

// ECharts loads with the first chart on screen, never with the page that holds it.
const EChart = lazy(withChunkTimeout(() => import('./echart')));

export interface ChartProps {
  /** What the chart shows: its accessible name (screen readers get no canvas text). */
  title: string;
  option: ChartOption;
  /** In px; the width follows the container. */
  height?: number;
  /** The data is still loading: a skeleton of the same size. */
  loading?: boolean;
  /** Nothing to draw: an empty state instead of empty axes. */
  empty?: boolean;
  emptyText?: string;
  /** A short text summary of the data for screen readers (e.g. the latest value). */
  summary?: string;
}

/**
 * A chart for console screens: lazily loaded ECharts at a fixed height, resizing with its
 * container, with a loading skeleton and an empty state. The canvas is exposed as one image
 * named by `title` (and described by `summary`).
 */
export function Chart({
  title,
  option,
  height = 280,
  loading = false,
  empty = false,
  emptyText = '暂无数据',
  summary,
}: ChartProps) {
  const summaryId = useId();
  const box = { height };
  const skeleton = <Skeleton.Node active className={styles.skeleton} style={box} />;
  let body;
  if (loading) body = skeleton;
  else if (empty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  else
    body = (
      <Suspense fallback={skeleton}>
        <EChart option={option} style={{ width: '100%', height }} />
      </Suspense>
    );
  return (
    <figure
      className={styles.chart}
      style={box}
      role="img"
      aria-label={empty && !loading ? `${title}：${emptyText}` : title}
      aria-busy={loading || undefined}
      aria-describedby={summary ? summaryId : undefined}
    >
      {body}
      {summary ? (
        <figcaption id={summaryId} className={styles.srOnly}>
          {summary}
        </figcaption>
      ) : null}
    </figure>
  );
}
