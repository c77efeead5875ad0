import { describe, expect, it } from 'vitest';
import { axisUnitOf, formatCapMb, formatCount, formatKb, percentOf } from './format';

describe('SIM formatters', () => {
  it('shows KB usage in the largest fitting unit', () => {
    expect(formatKb(0)).toBe('0 KB');
    expect(formatKb(512)).toBe('512 KB');
    expect(formatKb(1536)).toBe('1.5 MB');
    expect(formatKb(3 * 1024 * 1024)).toBe('3 GB');
    expect(formatKb(null)).toBe('0 KB');
  });

  it('shows caps and counts', () => {
    expect(formatCapMb(null)).toBe('不限');
    expect(formatCapMb(2048)).toBe('2 GB');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(undefined)).toBe('-');
  });

  it('computes shares without dividing by zero', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('picks one axis unit from the largest value', () => {
    expect(axisUnitOf(800)).toEqual({ unit: 'KB', divisor: 1 });
    expect(axisUnitOf(1024)).toEqual({ unit: 'MB', divisor: 1024 });
    expect(axisUnitOf(5 * 1024 ** 3)).toEqual({ unit: 'TB', divisor: 1024 ** 3 });
  });
});
