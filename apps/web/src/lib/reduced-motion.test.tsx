import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './reduced-motion';

function mediaAnswering(reduce: boolean) {
  return vi.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
}

describe('useReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the system setting', () => {
    window.matchMedia = mediaAnswering(true);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
    window.matchMedia = mediaAnswering(false);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
  });
});
