import { describe, expect, it } from 'vitest';
import { mergePageSelection } from './selection';

describe('selection across pages', () => {
  const page1 = ['13900000001', '13900000002', '13900000003'];
  const page2 = ['13900000004', '13900000005'];

  it('keeps cards picked on other pages when this page changes', () => {
    let sel = mergePageSelection([], page1, ['13900000001', '13900000003'], 100).keys;
    expect(sel).toEqual(['13900000001', '13900000003']);
    sel = mergePageSelection(sel, page2, ['13900000005'], 100).keys;
    expect(sel).toEqual(['13900000001', '13900000003', '13900000005']);
    // Back on page 1: unchecking one leaves page 2's pick alone.
    sel = mergePageSelection(sel, page1, ['13900000003'], 100).keys;
    expect(sel).toEqual(['13900000003', '13900000005']);
    // Select all on page 2, then none.
    sel = mergePageSelection(sel, page2, page2, 100).keys;
    expect(sel).toEqual(['13900000003', '13900000005', '13900000004']);
    sel = mergePageSelection(sel, page2, [], 100).keys;
    expect(sel).toEqual(['13900000003']);
  });

  it('ignores keys that are not on the page', () => {
    expect(mergePageSelection(['a'], ['b'], ['b', 'zzz'], 100).keys).toEqual(['a', 'b']);
  });

  it('stops at the limit of one business request and says so', () => {
    const change = mergePageSelection(['a', 'b'], ['c', 'd', 'e'], ['c', 'd', 'e'], 3);
    expect(change).toEqual({ keys: ['a', 'b', 'c'], capped: true });
    expect(mergePageSelection(['a'], ['b'], ['b'], 3).capped).toBe(false);
  });
});
