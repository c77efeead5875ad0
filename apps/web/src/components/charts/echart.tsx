import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The ESM build: the `lib/` one breaks under Vite.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { CSSProperties } from 'react';
import type { ChartOption } from './chart';

// Only what the console's charts use (no gauge, no dataset): all of ECharts is about
// 700 KB gzipped.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

interface EChartProps {
  option: ChartOption;
  style: CSSProperties;
}

/** The ECharts canvas; loaded on demand by `<Chart>`. It follows its container's size. */
export default function EChart({ option, style }: EChartProps) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      notMerge
      lazyUpdate
      autoResize
      style={style}
      opts={{ renderer: 'canvas' }}
    />
  );
}
