import { describe, expect, it } from 'vitest';
import { formatAgo, formatRate, formatTraffic, rsrpBucketOf, rsrpWord } from './format';

describe('CPE formats', () => {
  it('shows rates and traffic in readable units', () => {
    expect(formatRate(0)).toBe('0 kbps');
    expect(formatRate(512)).toBe('512 kbps');
    expect(formatRate(288_012)).toBe('288.0 Mbps');
    expect(formatRate(1_200_000)).toBe('1.20 Gbps');
    expect(formatTraffic(0)).toBe('0 B');
    expect(formatTraffic(1536)).toBe('1.5 KB');
  });

  it('says how long ago a heartbeat came', () => {
    const now = Date.parse('2026-11-25T03:00:00Z');
    expect(formatAgo(null, now)).toBe('从未上报');
    expect(formatAgo('2026-11-25T02:59:30Z', now)).toBe('刚刚');
    expect(formatAgo('2026-11-25T02:55:00Z', now)).toBe('5分钟前');
    expect(formatAgo('2026-11-23T03:00:00Z', now)).toBe('2天前');
  });

  it('puts an RSRP in the overview bucket', () => {
    expect(rsrpBucketOf(-75)?.key).toBe('excellent');
    expect(rsrpBucketOf(-80)?.key).toBe('excellent');
    expect(rsrpBucketOf(-95)?.key).toBe('fair');
    expect(rsrpBucketOf(-120)?.key).toBe('bad');
    expect(rsrpBucketOf(null)).toBeNull();
    expect(rsrpWord(-105)).toBe('差');
    expect(rsrpWord(null)).toBe('无信号数据');
  });
});
