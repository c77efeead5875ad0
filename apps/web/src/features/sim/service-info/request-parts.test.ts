import { describe, expect, it } from 'vitest';
import { isPending, paramsSummary, requestProgress } from './request-parts';

describe('business request progress', () => {
  it('splits processed and succeeded shares', () => {
    expect(requestProgress({ total: 4, succeeded: 1, failed: 1 })).toEqual({
      done: 50,
      success: 25,
    });
    expect(requestProgress({ total: 3, succeeded: 3, failed: 0 })).toEqual({
      done: 100,
      success: 100,
    });
    expect(requestProgress({ total: 0, succeeded: 0, failed: 0 })).toEqual({
      done: 100,
      success: 0,
    });
  });

  it('polls while queued or processing only', () => {
    expect(isPending(0)).toBe(true);
    expect(isPending(1)).toBe(true);
    expect(isPending(2)).toBe(false);
    expect(isPending(undefined)).toBe(false);
  });

  it('names the parameters of an action', () => {
    const names = (id: number) => (id === 3 ? '物联网基础套餐' : undefined);
    expect(paramsSummary({ tariffId: 3 }, names)).toBe('目标资费：物联网基础套餐');
    expect(paramsSummary({ tariffId: 9 }, names)).toBe('目标资费：#9');
    expect(paramsSummary({ groupId: 5, groupName: '深圳车队' }, names)).toBe('群组：深圳车队');
    expect(paramsSummary({ dataCapMb: 2048 }, names)).toBe('流量上限：2,048 MB');
    expect(paramsSummary({}, names)).toBe('-');
  });
});
