import { describe, expect, it } from 'vitest';
import { phaseLabel, phasesLabel, shortHash, taskProgress } from './format';

const zero = {
  pending: 0,
  downloading: 0,
  installing: 0,
  succeeded: 0,
  failed: 0,
  rolled_back: 0,
  cancelled: 0,
};

describe('ota format', () => {
  it('shortens a SHA-256 to both ends', () => {
    expect(shortHash('a'.repeat(56) + 'b'.repeat(8))).toBe('aaaaaaaa…bbbbbbbb');
    expect(shortHash('abc')).toBe('abc');
  });

  it('labels phases and the current one', () => {
    expect(phasesLabel([1, 10, 100])).toBe('1% → 10% → 100%');
    expect(phaseLabel({ phases: [1, 10, 50, 100], phaseIndex: 1 })).toBe('2/4 · 10%');
  });

  it('gives succeeded and failed shares of the total', () => {
    expect(taskProgress({ total: 0, counts: zero })).toEqual({ done: 0, success: 0, failed: 0 });
    expect(taskProgress({ total: 3, counts: { ...zero, succeeded: 1, failed: 1 } })).toEqual({
      done: 66.6,
      success: 33.3,
      failed: 33.3,
    });
  });
});
