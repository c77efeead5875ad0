import { SIM_LIMITS, SimMessages } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { parseMsisdnList } from './msisdn-list';

describe('parseMsisdnList', () => {
  it('reads one number per line and comma-separated numbers, ASCII or full width', () => {
    const parsed = parseMsisdnList(
      '14700000001\n 14700000002 ,14700000003，14700000004\r\n14700000005；14700000006\t14700000007\n',
    );
    expect(parsed.valid).toEqual([
      '14700000001',
      '14700000002',
      '14700000003',
      '14700000004',
      '14700000005',
      '14700000006',
      '14700000007',
    ]);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.error).toBeNull();
  });

  it('lists every invalid entry with its line and blocks the list with the Chinese message', () => {
    const parsed = parseMsisdnList(
      '14700000001\n1470000000\n\nabc12345678,14700000002\n147000000011',
    );
    expect(parsed.valid).toEqual(['14700000001', '14700000002']);
    expect(parsed.invalid).toEqual([
      { line: 2, value: '1470000000' },
      { line: 4, value: 'abc12345678' },
      { line: 5, value: '147000000011' },
    ]);
    expect(parsed.error).toBe(SimMessages.MSISDN_INVALID);
    expect(parsed.error).toBe('MSISDN格式不正确，应为11位数字');
  });

  it('keeps a repeated number once and counts the repeats', () => {
    const parsed = parseMsisdnList('14700000001,14700000001\n14700000002\n14700000001');
    expect(parsed.valid).toEqual(['14700000001', '14700000002']);
    expect(parsed.duplicates).toBe(2);
    expect(parsed.error).toBeNull();
  });

  it('refuses an empty list', () => {
    for (const text of ['', '   ', '\n,\n，']) {
      const parsed = parseMsisdnList(text);
      expect(parsed.valid).toEqual([]);
      expect(parsed.error).toBe(SimMessages.MSISDN_LIST_EMPTY);
    }
  });

  it(`accepts ${SIM_LIMITS.bulkMax} numbers and refuses one more`, () => {
    const numbers = Array.from({ length: SIM_LIMITS.bulkMax + 1 }, (_, i) =>
      String(14_700_000_000 + i),
    );
    const atLimit = parseMsisdnList(numbers.slice(0, SIM_LIMITS.bulkMax).join('\n'));
    expect(atLimit.valid).toHaveLength(SIM_LIMITS.bulkMax);
    expect(atLimit.error).toBeNull();
    const over = parseMsisdnList(numbers.join('\n'));
    expect(over.error).toBe(SimMessages.MSISDN_LIST_TOO_LONG);
  });
});
