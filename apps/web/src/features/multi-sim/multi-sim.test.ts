import { DeviceMessages, type DeviceMetricPoint } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { bindRefusalField } from './bind-refusal';
import {
  byteAxisUnit,
  hourlyTrafficOption,
  onlineDoughnutOption,
  rateAxisUnit,
  throughputOption,
} from './chart-options';
import { freeSlotsOf, slotsOf } from './slots';

type Series = { type: string; data: unknown[]; name: string };
const seriesOf = (option: Record<string, unknown>) => option.series as Series[];
const binding = (slot: number, msisdn = `1440000000${slot}`) => ({
  slot,
  iccid: `8986000000000000000${slot}`,
  msisdn,
  status: 2,
  boundAt: '2026-11-20T02:00:00.000Z',
});

describe('the slots of a multi-SIM device', () => {
  it('lists every slot of the model in order, with its card or free', () => {
    const detail = { slots: 4, bindings: [binding(3), binding(1)] };
    expect(slotsOf(detail).map((s) => [s.slot, s.binding?.msisdn ?? null])).toEqual([
      [1, '14400000001'],
      [2, null],
      [3, '14400000003'],
      [4, null],
    ]);
    expect(freeSlotsOf(detail)).toEqual([2, 4]);
  });

  it('has no free slot when every slot holds a card', () => {
    expect(freeSlotsOf({ slots: 2, bindings: [binding(1), binding(2)] })).toEqual([]);
  });

  it('still shows a card left on a slot above the model’s count, never offering it', () => {
    const detail = { slots: 2, bindings: [binding(3)] };
    expect(slotsOf(detail).map((s) => s.slot)).toEqual([1, 2, 3]);
    expect(freeSlotsOf(detail)).toEqual([1, 2]);
  });
});

describe('the refusals of a bind', () => {
  it('puts card refusals under the number and slot refusals under the slot', () => {
    expect(bindRefusalField(DeviceMessages.CARD_NOT_FOUND)).toBe('msisdn');
    expect(bindRefusalField(DeviceMessages.CARD_NOT_ACTIVE)).toBe('msisdn');
    expect(bindRefusalField(DeviceMessages.CARD_BOUND_ELSEWHERE)).toBe('msisdn');
    expect(bindRefusalField(DeviceMessages.SLOT_TAKEN)).toBe('slot');
    expect(bindRefusalField(DeviceMessages.SLOT_INVALID)).toBe('slot');
  });

  it('leaves the others (identity, device) to the dialog', () => {
    expect(bindRefusalField('验证码错误')).toBeNull();
    expect(bindRefusalField(DeviceMessages.DEVICE_NOT_FOUND)).toBeNull();
  });
});

describe('5G多卡 chart options', () => {
  it('picks one byte unit for a whole axis', () => {
    expect(byteAxisUnit(0)).toEqual({ unit: 'B', divisor: 1 });
    expect(byteAxisUnit(1023)).toEqual({ unit: 'B', divisor: 1 });
    expect(byteAxisUnit(1024)).toEqual({ unit: 'KB', divisor: 1024 });
    expect(byteAxisUnit(5 * 1024 ** 3)).toEqual({ unit: 'GB', divisor: 1024 ** 3 });
    expect(rateAxisUnit(999)).toEqual({ unit: 'kbps', divisor: 1 });
    expect(rateAxisUnit(94_665)).toEqual({ unit: 'Mbps', divisor: 1000 });
  });

  it('draws the device states that have devices', () => {
    const data = seriesOf(onlineDoughnutOption({ online: 3, offline: 1, inactive: 0 }))[0]!.data;
    expect(data).toEqual([
      expect.objectContaining({ name: '在线', value: 3 }),
      expect.objectContaining({ name: '离线', value: 1 }),
    ]);
  });

  it('stacks the hourly download and upload in the unit of the busiest hour', () => {
    const gb = 1024 ** 3;
    const option = hourlyTrafficOption([
      { ts: '2026-11-24T03:00:00.000Z', upBytes: gb, downBytes: 3 * gb },
      { ts: '2026-11-24T04:00:00.000Z', upBytes: gb / 2, downBytes: gb / 4 },
    ]);
    const [down, up] = seriesOf(option);
    expect(down!.name).toBe('下行流量');
    expect(down!.data).toEqual([3, 0.25]);
    expect(up!.data).toEqual([1, 0.5]);
    expect((option.yAxis as { name: string }).name).toBe('GB');
  });

  it('draws a device’s throughput in Mbps once it passes 1000 kbps', () => {
    const point = (downKbps: number, upKbps: number): DeviceMetricPoint => ({
      ts: '2026-11-24T03:00:00.000Z',
      rsrp: -90,
      sinr: 10,
      downKbps,
      upKbps,
      upBytes: 0,
      downBytes: 0,
      clients: 0,
    });
    const option = throughputOption([point(94_665, 40_399), point(500, 20)]);
    const [down, up] = seriesOf(option);
    expect(down!.data).toEqual([94.67, 0.5]);
    expect(up!.data).toEqual([40.4, 0.02]);
    expect((option.yAxis as { name: string }).name).toBe('Mbps');
  });
});
