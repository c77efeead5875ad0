import { describe, expect, it } from 'vitest';
import { formatBytes, formatTime, pct, shortHash } from './format';

describe('设备管理 formatting', () => {
  it('shows China time', () => {
    expect(formatTime('2026-11-28T16:30:05.000Z')).toBe('2026-11-29 00:30:05');
    expect(formatTime(null)).toBe('-');
  });
  it('shows bytes in a readable unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatBytes(-1)).toBe('-');
  });
  it('shortens hashes and computes rates', () => {
    expect(shortHash('a'.repeat(64))).toBe('aaaaaaaa…aaaaaaaa');
    expect(pct(1, 3)).toBe('33.3%');
    expect(pct(0, 0)).toBe('-');
  });
});
