import type { CommandItem } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { commandOutcomeOf, commandPercent, countsInOrder, itemExplanation } from './command-state';

const counts = (c: Partial<Record<string, number>>) => ({
  pending: 0,
  delivered: 0,
  succeeded: 0,
  failed: 0,
  timedOut: 0,
  ...c,
});

const item = (patch: Partial<CommandItem>): CommandItem => ({
  id: 1,
  deviceId: 1,
  serial: 'CPE-1',
  deviceName: '',
  state: 'pending',
  reason: '',
  result: null,
  deliveredAt: null,
  finishedAt: null,
  ...patch,
});

describe('command state', () => {
  it('tells running from how a finished command ended', () => {
    expect(commandOutcomeOf({ finished: false, total: 2, counts: counts({ pending: 2 }) })).toBe(
      'running',
    );
    expect(commandOutcomeOf({ finished: true, total: 2, counts: counts({ succeeded: 2 }) })).toBe(
      'succeeded',
    );
    expect(
      commandOutcomeOf({ finished: true, total: 2, counts: counts({ succeeded: 1, timedOut: 1 }) }),
    ).toBe('partly');
    expect(commandOutcomeOf({ finished: true, total: 1, counts: counts({ failed: 1 }) })).toBe(
      'failed',
    );
  });

  it('counts devices with a result as progress', () => {
    expect(
      commandPercent({ total: 4, counts: counts({ pending: 1, delivered: 1, succeeded: 2 }) }),
    ).toBe(50);
    expect(commandPercent({ total: 0, counts: counts({}) })).toBe(100);
    expect(countsInOrder(counts({ failed: 3 })).map((c) => c.count)).toEqual([0, 0, 0, 3, 0]);
  });

  it('explains every state, never leaving a failure without a reason', () => {
    expect(itemExplanation(item({ state: 'pending' }))).toContain('等待设备上线');
    expect(
      itemExplanation(item({ state: 'delivered', deliveredAt: '2026-11-25T02:00:00Z' })),
    ).toMatch(/^已于 \d\d-\d\d \d\d:\d\d:\d\d 下发/);
    expect(itemExplanation(item({ state: 'succeeded', result: { firmware: 'V1.1.0.5' } }))).toBe(
      '固件版本：V1.1.0.5',
    );
    expect(itemExplanation(item({ state: 'failed', reason: '设备忙' }))).toBe('设备忙');
    expect(itemExplanation(item({ state: 'failed' }))).toBe('设备未说明原因');
    expect(itemExplanation(item({ state: 'timedOut', reason: '设备离线，指令已过期' }))).toBe(
      '设备离线，指令已过期',
    );
  });
});
