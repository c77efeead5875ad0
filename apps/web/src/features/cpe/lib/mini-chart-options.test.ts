import { describe, expect, it } from 'vitest';
import {
  COUNT_BARS_MAX,
  countBarOption,
  miniStatePieOption,
  topCounts,
} from './mini-chart-options';

type Series = { name: string; data: unknown[] }[];
const seriesOf = (option: object) => (option as { series: Series }).series;

describe('小微业务总览 chart options', () => {
  it('leaves empty states out of the state doughnut', () => {
    const data = seriesOf(miniStatePieOption({ active: 8, suspended: 0, expired: 2 }))[0]!.data;
    expect(data).toEqual([
      expect.objectContaining({ name: '使用中', value: 8 }),
      expect.objectContaining({ name: '已到期', value: 2 }),
    ]);
  });

  it('draws the largest counts, the largest on top', () => {
    const option = countBarOption(
      [
        { name: '基础版', count: 2 },
        { name: '标准版', count: 9 },
        { name: '尊享版', count: 5 },
      ],
      '业务数',
    ) as { yAxis: { data: string[] } };
    // Horizontal bars list bottom-up.
    expect(option.yAxis.data).toEqual(['基础版', '尊享版', '标准版']);
    expect(seriesOf(option)[0]!.data).toEqual([2, 5, 9]);
  });

  it('keeps at most COUNT_BARS_MAX bars', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ name: `分组${i}`, count: i }));
    const top = topCounts(many);
    expect(top).toHaveLength(COUNT_BARS_MAX);
    expect(top[0]).toEqual({ name: '分组14', count: 14 });
    expect(many).toHaveLength(15);
  });
});
