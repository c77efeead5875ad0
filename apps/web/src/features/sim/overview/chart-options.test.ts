import { describe, expect, it } from 'vitest';
import { dailyTrendOption, monthlyUsageOption, statusPieOption } from './chart-options';

type Series = { type: string; data: unknown[]; name: string; yAxisIndex?: number };
const seriesOf = (option: Record<string, unknown>) => option.series as Series[];

describe('SIM overview chart options', () => {
  it('draws the statuses that have cards, with their labels', () => {
    const option = statusPieOption([
      { status: 2, cards: 10 },
      { status: 3, cards: 0 },
      { status: 0, cards: 4 },
    ]);
    expect(seriesOf(option)[0]!.data).toEqual([
      expect.objectContaining({ name: '已激活', value: 10 }),
      expect.objectContaining({ name: '库存', value: 4 }),
    ]);
  });

  it('puts daily data in one unit and active cards on the right axis', () => {
    const option = dailyTrendOption([
      { period: '2026-11-01', dataKb: 512 * 1024, sms: 0, voiceMin: 0, activeCards: 12 },
      { period: '2026-11-02', dataKb: 3 * 1024 * 1024, sms: 0, voiceMin: 0, activeCards: 15 },
    ]);
    expect((option.xAxis as { data: string[] }).data).toEqual(['11-01', '11-02']);
    const [bars, line] = seriesOf(option);
    expect(bars!.name).toBe('日流量（GB）');
    expect(bars!.data).toEqual([0.5, 3]);
    expect(line!.yAxisIndex).toBe(1);
    expect(line!.data).toEqual([12, 15]);
  });

  it('draws monthly usage, an empty history in KB', () => {
    const option = monthlyUsageOption([
      { period: '2026-10', dataKb: 2048, sms: 0, voiceMin: 0 },
      { period: '2026-11', dataKb: 1024, sms: 0, voiceMin: 0 },
    ]);
    expect((option.yAxis as { name: string }).name).toBe('MB');
    expect(seriesOf(option)[0]!.data).toEqual([2, 1]);
    expect((monthlyUsageOption([]).yAxis as { name: string }).name).toBe('KB');
  });
});
