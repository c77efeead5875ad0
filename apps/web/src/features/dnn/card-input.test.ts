import { DnnMessages } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { checkMsisdns } from './card-input';

describe('checkMsisdns', () => {
  it('accepts numbers one a line or separated by commas, once each', () => {
    expect(checkMsisdns('13800000001\n13800000002，13800000001, 13800000003')).toEqual({
      msisdns: ['13800000001', '13800000002', '13800000003'],
    });
  });

  it('names the first malformed number', () => {
    expect(checkMsisdns('13800000001\n1380000')).toEqual({
      error: `${DnnMessages.MSISDN_INVALID}：1380000`,
    });
  });

  it('refuses an empty list and more than 200 numbers', () => {
    expect(checkMsisdns('  ')).toEqual({ error: DnnMessages.MSISDN_LIST_EMPTY });
    const many = Array.from({ length: 201 }, (_, i) => String(13900000000 + i)).join('\n');
    expect(checkMsisdns(many)).toEqual({ error: DnnMessages.MSISDN_LIST_TOO_LONG });
  });
});
