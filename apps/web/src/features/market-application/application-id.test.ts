import { describe, expect, it } from 'vitest';
import { parseApplicationId } from './application-id';

describe('application id in the address', () => {
  it('accepts only positive ids', () => {
    expect(parseApplicationId('15')).toBe(15);
    expect(parseApplicationId(' 7 ')).toBe(7);
    for (const bad of [null, '', '0', '-1', '1.5', 'x', 'new', '9'.repeat(16)]) {
      expect(parseApplicationId(bad)).toBeUndefined();
    }
  });
});
