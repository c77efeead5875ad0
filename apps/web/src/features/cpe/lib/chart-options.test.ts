import type { DeviceMetricPoint } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import {
  byteAxisUnit,
  deviceSignalOption,
  deviceTrafficOption,
  modelsBarOption,
  onlinePieOption,
  rateAxisUnit,
  signalBarOption,
  trafficAreaOption,
} from './chart-options';

type Series = { name: string; data: unknown[] }[];
const seriesOf = (option: object) => (option as { series: Series }).series;

describe('CPE chart options', () => {
  it('picks one unit per axis', () => {
    expect(byteAxisUnit(500)).toEqual({ unit: 'B', divisor: 1 });
    expect(byteAxisUnit(3 * 1024 ** 3)).toEqual({ unit: 'GB', divisor: 1024 ** 3 });
    expect(rateAxisUnit(900)).toEqual({ unit: 'kbps', divisor: 1 });
    expect(rateAxisUnit(288_012)).toEqual({ unit: 'Mbps', divisor: 1000 });
  });

  it('leaves empty states out of the online doughnut', () => {
    const data = seriesOf(onlinePieOption({ online: 20, offline: 5, inactive: 0 }))[0]!.data;
    expect(data).toEqual([
      expect.objectContaining({ name: '在线', value: 20 }),
      expect.objectContaining({ name: '离线', value: 5 }),
    ]);
  });

  it('draws 24 h of traffic in the unit of its largest hour', () => {
    const option = trafficAreaOption([
      { ts: '2026-11-25T01:00:00Z', upBytes: 1024 ** 2, downBytes: 3 * 1024 ** 3 },
      { ts: '2026-11-25T02:00:00Z', upBytes: 0, downBytes: 1024 ** 3 },
    ]);
    expect((option as { yAxis: { name: string } }).yAxis.name).toBe('GB');
    const [down, up] = seriesOf(option);
    expect(down!.name).toBe('下行流量');
    expect(down!.data).toEqual([3, 1]);
    expect(up!.data).toEqual([0, 0]);
  });

  it('colours signal buckets and sorts models', () => {
    const signal = seriesOf(
      signalBarOption([
        { key: 'excellent', label: '极好(≥-80)', devices: 3 },
        { key: 'bad', label: '极差(<-110)', devices: 1 },
      ]),
    )[0]!.data as { value: number; itemStyle: { color: string } }[];
    expect(signal.map((d) => d.value)).toEqual([3, 1]);
    expect(signal[0]!.itemStyle.color).not.toBe(signal[1]!.itemStyle.color);
    const models = modelsBarOption([
      { model: 'A', devices: 2 },
      { model: 'B', devices: 9 },
    ]) as { yAxis: { data: string[] } };
    // Horizontal bars list bottom-up: the largest ends on top.
    expect(models.yAxis.data).toEqual(['A', 'B']);
  });

  it('keeps gaps where a device reported no signal, and converts rates', () => {
    const point = (rsrp: number | null, downKbps: number): DeviceMetricPoint => ({
      ts: '2026-11-25T02:00:00Z',
      rsrp,
      sinr: rsrp === null ? null : 12,
      upKbps: 1000,
      downKbps,
      upBytes: 0,
      downBytes: 0,
      clients: 1,
    });
    const points = [point(-85, 250_000), point(null, 0)];
    expect(seriesOf(deviceSignalOption(points))[0]!.data).toEqual([-85, null]);
    const traffic = seriesOf(deviceTrafficOption(points));
    expect(traffic[0]!.data).toEqual([250, 0]);
    expect(traffic[1]!.data).toEqual([1, 1]);
  });
});
